// Contracts of the auth API family (spec §7) shared by the web app and the reference server.
import * as z from 'zod/mini';
import {
  accountIdSchema,
  browserIdSchema,
  emailSchema,
  personFields,
  tenantIdSchema,
  urlSchema,
} from '../fields';
import { permissionsSchema } from '../permissions-schema';

export const AUTH_PATHS = {
  login: '/login',
  passwordLogin: '/login/password-login',
  /** The password step under its short name (spec §7 "POST /login/password"): same body and answer. */
  password: '/login/password',
  renew: '/login/renew',
  logout: '/login/logout',
  identity: '/identity',
  permissions: '/permissions',
} as const;

const trimmedEmail = emailSchema('Enter your e-mail address.');

/** E-mail step: `{ email }`, or `{ provider }` to start single sign-on with a named provider. */
export const loginRequestSchema = z.union([
  z.strictObject({ email: trimmedEmail, redirectUrl: z.optional(urlSchema()) }),
  z.strictObject({
    provider: z.enum(['microsoft', 'google']),
    redirectUrl: z.optional(urlSchema()),
  }),
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginAnswerSchema = z.union([
  z.object({ passwordRequired: z.literal(true) }),
  z.object({ authorizeUrl: z.url() }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const passwordLoginRequestSchema = z.strictObject({
  browserId: browserIdSchema,
  email: trimmedEmail,
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(1024)),
  rememberMe: z.boolean(),
});
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;

export const renewRequestSchema = z.pick(passwordLoginRequestSchema, { browserId: true });
export type RenewRequest = z.infer<typeof renewRequestSchema>;

export const tenantSchema = z.object({
  id: tenantIdSchema,
  name: z.string(),
  isFavorite: z.boolean(),
  isAdmin: z.boolean(),
  apps: z.array(z.string()),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const AUTH_MECHS = ['password', 'sso', 'pin', 'fingerprint'] as const;

export const identitySchema = z.object({
  id: accountIdSchema,
  ...personFields,
  avatarId: z.nullable(z.string()),
  tenants: z.array(tenantSchema),
  isSysAdmin: z.boolean(),
  authMech: z.array(z.enum(AUTH_MECHS)),
});
export type Identity = z.infer<typeof identitySchema>;

/**
 * Told once, at the first successful sign-in after failed attempts on the account: how many
 * failed since its previous sign-in, and how many of those were refused unheard because sign-in
 * from their place (browser address or station) was paused. Only the account's owner learns it.
 */
export const signInNoticeSchema = z.object({
  failedAttempts: z.number().check(z.int(), z.positive()),
  refusedWhilePaused: z.number().check(z.int(), z.nonnegative()),
  lastFailedAt: z.iso.datetime({ offset: true }),
});
export type SignInNotice = z.infer<typeof signInNoticeSchema>;

/** Times are milliseconds since the epoch (spec §9: expiry is compared in milliseconds). */
export const loginResponseSchema = z.object({
  jwt: z.string().check(z.minLength(1)),
  expiresAt: z.number().check(z.int()),
  rememberMeExpiresAt: z.nullable(z.number().check(z.int())),
  impersonatorTenantId: z.nullable(tenantIdSchema),
  identity: identitySchema,
  /** Sign-ins only (never renewals), and only when there is something to tell. */
  signInNotice: z.optional(signInNoticeSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const permissionsResponseSchema = permissionsSchema;
