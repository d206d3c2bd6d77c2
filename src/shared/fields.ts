// Field schemas the request schemas share (design suite-apps.md): e-mail, username, URLs and
// free text, defined once so the web app and the server accept exactly the same input. Text never
// holds control characters or unpaired surrogates: PostgreSQL cannot store NUL, and encoding to
// UTF-8 would silently turn an unpaired surrogate into U+FFFD.
import { z } from 'zod';

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

function refusingControlCharacters<T extends z.ZodType<string>>(schema: T): T {
  return schema
    .refine((value) => !CONTROL_CHARACTER.test(value), TEXT_MESSAGES.controlCharacter)
    .refine((value) => !UNPAIRED_SURROGATE.test(value), TEXT_MESSAGES.unpairedSurrogate);
}

/**
 * One line of text without control characters or unpaired surrogates. Surrounding white space is
 * trimmed first (so a stray trailing newline is dropped, as it always was, rather than refused);
 * `trim: false` keeps identifiers and secrets exactly as sent.
 */
export function singleLineText(options: { trim?: boolean } = {}): z.ZodString {
  return refusingControlCharacters(options.trim === false ? z.string() : z.string().trim());
}

/**
 * An absolute URL without control characters or unpaired surrogates. Tabs and line breaks are
 * dropped first, as the URL standard drops them.
 */
export function urlSchema(message?: string): z.ZodURL {
  return refusingControlCharacters(message === undefined ? z.url() : z.url(message));
}

export const EMAIL_MAX_LENGTH = 320;

/**
 * An e-mail address, trimmed and lower-cased: addresses are stored and compared in lower case.
 * `whenEmpty` lets sign-in ask for "your" address where an administrator's form asks for "an".
 */
export function emailSchema(whenEmpty = 'Enter an e-mail address.') {
  return z
    .string()
    .trim()
    .min(1, whenEmpty)
    .max(EMAIL_MAX_LENGTH, 'The e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address.'))
    .transform((value) => value.toLowerCase());
}

export const USERNAME_MAX_LENGTH = 64;
const USERNAME_TOO_LONG = `A username may be at most ${USERNAME_MAX_LENGTH} characters long.`;

/** A username being set (desktop sign-in name): stored lower-case, so "Ava" and "ava" are one. */
export const usernameSchema = singleLineText()
  .min(1, 'Enter a username.')
  .max(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9._-]*$/,
    'A username may contain only letters, digits, dots, dashes and underscores, and starts with a letter or digit.',
  );

/**
 * A username as typed at sign-in, or the hint of a fingerprint touch: lower-cased and compared
 * with the stored ones, so only the text rules and the length apply; a name usernameSchema would
 * refuse simply matches nobody, like any other unknown username.
 */
export const typedUsernameSchema = singleLineText()
  .max(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .toLowerCase();

/** The id a browser (or an install) keeps for its sign-ins; refresh sessions are bound to it. */
export const browserIdSchema = singleLineText()
  .min(8, 'browserId must be at least 8 characters.')
  .max(128);

/** Any 36-character uuid (spec §3: tenant and user ids). */
/** A person as answers name them: e-mail address and names, as the account stores them. */
export const personFields = { email: z.string(), firstName: z.string(), lastName: z.string() };

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
