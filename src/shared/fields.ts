// Field schemas the request schemas share (design suite-apps.md): e-mail, username, URLs and
// free text, defined once so the web app and the server accept exactly the same input. Text never
// holds control characters or unpaired surrogates: PostgreSQL cannot store NUL, and encoding to
// UTF-8 would silently turn an unpaired surrogate into U+FFFD.
//
// Written with zod/mini (zod 4's functional API on the same core): the login page's scripts
// reach this module, and one schema built with classic zod anywhere on that path brings classic
// zod's whole schema module into them (docs/web-performance.md, "zod/mini on the login path").
// Classic schemas take these as they are (`z.object({ email: emailSchema() })`, `z.optional(…)`);
// `text-fields.ts` builds the classic single-line text on the same checks.
import * as z from 'zod/mini';

/** C0 controls, DEL and C1 controls (Unicode general category Cc). */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** With the u flag a surrogate matches only where it has no partner. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const NUL = '\u0000';

export const TEXT_MESSAGES = {
  controlCharacter: 'Control characters (such as tabs, line breaks or NUL) are not allowed.',
  unpairedSurrogate: 'Unpaired surrogates (broken Unicode characters) are not allowed.',
} as const;

/** False for text no database column can hold as sent: with a NUL or an unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !UNPAIRED_SURROGATE.test(text);
}

/** The checks of text without control characters or unpaired surrogates, in this order. */
export const SINGLE_LINE_CHECKS: readonly z.core.$ZodCheck<string>[] = [
  z.refine((value: string) => !CONTROL_CHARACTER.test(value), TEXT_MESSAGES.controlCharacter),
  z.refine((value: string) => !UNPAIRED_SURROGATE.test(value), TEXT_MESSAGES.unpairedSurrogate),
];

/**
 * One line of text without control characters or unpaired surrogates. Surrounding white space is
 * trimmed first (so a stray trailing newline is dropped, as it always was, rather than refused);
 * `trim: false` keeps identifiers and secrets exactly as sent. The classic schema with the same
 * checks is `singleLineText` (`text-fields.ts`).
 */
export function lineText(options: { trim?: boolean } = {}): z.ZodMiniString<string> {
  return options.trim === false
    ? z.string().check(...SINGLE_LINE_CHECKS)
    : z.string().check(z.trim(), ...SINGLE_LINE_CHECKS);
}

/**
 * An absolute URL without control characters or unpaired surrogates. Tabs and line breaks are
 * dropped first, as the URL standard drops them.
 */
export function urlSchema(message?: string): z.ZodMiniURL {
  return (message === undefined ? z.url() : z.url(message)).check(...SINGLE_LINE_CHECKS);
}

export const EMAIL_MAX_LENGTH = 320;

/**
 * An e-mail address, trimmed and lower-cased: addresses are stored and compared in lower case.
 * `whenEmpty` lets sign-in ask for "your" address where an administrator's form asks for "an".
 */
export function emailSchema(whenEmpty = 'Enter an e-mail address.') {
  const typed = z
    .string()
    .check(
      z.trim(),
      z.minLength(1, whenEmpty),
      z.maxLength(EMAIL_MAX_LENGTH, 'The e-mail address is too long.'),
    );
  return z.pipe(
    z.pipe(typed, z.email('Enter a valid e-mail address.')),
    z.transform((value: string) => value.toLowerCase()),
  );
}

export const USERNAME_MAX_LENGTH = 64;
export const USERNAME_TOO_LONG = `A username may be at most ${USERNAME_MAX_LENGTH} characters long.`;

/**
 * A username as typed at sign-in, or the hint of a fingerprint touch: lower-cased and compared
 * with the stored ones, so only the text rules and the length apply; a name `usernameSchema`
 * (`text-fields.ts`) would refuse simply matches nobody, like any other unknown username.
 */
export const typedUsernameSchema = lineText().check(
  z.maxLength(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG),
  z.toLowerCase(),
);

/** The id a browser (or an install) keeps for its sign-ins; refresh sessions are bound to it. */
export const browserIdSchema = lineText().check(
  z.minLength(8, 'browserId must be at least 8 characters.'),
  z.maxLength(128),
);

/** A person as answers name them: e-mail address and names, as the account stores them. */
export const personFields = { email: z.string(), firstName: z.string(), lastName: z.string() };

/** Any 36-character uuid (spec §3: tenant and user ids). */
export const uuidSchema = z.uuid();

/**
 * Branded ids: a tenant's id cannot be passed where an account's is expected. Values get their
 * brand only by being parsed (or, on the server, read from the table they name).
 */
export const tenantIdSchema = z.uuid().brand<'TenantId'>();
export type TenantId = z.infer<typeof tenantIdSchema>;
export const accountIdSchema = z.uuid().brand<'AccountId'>();
export type AccountId = z.infer<typeof accountIdSchema>;
export const installIdSchema = z.uuid().brand<'InstallId'>();
export type InstallId = z.infer<typeof installIdSchema>;
