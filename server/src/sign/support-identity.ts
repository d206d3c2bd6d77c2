// The support desk's proof of who is asking (spec §7 "The support-widget form is pre-filled with
// the user's {name}, {email}"): an HS256 JWT of name, email and expiry, the form the Freshdesk help
// widget's authenticate call takes (integrations.md), signed with a secret the server keeps in
// server_secrets. A deployment wired to a real help desk replaces that row's value with the
// desk's shared secret.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { SUPPORT_IDENTITY_LIFETIME_SECONDS, type SupportIdentity } from '@shared/sign/sign-rpc';
import type { Queryable } from '../db/database';
import { loadOrCreateServerSecret } from '../db/server-secrets';

export const SUPPORT_WIDGET_SECRET_NAME = 'support-widget-jwt-secret';

/** The signing secret, created on first use; concurrent first uses agree on one. */
export async function supportWidgetSecret(db: Queryable): Promise<Uint8Array> {
  const secret = await loadOrCreateServerSecret(db, SUPPORT_WIDGET_SECRET_NAME, () =>
    randomBytes(32).toString('base64url'),
  );
  return new TextEncoder().encode(secret);
}

/** Null when the account no longer exists. */
export async function signSupportIdentity(
  db: Queryable,
  accountId: string,
): Promise<SupportIdentity | null> {
  const [account] = await db.query<{ email: string; first_name: string; last_name: string }>(
    'SELECT email, first_name, last_name FROM accounts WHERE id = $1',
    [accountId],
  );
  if (account === undefined) return null;
  const name = `${account.first_name} ${account.last_name}`.trim();
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + SUPPORT_IDENTITY_LIFETIME_SECONDS;
  const token = await new SignJWT({ name, email: account.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(accountId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await supportWidgetSecret(db));
  return { token, name, email: account.email, expiresAt: expiresAt * 1000 };
}
