// Refresh sessions: one per sign-in, bound to the browser id that signed in. The client holds a
// random token (in the refresh cookie); the database only its SHA-256. Each renewal swaps the
// token, so a token works once.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** "Keep me signed in" lasts 30 days from sign-in (spec §9). */
const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Without remember me, a session lives 12 hours from its last renewal. */
const BROWSER_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface RefreshSession {
  accountId: string;
  /** The secret for the refresh cookie; only its hash is stored. */
  token: string;
  rememberMe: boolean;
  expiresAt: Date;
}

interface SessionRow {
  account_id: string;
  remember_me: boolean;
  expires_at: Date;
}

export async function createRefreshSession(
  db: Queryable,
  request: { accountId: string; browserId: string; rememberMe: boolean },
): Promise<RefreshSession> {
  const token = newToken();
  const lifetime = request.rememberMe ? REMEMBER_ME_LIFETIME_MS : BROWSER_SESSION_LIFETIME_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  await db.query(
    `INSERT INTO refresh_sessions (account_id, browser_id, token_hash, remember_me, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [request.accountId, request.browserId, hashToken(token), request.rememberMe, expiresAt],
  );
  return { accountId: request.accountId, token, rememberMe: request.rememberMe, expiresAt };
}

/**
 * Swaps a live session's token for a new one. Null when the token is unknown, already used,
 * revoked, expired or presented by another browser.
 */
export async function rotateRefreshSession(
  db: Queryable,
  presented: { token: string; browserId: string },
): Promise<RefreshSession | null> {
  const token = newToken();
  const now = new Date();
  const [row] = await db.query<SessionRow>(
    `UPDATE refresh_sessions
        SET token_hash = $1,
            renewed_at = $2,
            expires_at = CASE WHEN remember_me THEN expires_at ELSE $3 END
      WHERE token_hash = $4 AND browser_id = $5 AND revoked_at IS NULL AND expires_at > $2
      RETURNING account_id, remember_me, expires_at`,
    [
      hashToken(token),
      now,
      new Date(now.getTime() + BROWSER_SESSION_LIFETIME_MS),
      hashToken(presented.token),
      presented.browserId,
    ],
  );
  if (row === undefined) return null;
  return {
    accountId: row.account_id,
    token,
    rememberMe: row.remember_me,
    expiresAt: row.expires_at,
  };
}

/** Ends the session holding `token`; nothing happens when there is none. */
export async function revokeRefreshSession(db: Queryable, token: string): Promise<void> {
  await db.query(
    'UPDATE refresh_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token)],
  );
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
