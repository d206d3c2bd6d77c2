// Contracts of single sign-on in the auth family (spec §4 "Login", §7, §8), shared by the web app
// and the reference server: starting a sign-in at an identity provider, completing it from the
// popup's return page or on the server, and the OIDC proxy for clients that cannot keep a client
// secret. The e-mail step itself (POST /login) is in auth-api.ts.
import * as z from 'zod/mini';
import { loginResponseSchema } from '../auth/sign-in';
import { browserIdSchema, emailSchema, lineText, urlSchema } from '../fields';

export const SSO_PATHS = {
  /** POST: start a sign-in at an identity provider; answers `{ authorizeUrl }`. */
  start: '/login/sso',
  /** POST from the popup's return page; GET as the provider's redirect for server completion. */
  callback: '/login/sso-callback',
  proxyGenerateStartUrl: '/proxy-oidc/generate-start-url',
  proxyStart: '/proxy-oidc/start',
  proxyRenew: '/proxy-oidc/renew',
  proxyCallback: '/proxy-oidc/callback',
} as const;

/** The identity providers a user may name; the reference server's local provider stands in. */
export const SSO_PROVIDERS = ['microsoft', 'google'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** A sign-in request stays open this long at the identity provider (state, PKCE, nonce). */
export const SSO_STATE_LIFETIME_MS = 10 * 60 * 1000;
/** An OIDC proxy result must be redeemed within this time. */
export const PROXY_RESULT_LIFETIME_MS = 2 * 60 * 1000;

export { SSO_MESSAGES, SSO_RETURN_PAGE, ssoProviderErrorMessage } from './sso-basics';

/**
 * Why a single sign-on failed, in `error.details.reason` of the `sso_failed` error:
 * - provider_error: the identity provider answered `error` (details carry error and
 *   error_description as it sent them; the message is 'SSO error: {error}: {error_description}')
 * - missing_parameters: no state (message 'Missing callback parameters')
 * - missing_code: a state but no code (message 'Missing code parameter')
 * - invalid_state: unknown, expired, already used, or for another redirect URL
 * - exchange_failed: the provider refused the code (wrong, used or expired code)
 * - no_account: the provider signed someone in who has no Zyno account
 * - domain_mismatch: a tenant link's proof sign-in was not in one of the link's domains
 */
export const SSO_FAILURE_REASONS = [
  'provider_error',
  'missing_parameters',
  'missing_code',
  'invalid_state',
  'exchange_failed',
  'no_account',
  'domain_mismatch',
] as const;
export type SsoFailureReason = (typeof SSO_FAILURE_REASONS)[number];

export const ssoFailureDetailsSchema = z.object({
  reason: z.enum(SSO_FAILURE_REASONS),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});
export type SsoFailureDetails = z.infer<typeof ssoFailureDetailsSchema>;

const email = emailSchema('Enter your e-mail address.');
/** Parameters a provider may put on its redirect; all optional so that a missing one gets the spec's message. */
const param = z.optional(lineText({ trim: false }).check(z.maxLength(4096)));

/**
 * POST /login/sso: the popup's start page (or any client) starts a sign-in. Name the provider,
 * or give the e-mail (its domain may lead to a tenant's own identity provider), or neither (the
 * server's default provider). `redirectUrl` is where the provider returns: the web app's
 * /login/callback on one of the server's origins, or the API's GET /login/sso-callback — then
 * the server completes the sign-in itself and needs `browserId`, `rememberMe` and `returnUrl`
 * (a page on one of its origins the browser is sent to afterwards).
 */
export const ssoStartRequestSchema = z
  .strictObject({
    email: z.optional(email),
    provider: z.optional(z.enum(SSO_PROVIDERS)),
    redirectUrl: urlSchema(),
    browserId: z.optional(browserIdSchema),
    rememberMe: z.optional(z.boolean()),
    returnUrl: z.optional(urlSchema()),
  })
  .check(
    z.refine((body) => body.email === undefined || body.provider === undefined, {
      message: 'Give either email or provider, not both.',
      path: ['provider'],
    }),
  );
export type SsoStartRequest = z.infer<typeof ssoStartRequestSchema>;

export const ssoStartResponseSchema = z.object({ authorizeUrl: z.url() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/** What the identity provider put on its redirect to the popup's return page (or to the API). */
export const ssoCallbackParametersSchema = z.object({
  code: param,
  state: param,
  /** RFC 9207 issuer identifier, when the provider sends one. */
  iss: param,
  error: param,
  error_description: param,
});
export type SsoCallbackParameters = z.infer<typeof ssoCallbackParametersSchema>;

/**
 * POST /login/sso-callback (spec §7: browserId, redirectUrl, code, state, rememberMe): the popup's
 * return page hands over what the provider sent. Answers the login response and sets the refresh
 * cookie, like password login.
 */
export const ssoCallbackRequestSchema = z.strictObject({
  ...ssoCallbackParametersSchema.shape,
  browserId: browserIdSchema,
  redirectUrl: urlSchema(),
  rememberMe: z.boolean(),
});
export type SsoCallbackRequest = z.infer<typeof ssoCallbackRequestSchema>;

const pkceChallenge = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge must be a base64url SHA-256 (43 characters).'),
  );
const pkceVerifier = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'codeVerifier must be 43 to 128 unreserved characters.'),
  );

