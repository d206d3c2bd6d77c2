// The status admin token: the secret that the writing calls of the status API require in
// Cachet's X-Cachet-Token header. Created on first use and kept in server_secrets, so every
// server process on one database accepts the same token and a restart keeps it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { loadOrCreateServerSecret } from '../db/server-secrets';

export const STATUS_ADMIN_TOKEN_SECRET = 'status_admin_token';

export async function loadOrCreateStatusAdminToken(db: Queryable): Promise<string> {
  return loadOrCreateServerSecret(db, STATUS_ADMIN_TOKEN_SECRET, () =>
    randomBytes(32).toString('base64url'),
  );
}

/** Compares digests, so the time taken says nothing about how much of the token matched. */
export function isStatusAdminToken(presented: string, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}
