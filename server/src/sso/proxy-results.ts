// The OIDC proxy's one-time results (`sso_proxy_results`): after the provider signed someone in
// for a public client, a random result code goes to the client's return URL; the client redeems it
// once, within PROXY_RESULT_LIFETIME_MS, with the PKCE verifier of the challenge it started with.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PROXY_RESULT_LIFETIME_MS } from '@shared/sso/sso';
import type { Queryable } from '../db/database';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Stores the result; resolves to the code for the client (only its hash is kept). */
export async function createProxyResult(
  db: Queryable,
  result: { accountId: string; codeChallenge: string },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sso_proxy_results WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sso_proxy_results (code_hash, account_id, code_challenge, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [
      sha256(code).toString('hex'),
      result.accountId,
      result.codeChallenge,
      new Date(Date.now() + PROXY_RESULT_LIFETIME_MS),
    ],
  );
  return code;
}

/**
 * The account of the result, used up by this call whatever the outcome; null when the code is
 * unknown, used, lapsed, or the verifier does not match the challenge (RFC 7636 S256).
 */
export async function redeemProxyResult(
  db: Queryable,
  code: string,
  codeVerifier: string,
): Promise<string | null> {
  const [row] = await db.query<{ account_id: string; code_challenge: string; expires_at: Date }>(
    'DELETE FROM sso_proxy_results WHERE code_hash = $1 RETURNING account_id, code_challenge, expires_at',
    [sha256(code).toString('hex')],
  );
  if (row === undefined || row.expires_at.getTime() <= Date.now()) return null;
  const presented = Buffer.from(sha256(codeVerifier).toString('base64url'));
  const expected = Buffer.from(row.code_challenge);
  const matches = presented.length === expected.length && timingSafeEqual(presented, expected);
  return matches ? row.account_id : null;
}
