// Contract of the tenant's card-payment provider connection (Admin → Sales → Payments, issue 16):
// start an OAuth-style connect, finish it from the return page with the code and state the
// provider sent back, read the connection and disconnect it. The reference server's simulated
// provider serves the consent page the browser is sent to.
import { z } from 'zod';

export const PAYMENTS_CONNECTION_PATHS = {
  /** GET: the connection, or null; DELETE: disconnect. */
  connection: '/sales/payments/connection',
  /** POST: a new connect request; answers the provider's authorize URL. */
  start: '/sales/payments/connection/start',
  /** POST: the return page's code and state; answers the connection. */
  complete: '/sales/payments/connection/complete',
} as const;

/** The simulated provider's pages (outside the signed-in API: the browser navigates to them). */
export const SIMULATED_PROVIDER_PATHS = {
  /** GET: the consent page. */
  authorize: '/sales/simulated-payments/oauth/authorize',
  /** POST (form): Allow or Deny, answered with a redirect to the return page. */
  decide: '/sales/simulated-payments/oauth/decide',
} as const;

/** The web app's return page the provider redirects to (spec §2 payments/stripe-oauth). */
export const PAYMENTS_RETURN_PAGE = '/admin/sales/payments/stripe-oauth';

/** How long a connect request may take from Connect to the return page. */
export const PAYMENTS_STATE_LIFETIME_MS = 10 * 60_000;

/** Random URL-safe tokens: states and codes. */
const token = (what: string) =>
  z
    .string(`Give the ${what}.`)
    .min(16, `The ${what} is too short.`)
    .max(128, `The ${what} is too long.`)
    .regex(/^[A-Za-z0-9_-]+$/, `The ${what} holds characters a ${what} never has.`);

export const connectStateSchema = token('state');
export const authorizationCodeSchema = token('code');

export const paymentsConnectionSchema = z.object({
  /** The provider's account id, e.g. acct_…. */
  accountId: z.string(),
  displayName: z.string(),
  /** False for test-mode accounts (the simulated provider's are always test). */
  livemode: z.boolean(),
  connectedAt: z.iso.datetime({ offset: true }),
  /** Who connected it; null once that account is gone. */
  connectedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type PaymentsConnection = z.infer<typeof paymentsConnectionSchema>;

export const paymentsConnectionResponseSchema = paymentsConnectionSchema.nullable();

export const startConnectResponseSchema = z.object({
  /** Where the browser goes next: the provider's consent page (a path on the suite API's origin). */
  authorizeUrl: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StartConnectResponse = z.infer<typeof startConnectResponseSchema>;

export const completeConnectRequestSchema = z.strictObject({
  state: connectStateSchema,
  code: authorizationCodeSchema,
});
export type CompleteConnectRequest = z.infer<typeof completeConnectRequestSchema>;

/** What the return page reads from its URL: a code, or the provider's refusal. */
export const connectReturnSchema = z.union([
  z.object({ state: connectStateSchema, code: authorizationCodeSchema }),
  z.object({ state: connectStateSchema.optional(), error: z.string().max(200) }),
]);
export type ConnectReturn = z.infer<typeof connectReturnSchema>;
