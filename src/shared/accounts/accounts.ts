// Contracts of account management in the auth family (spec §6, §7 /accounts): the members of the
// current tenant, adding and removing them, their names, username, admin flag, roles and the
// permission map granted on their membership.
import { z } from 'zod';
import { AUTH_MECHS } from '../auth/sign-in';
import { emailSchema, personFields } from '../fields';
import { singleLineText, usernameSchema } from '../text-fields';
import { passwordSchema, pinSchema } from '../auth/passwords';
import { listQuerySchema, pageSchema } from '../paging';
import { permissionGrantsSchema } from '../roles/roles';

export const ACCOUNTS_PATHS = {
  accounts: '/accounts',
  lookup: '/accounts/lookup',
  account: '/accounts/:id',
  accountPermissions: '/accounts/:id/permissions',
  /** GET: where sign-in is counted or paused after failed attempts; DELETE: clear them all. */
  accountSignInLocks: '/accounts/:id/sign-in-locks',
} as const;

const email = emailSchema();

const name = (what: string) =>
  singleLineText()
    .min(1, `Enter the ${what}.`)
    .max(100, `The ${what} may be at most 100 characters long.`);

const roleIds = z
  .array(z.uuid('Each role id must be a uuid.'))
  .max(100, 'An account may hold at most 100 roles.')
  .transform((ids) => [...new Set(ids)]);

export const accountIdParamsSchema = z.object({ id: z.uuid('The account id must be a uuid.') });

/** A member of the tenant as the admin screens list it. */
export const accountSchema = z.object({
  id: z.uuid(),
  ...personFields,
  avatarId: z.string().nullable(),
  username: z.string().nullable(),
  authMech: z.array(z.enum(AUTH_MECHS)),
  isAdmin: z.boolean(),
  /** Roles of this tenant the account holds. */
  roleIds: z.array(z.uuid()),
  /** Granted on the membership itself, on top of the roles. */
  permissions: z.record(z.string(), z.record(z.string(), z.boolean())),
  hasPin: z.boolean(),
  hasPassword: z.boolean(),
  /**
   * This tenant manages the account: its admins may change its credentials, names, username and
   * fingerprints, and delete it. Otherwise they set only its roles and permissions here.
   */
  isManaged: z.boolean(),
  /** Sign-in is paused somewhere after failed attempts (managed accounts only; admins clear it). */
  isSignInLocked: z.boolean(),
  /** Enrolled fingerprints; 0 is the list's "No fingerprint" marker. */
  fingerprintCount: z.number().int().nonnegative(),
  /** The newest successful sign-in anywhere, or null when the account never signed in. */
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** The list's sign-in method filter: one way of signing in, or no fingerprint enrolled yet. */
export const ACCOUNT_METHOD_FILTERS = [
  'password',
  'sso',
  'pin',
  'fingerprint',
  'noFingerprint',
] as const;
export type AccountMethodFilter = (typeof ACCOUNT_METHOD_FILTERS)[number];

/**
 * The list's status filter. Pending invitations are not members (their names stay hidden until
 * they accept), so they have their own list, GET /accounts/invitations.
 */
export const ACCOUNT_STATUS_FILTERS = ['active', 'locked', 'admin', 'managedElsewhere'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUS_FILTERS)[number];

export const ACCOUNT_SORT_COLUMNS = ['name', 'email', 'lastSignIn'] as const;
export type AccountSortColumn = (typeof ACCOUNT_SORT_COLUMNS)[number];
const ACCOUNT_SORT_KEYS = ACCOUNT_SORT_COLUMNS.flatMap((column) => [column, `-${column}`]);

/**
 * GET /accounts: one page of the tenant's members (src/shared/paging.ts). `search` matches names,
 * e-mail address or username anywhere, ignoring case; `sort` is `name`, `email` or `lastSignIn`,
 * `-` before it for descending; the cursor is the previous page's `nextCursor`.
 */
export const accountsListQuerySchema = listQuerySchema
  .extend({
    search: z
      .string()
      .max(200, 'search may be at most 200 characters long.')
      .transform((text) => text.trim())
      .optional(),
    roleId: z.uuid('roleId must be a role id (a uuid).').optional(),
    method: z
      .enum(ACCOUNT_METHOD_FILTERS, `method must be one of ${ACCOUNT_METHOD_FILTERS.join(', ')}.`)
      .optional(),
    status: z
      .enum(ACCOUNT_STATUS_FILTERS, `status must be one of ${ACCOUNT_STATUS_FILTERS.join(', ')}.`)
      .optional(),
    sort: z
      .string()
      .refine((key) => ACCOUNT_SORT_KEYS.includes(key), {
        message: `sort must be one of ${ACCOUNT_SORT_KEYS.join(', ')}.`,
      })
      .default('name'),
  })
  .strict();
export type AccountsListQuery = z.input<typeof accountsListQuerySchema>;

export const accountsPageSchema = pageSchema(accountSchema);
export type AccountsPage = z.infer<typeof accountsPageSchema>;

/** A fingerprint as the user's page lists it: which finger, when and at which station. */
export const accountFingerprintSchema = z.object({
  id: z.uuid(),
  finger: z.number().int().min(0).max(9).nullable(),
  registeredAt: z.iso.datetime({ offset: true }),
  /** The station it was enrolled at; null in a browser, before stations were kept, or removed. */
  stationName: z.string().nullable(),
});

/** One of the account's newest sign-in attempts (sign_in_audit). */
export const accountSignInSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  method: z.enum(AUTH_MECHS),
  /** `success`, or why it was refused (wrong_password, wrong_pin, locked, no_match …). */
  result: z.string(),
  /** Null for a browser sign-in, else the station's name (null too when it is gone). */
  stationName: z.string().nullable(),
  atStation: z.boolean(),
});
export type AccountSignIn = z.infer<typeof accountSignInSchema>;