/**
 * POST /proxy-oidc/generate-start-url: a public client (Zyno Desktop's registration window, a
 * display device) asks the server to run the authorization-code flow for it. It keeps a PKCE
 * verifier and sends its S256 challenge; `returnUrl` is where the browser goes once the provider
 * answered: a page on one of the server's origins, or a loopback URL of the client
 * (http://127.0.0.1:{port}/…, RFC 8252). Answers the URL to open.
 */
export const proxyStartUrlRequestSchema = z
  .strictObject({
    email: z.optional(email),
    provider: z.optional(z.enum(SSO_PROVIDERS)),
    returnUrl: urlSchema(),
    codeChallenge: pkceChallenge,
    codeChallengeMethod: z.literal('S256'),
  })
  .check(
    z.refine((body) => body.email === undefined || body.provider === undefined, {
      message: 'Give either email or provider, not both.',
      path: ['provider'],
    }),
  );
export type ProxyStartUrlRequest = z.infer<typeof proxyStartUrlRequestSchema>;

export const proxyStartUrlResponseSchema = z.object({
  /** The identity provider's authorization URL; it returns to GET /proxy-oidc/callback. */
  startUrl: z.url(),
  /** Milliseconds since the epoch: the sign-in must finish by then. */
  expiresAt: z.number().check(z.int()),
});
export type ProxyStartUrlResponse = z.infer<typeof proxyStartUrlResponseSchema>;

/**
 * After the provider answered, GET /proxy-oidc/callback sends the browser to
 * `returnUrl?result={one-time result}` or `returnUrl?error=…&error_description=…`.
 * POST /proxy-oidc/start redeems the result with the PKCE verifier and starts a session.
 */
export const proxyStartRequestSchema = z.strictObject({
  result: lineText({ trim: false }).check(z.minLength(1, 'result is required.'), z.maxLength(256)),
  codeVerifier: pkceVerifier,
  browserId: browserIdSchema,
  rememberMe: z.boolean(),
});
export type ProxyStartRequest = z.infer<typeof proxyStartRequestSchema>;

/** POST /proxy-oidc/renew: a proxy session is renewed with its refresh token (no cookie). */
export const proxyRenewRequestSchema = z.strictObject({
  refreshToken: lineText({ trim: false }).check(
    z.minLength(1, 'refreshToken is required.'),
    z.maxLength(256),
  ),
  browserId: browserIdSchema,
});
export type ProxyRenewRequest = z.infer<typeof proxyRenewRequestSchema>;

/**
 * The login response plus the session's refresh token, for clients without cookies. Each
 * renewal answers the token to use next time.
 */
export const proxyLoginResponseSchema = z.extend(loginResponseSchema, {
  refreshToken: z.string().check(z.minLength(1)),
});
export type ProxyLoginResponse = z.infer<typeof proxyLoginResponseSchema>;
