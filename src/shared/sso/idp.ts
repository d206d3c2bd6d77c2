// Contracts of a tenant's identity-provider link (spec §7 /idp/*, admin screen /admin/iam/idp),
// shared by the web app and the reference server. Tenant administrators only.
//
// The link's life: setup (pending) → the administrator signs in once at the provider through the
// answered authorizeUrl, and complete-setup proves the link works (linked) → unlink. While linked,
// e-mail addresses of its domains that have no password sign in there, and the provider's
// directory can be imported as members.
import { z } from 'zod';
import { personFields, urlSchema } from '../fields';
import { singleLineText } from '../text-fields';
import { ssoCallbackParametersSchema } from './sso';

export const IDP_PATHS = {
  config: '/idp/config',
  setup: '/idp/config/setup',
  completeSetup: '/idp/config/complete-setup',
  unlink: '/idp/config/unlink',
  users: '/idp/users',
  importMatched: '/idp/import-matched',
} as const;

/** 'local' is the reference server's own OpenID provider, which stands in for the others. */
export const IDP_PROVIDERS = ['local', 'microsoft', 'google'] as const;
export type IdpProvider = (typeof IDP_PROVIDERS)[number];

export const IDP_LINK_STATUSES = ['pending', 'linked'] as const;

/** Google's issuer, used when a Google link names none. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** One e-mail domain a link signs in, such as harbor.example. */
export const idpDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A domain is at most 253 characters.')
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'Enter a domain such as harbor.example.',
  );

const domains = z
  .array(idpDomainSchema)
  .min(1, 'Give at least one e-mail domain.')
  .max(20, 'Give at most 20 e-mail domains.')
  .refine((list) => new Set(list).size === list.length, 'Each domain may be given once.');

const issuer = urlSchema('issuer must be the issuer URL of the provider.').check(z.maxLength(2048));
const clientId = singleLineText().min(1, 'Enter the client id.').max(255);
const clientSecret = singleLineText({ trim: false }).min(1, 'Enter the client secret.').max(1024);
const redirectUrl = z.optional(urlSchema());

/**
 * POST /idp/config/setup. `redirectUrl` is where the proof sign-in returns (the web app's
 * /login/callback on one of the server's origins; the default). A Microsoft or Google link needs
 * the app registered there with the redirect URIs GET /idp/config lists.
 */
export const idpSetupRequestSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('local'), domains, redirectUrl }).strict(),
  z
    .object({
      provider: z.literal('microsoft'),
      issuer,
      clientId,
      clientSecret,
      domains,
      redirectUrl,
    })
    .strict(),
  z
    .object({
      provider: z.literal('google'),
      issuer: z.optional(issuer),
      clientId,
      clientSecret,
      domains,
      redirectUrl,
    })
    .strict(),
]);
export type IdpSetupRequest = z.infer<typeof idpSetupRequestSchema>;

/** A tenant's link, without its client secret. Times are milliseconds since the epoch. */
export const idpConfigSchema = z.object({
  id: z.uuid(),
  provider: z.enum(IDP_PROVIDERS),
  /** The local provider's issuer is the server's own. */
  issuer: z.string(),
  /** Null for the local provider (the server's own client). */
  clientId: z.string().nullable(),
  domains: z.array(z.string()),
  status: z.enum(IDP_LINK_STATUSES),
  createdAt: z.number().int(),
  linkedAt: z.number().int().nullable(),
  /** The redirect URIs to register at the provider for this server. */
  redirectUris: z.array(z.string()),
});
export type IdpConfig = z.infer<typeof idpConfigSchema>;

/** GET /idp/config: the current tenant's link, or null. */
export const idpConfigResponseSchema = idpConfigSchema.nullable();

export const idpSetupResponseSchema = z.object({
  config: idpConfigSchema,
  /** Open it (in the single sign-on popup) and sign in once to prove the link. */
  authorizeUrl: z.url(),
});
export type IdpSetupResponse = z.infer<typeof idpSetupResponseSchema>;

/** POST /idp/config/complete-setup: what the provider sent to the proof's redirect URL. */
export const idpCompleteSetupRequestSchema = z
  .object({ ...ssoCallbackParametersSchema.shape, redirectUrl: urlSchema() })
  .strict();
export type IdpCompleteSetupRequest = z.infer<typeof idpCompleteSetupRequestSchema>;

/** One user of the linked provider's directory, matched against the tenant. */
export const idpDirectoryUserSchema = z.object({
  /** The user's subject at the provider. */
  subject: z.string(),
  ...personFields,
  /** The Zyno account with this e-mail address, if there is one. */
  /** Null also when the account is neither a member nor managed by this tenant. */
  accountId: z.uuid().nullable(),
  /** That account is a member of the tenant already. */
  isMember: z.boolean(),
  /** The e-mail's domain is one of the link's domains. */
  matchesDomain: z.boolean(),
  /** import-matched would add this user: a domain match that is not a member yet. */
  importable: z.boolean(),
});
export type IdpDirectoryUser = z.infer<typeof idpDirectoryUserSchema>;

export const idpUsersResponseSchema = z.object({ users: z.array(idpDirectoryUserSchema) });
export type IdpUsersResponse = z.infer<typeof idpUsersResponseSchema>;

/**
 * POST /idp/import-matched: adds the importable directory users (or only the `subjects` named)
 * to the tenant as members who sign in with single sign-on, creating their accounts if needed.
 * No body imports every importable user.
 */
export const idpImportRequestSchema = z
  .object({
    subjects: z
      .array(singleLineText({ trim: false }).min(1).max(255))
      .min(1, 'Name at least one subject, or leave subjects out to import every match.')
      .max(1000)
      .optional(),
  })
  .strict()
  .nullish();
export type IdpImportRequest = z.infer<typeof idpImportRequestSchema>;

export const idpImportResponseSchema = z.object({
  /** How many directory users became members. */
  imported: z.number().int(),
  /** How many were invited instead: their accounts are managed by another tenant. */
  invited: z.number().int(),
  users: z.array(idpDirectoryUserSchema),
});
export type IdpImportResponse = z.infer<typeof idpImportResponseSchema>;
