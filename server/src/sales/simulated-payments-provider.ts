// The reference server's stand-in for a card-payment provider's OAuth-style connect (there is no
// internet here): what its authorize URL carries, the authorization codes it issues once the shop
// allows the connection, and its token exchange, which the connection store calls as it would
// call the provider's token endpoint. Codes are single use, short-lived, kept only as hashes, and
// bound to the redirect and to the S256 challenge of the verifier the server keeps.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { authorizationCodeSchema, connectStateSchema } from '@shared/sales/payments-connection';
import type { Queryable } from '../db/database';

/** The client id the server is registered under at the provider. */
export const SIMULATED_CLIENT_ID = 'ca_zyno_reference';
const CODE_LIFETIME_MS = 5 * 60_000;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** S256 code challenge of a verifier (RFC 7636). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The authorize URL's query: what the consent page is asked, and where it answers. */
export const authorizeQuerySchema = z.object({
  response_type: z.literal('code', 'response_type must be code.'),
  client_id: z.literal(SIMULATED_CLIENT_ID, 'client_id names no registered platform.'),
  redirect_uri: z.string().min(1).max(500),
  state: connectStateSchema,
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge must be an S256 hash.'),
  code_challenge_method: z.literal('S256', 'code_challenge_method must be S256.'),
  scope: z.literal('read_write', 'scope must be read_write.'),
  /** The shop's name, shown on the consent page and given to the new account (prefill). */
  'stripe_user[business_name]': z.string().trim().min(1).max(200),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>;

/** The consent form posts the authorize query back with the shop's choice. */
export const decisionFormSchema = authorizeQuerySchema.extend({
  decision: z.enum(['allow', 'deny'], 'Choose Allow or Deny.'),
});

/** Where the connect request may return: the one redirect registered for the platform. */
export function isRegisteredRedirect(redirectUri: string, registered: string): boolean {
  return redirectUri === registered;
}

/** Allow: a new code for the request; the account the shop "signed up" with is made up. */
export async function issueCode(db: Queryable, request: AuthorizeQuery): Promise<string> {
  const code = randomToken();
  await db.query('DELETE FROM sales_simulated_provider_codes WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sales_simulated_provider_codes
       (code_sha256, redirect_uri, code_challenge, provider_account_id, display_name, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(code),
      request.redirect_uri,
      request.code_challenge,
      `acct_${randomBytes(8).toString('hex')}`,
      request['stripe_user[business_name]'],
      new Date(Date.now() + CODE_LIFETIME_MS),
    ],
  );
  return code;
}

export interface ProviderGrant {
  accessToken: string;
  accountId: string;
  displayName: string;
  livemode: boolean;
}

/**
 * The token endpoint: the code is taken whatever happens (single use); null unless it is
 * unexpired, issued for this redirect, and the verifier matches its challenge.
 */
export async function exchangeCode(
  db: Queryable,
  exchange: { code: string; codeVerifier: string; redirectUri: string },
): Promise<ProviderGrant | null> {
  if (!authorizationCodeSchema.safeParse(exchange.code).success) return null;
  const [row] = await db.query<{
    redirect_uri: string;
    code_challenge: string;
    provider_account_id: string;
    display_name: string;
    expires_at: Date;
  }>('DELETE FROM sales_simulated_provider_codes WHERE code_sha256 = $1 RETURNING *', [
    sha256(exchange.code),
  ]);
  if (
    row === undefined ||
    row.expires_at.getTime() <= Date.now() ||
    row.redirect_uri !== exchange.redirectUri ||
    row.code_challenge !== codeChallengeOf(exchange.codeVerifier)
  ) {
    return null;
  }
  return {
    accessToken: `sk_test_${randomToken(24)}`,
    accountId: row.provider_account_id,
    displayName: row.display_name,
    livemode: false,
  };
}