/** A tenant the account belongs to, among those the caller may see. */
export const accountTenantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isAdmin: z.boolean(),
  /** This tenant manages the account. */
  isManaging: z.boolean(),
});

/**
 * GET /accounts/{id}: the member, its fingerprints, its newest sign-ins and its tenants. Tenants:
 * the current one and those the caller also administers; a system administrator sees all. Sign-ins:
 * all of them for an account the current tenant manages, else only those at its stations.
 */
export const accountDetailSchema = z.object({
  account: accountSchema,
  fingerprints: z.array(accountFingerprintSchema),
  recentSignIns: z.array(accountSignInSchema),
  tenants: z.array(accountTenantSchema),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/**
 * POST /accounts. A new e-mail address creates the account (firstName and lastName required),
 * managed by this tenant, with its membership: 201 with the account. An address whose account
 * another tenant manages is invited instead (202 with the invitation, src/shared/accounts/invitations.ts):
 * nothing changes for that account until its owner accepts, and a username, password or PIN is
 * refused with 409 (its own tenant sets those).
 */
export const createAccountRequestSchema = z
  .object({
    email,
    firstName: name('first name').optional(),
    lastName: name('last name').optional(),
    username: usernameSchema.optional(),
    /** Initial web password: at least 8 characters. */
    password: z.optional(passwordSchema),
    /** Initial PIN for desktop sign-in: at least 8 digits. */
    pin: z.optional(pinSchema),
    isAdmin: z.boolean().default(false),
    roleIds: roleIds.default([]),
    permissions: permissionGrantsSchema.default({}),
  })
  .strict();
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;

/** GET /accounts/lookup: a member of the current tenant by e-mail address or username, exactly one. */
export const accountLookupQuerySchema = z
  .object({ email: z.optional(email), username: usernameSchema.optional() })
  .strict()
  .refine((query) => (query.email === undefined) !== (query.username === undefined), {
    message: 'Give either email or username to look up an account.',
  });
export type AccountLookupQuery = z.input<typeof accountLookupQuerySchema>;

/** Just enough to recognise the person before adding them. */
export const accountLookupResponseSchema = z.object({
  id: z.uuid(),
  ...personFields,
  avatarId: z.string().nullable(),
  /** Already a member of the current tenant. */
  isMember: z.boolean(),
});
export type AccountLookup = z.infer<typeof accountLookupResponseSchema>;

/** PUT /accounts/{id}: only the fields sent change; `username: null` removes the username. */
export const updateAccountRequestSchema = z
  .object({
    firstName: name('first name').optional(),
    lastName: name('last name').optional(),
    username: usernameSchema.nullable().optional(),
    isAdmin: z.boolean().optional(),
    /** Replaces the roles the account holds in this tenant. */
    roleIds: roleIds.optional(),
  })
  .strict();
export type UpdateAccountRequest = z.input<typeof updateAccountRequestSchema>;

/**
 * A place where the account's sign-ins failed: a browser's address or a station. After 5 failures
 * in a row sign-in from there is paused (lockedUntil), longer each time; elsewhere it goes on.
 */
export const signInLockSchema = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('address'), address: z.string() }),
    z.object({
      kind: z.literal('station'),
      installId: z.uuid(),
      /** Null when the station's registration is gone. */
      installName: z.string().nullable(),
    }),
  ]),
  failures: z.number().int().positive(),
  lastFailedAt: z.iso.datetime({ offset: true }),
  lockedUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type SignInLock = z.infer<typeof signInLockSchema>;

export const signInLocksResponseSchema = z.array(signInLockSchema);
