// Contracts of sign-in activity (admin screen /admin/iam/sign-ins): the sign-in attempts a tenant
// administrator may read — who, how, where, with what result, when — filtered, newest first and
// paged by a keyset cursor, or exported as CSV. Which attempts a tenant sees: docs/sign-in-activity.md.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageSchema } from '../paging';
import { singleLineText } from '../text-fields';

export const SIGN_IN_ACTIVITY_PATHS = {
  /** GET: one page of attempts. */
  list: '/sign-in-activity',
  /** GET: every attempt the filters select, as CSV (newest first). */
  export: '/sign-in-activity/export',
} as const;

export const SIGN_IN_METHODS = ['password', 'sso', 'pin', 'fingerprint'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** What the server records for each attempt (sign_in_audit.result). */
export const SIGN_IN_RESULTS = [
  'success',
  'wrong_password',
  'wrong_pin',
  'no_password',
  'unknown_account',
  'no_match',
  'locked',
] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

/** The outcomes an administrator filters by, each a group of recorded results. */
export const SIGN_IN_OUTCOMES = {
  success: ['success'],
  wrong_secret: ['wrong_password', 'wrong_pin', 'no_password'],
  locked: ['locked'],
  unknown: ['unknown_account', 'no_match'],
} as const satisfies Record<string, readonly SignInResult[]>;
export type SignInOutcome = keyof typeof SIGN_IN_OUTCOMES;
const OUTCOMES = Object.keys(SIGN_IN_OUTCOMES) as [SignInOutcome, ...SignInOutcome[]];

export function outcomeOf(result: SignInResult): SignInOutcome {
  return OUTCOMES.find((outcome) =>
    (SIGN_IN_OUTCOMES[outcome] as readonly SignInResult[]).includes(result),
  ) as SignInOutcome;
}

/** The station filter's value for sign-ins in a browser. */
export const BROWSER_STATION = 'browser';

const isoTime = z.iso.datetime({ offset: true });

const filterFields = {
  /** Part of the person's name, e-mail or username, or of what was typed. */
  q: singleLineText().max(200, 'q is at most 200 characters.').optional(),
  method: z.enum(SIGN_IN_METHODS).optional(),
  outcome: z.enum(OUTCOMES).optional(),
  /** An install of the tenant, or 'browser'. */
  station: z.union([z.literal(BROWSER_STATION), z.uuid()]).optional(),
  /** Attempts at or after this time. */
  from: isoTime.optional(),
  /** Attempts before this time. */
  to: isoTime.optional(),
};

function rangeInOrder(filters: { from?: string | undefined; to?: string | undefined }): boolean {
  return (
    filters.from === undefined ||
    filters.to === undefined ||
    Date.parse(filters.from) <= Date.parse(filters.to)
  );
}
const RANGE_OUT_OF_ORDER = { message: 'from must not be after to.', path: ['from'] };

/** GET export: the filters, as query parameters. */
export const signInActivityFiltersSchema = z
  .object(filterFields)
  .strict()
  .refine(rangeInOrder, RANGE_OUT_OF_ORDER);
export type SignInActivityFilters = z.infer<typeof signInActivityFiltersSchema>;

/** GET list: the filters, and where the page starts. Always newest first. */
export const signInActivityQuerySchema = z
  .object({
    ...filterFields,
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
  .strict()
  .refine(rangeInOrder, RANGE_OUT_OF_ORDER);
export type SignInActivityQuery = SignInActivityFilters & { cursor?: string; limit?: number };

/** One attempt. `account` is null when nobody was recognised (then `typed` says who was named). */
export const signInAttemptSchema = z.object({
  id: z.string(),
  at: isoTime,
  account: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** The e-mail address or username as typed, when the attempt named one. */
  typed: z.string().nullable(),
  method: z.enum(SIGN_IN_METHODS),
  /** Null for a browser; the station (install) otherwise. */
  station: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  result: z.enum(SIGN_IN_RESULTS),
  outcome: z.enum(OUTCOMES),
  ip: z.string().nullable(),
});
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;

export const signInActivityPageSchema = pageSchema(signInAttemptSchema);

/** How each method and result reads, on the screen and in the export. */
export const SIGN_IN_METHOD_LABELS: Readonly<Record<SignInMethod, string>> = {
  password: 'Password',
  sso: 'Single sign-on',
  pin: 'PIN',
  fingerprint: 'Fingerprint',
};

export const SIGN_IN_RESULT_LABELS: Readonly<Record<SignInResult, string>> = {
  success: 'Success',
  wrong_password: 'Wrong password',
  wrong_pin: 'Wrong PIN',
  no_password: 'No password set',
  unknown_account: 'Unknown account',
  no_match: 'Fingerprint not recognised',
  locked: 'Locked',
};

export const SIGN_IN_OUTCOME_LABELS: Readonly<Record<SignInOutcome, string>> = {
  success: 'Success',
  wrong_secret: 'Wrong secret',
  locked: 'Locked',
  unknown: 'Unknown or no match',
};
