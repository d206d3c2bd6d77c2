// Refresh sessions: one per sign-in, bound to the browser id that signed in (or to the install
// where a station signed someone in). The client holds a random token in the refresh cookie; the
// database keeps only its SHA-256. Each renewal swaps the token, and every token a session has
// retired is remembered (its rotation family). The one it just replaced stays good for
// RENEWAL_GRACE_MS, so concurrent renewals of one session (several tabs sharing one cookie) all
// succeed; presenting any retired token after that means someone kept a copy, and ends the
// session (OAuth 2.0 Security BCP §4.14).
//
// A token is its session's id and a secret, `<session id>.<secret>`: the id finds the session by
// its primary key and the secret's hash must match there, so a renewal changes no indexed column
// (migration 0023). Tokens issued before that have no id and are found in legacy_refresh_tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Identity } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';
import { batchedPerTick } from '../db/tick-batch';
import { IDENTITY_JSON, toIdentity } from './identity';

/** "Keep me signed in" lasts 30 days from sign-in (spec §9). */
export const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Without remember me, a session lives 12 hours from its last renewal. */
export const BROWSER_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long a replaced refresh token still renews (without being replaced again). */
export const RENEWAL_GRACE_MS = 60 * 1000;

export interface RefreshSession {
  id: string;
  accountId: string;
  /**
   * The secret for the refresh cookie (only its hash is stored); null when a renewal within the
   * grace period kept the cookie the browser already has.
   */
  token: string | null;
  rememberMe: boolean;
  expiresAt: Date;
  installId: string | null;
}

interface SessionRow {
  id: string;
  account_id: string;
  remember_me: boolean;
  expires_at: Date;
  install_id: string | null;
}

/** A started or renewed session with its account's identity, read in the same statement. */
export interface RenewedSession extends RefreshSession {
  identity: Identity;
}

/**
 * A session's columns (from `s`) and its account's identity (from `a`, auth/identity.ts), as a
 * started or renewed session's statement returns them.
 */
export const SESSION_IDENTITY_COLUMNS = `s.id AS session_id, s.account_id, s.remember_me, s.expires_at, s.install_id,
       ${IDENTITY_JSON}`;

export interface SessionIdentityRow extends Omit<SessionRow, 'id'> {
  session_id: string;
  identity: string;
}

function toRenewedSession(row: SessionIdentityRow, token: string | null): RenewedSession {
  return {
    ...toSession({ ...row, id: row.session_id }, token),
    identity: toIdentity(row.account_id, row.identity),
  };
}

function toSession(row: SessionRow, token: string | null): RefreshSession {
  return {
    id: row.id,
    accountId: row.account_id,
    token,
    rememberMe: row.remember_me,
    expiresAt: row.expires_at,
    installId: row.install_id,
  };
}

/** A session about to start: its secret for the cookie, and its row's values. */
export interface NewSession {
  token: string;
  /** The values of NEW_SESSION_COLUMNS, in order. */
  values: unknown[];
}

/** The columns a new session's row sets, in the order of `NewSession.values`. */
export const NEW_SESSION_COLUMNS =
  '(id, account_id, browser_id, token_hash, remember_me, expires_at, install_id)';

/** What the INSERT of a new session returns, for SESSION_IDENTITY_COLUMNS to read as `s`. */
export const NEW_SESSION_RETURNING =
  'RETURNING id, account_id, remember_me, expires_at, install_id';

export function newSession(request: {
  accountId: string;
  browserId: string;
  rememberMe: boolean;
  installId?: string;
}): NewSession {
  const sessionId = randomUUID();
  const token = newToken(sessionId);
  const lifetime = request.rememberMe ? REMEMBER_ME_LIFETIME_MS : BROWSER_SESSION_LIFETIME_MS;
  return {
    token,
    values: [
      sessionId,
      request.accountId,
      request.browserId,
      hashToken(token),
      request.rememberMe,
      new Date(Date.now() + lifetime),
      request.installId ?? null,
    ],
  };
}

/** The started session from a row of SESSION_IDENTITY_COLUMNS, with the secret for its cookie. */
export function startedSession(
  row: SessionIdentityRow,
  token: string,
): RenewedSession & { token: string } {
  return { ...toRenewedSession(row, token), token };
}

/**
 * Starts a session and reads its account's identity in the same statement (the answer needs it:
 * one round trip instead of two). The account exists: sessions reference it.
 */
export async function createRefreshSession(
  db: Queryable,
  request: { accountId: string; browserId: string; rememberMe: boolean; installId?: string },
): Promise<RenewedSession & { token: string }> {
  const session = newSession(request);
  const [row] = await db.query<SessionIdentityRow>(
    `WITH s AS (
       INSERT INTO refresh_sessions ${NEW_SESSION_COLUMNS}
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ${NEW_SESSION_RETURNING})
     SELECT ${SESSION_IDENTITY_COLUMNS} FROM s JOIN accounts a ON a.id = s.account_id`,
    session.values,
    { prepareAs: 'create_refresh_session' },
  );
  if (row === undefined) throw new Error('The refresh session was not stored.');
  return startedSession(row, session.token);
}

/** One renewal waiting for its batch: its session, the presented token's hash and the new token's. */
interface Rotation {
  sessionId: string;
  presentedHash: string;
  browserId: string;
  newHash: string;
}

/**
 * Rotates every session of `rotations` in one statement (group commit: see db/tick-batch.ts),
 * reading each account's identity with it. One row per rotated session, numbered by its place
 * in the arrays; a token presented twice in one batch rotates its session once, and the other
 * renewals of it find the replaced token within its grace period, as they would one after another.
 */
async function rotateSessions(
  db: Queryable,
  rotations: readonly Rotation[],
): Promise<(SessionIdentityRow | undefined)[]> {
  const now = new Date();
  const firstOfToken = new Map<string, number>();
  rotations.forEach((rotation, index) => {
    if (!firstOfToken.has(rotation.presentedHash)) firstOfToken.set(rotation.presentedHash, index);
  });
  // In the sessions' order, so concurrent batches lock the sessions they share in the same order.
  const sessionOf = ([, index]: [string, number]) => rotations[index]?.sessionId ?? '';
  const batch = [...firstOfToken.entries()].sort((a, b) =>
    sessionOf(a) < sessionOf(b) ? -1 : sessionOf(a) > sessionOf(b) ? 1 : 0,
  );
  const column = (name: keyof Rotation) => batch.map(([, index]) => rotations[index]?.[name]);
  // Accounts cascade to their sessions, so a renewed session always joins its account.
  // `r.id = ANY($1)` gives the planner a way in through the primary key whose cost does not grow
  // with the table: joined only to the unnested arrays, a generic plan made before the table's
  // statistics exist (a fresh database, a burst of sign-ins) scans every session for each batch.
  const rows = await db.query<SessionIdentityRow & { n: number }>(
    `WITH presented AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY
                AS p(session_id, token_hash, browser_id, new_hash, n)),
     s AS (
       UPDATE refresh_sessions r
          SET previous_token_hash = r.token_hash,
              previous_valid_until = $5,
              token_hash = p.new_hash,
              renewed_at = $6,
              expires_at = CASE WHEN r.remember_me THEN r.expires_at ELSE $7 END
         FROM presented p
        WHERE r.id = ANY($1::uuid[])
          AND r.id = p.session_id AND r.token_hash = p.token_hash AND r.browser_id = p.browser_id
          AND r.revoked_at IS NULL AND r.expires_at > $6
        RETURNING p.n::int AS n, r.id, r.account_id, r.remember_me, r.expires_at, r.install_id,
                  r.previous_token_hash),
     retired AS (
       INSERT INTO retired_refresh_tokens (token_hash, session_id, retired_at)
       SELECT previous_token_hash, id, $6 FROM s
       ON CONFLICT (token_hash) DO NOTHING)
     SELECT s.n, ${SESSION_IDENTITY_COLUMNS} FROM s JOIN accounts a ON a.id = s.account_id`,
    [
      column('sessionId'),
      column('presentedHash'),
      column('browserId'),
      column('newHash'),
      new Date(now.getTime() + RENEWAL_GRACE_MS),
      now,
      new Date(now.getTime() + BROWSER_SESSION_LIFETIME_MS),
    ],
    { prepareAs: 'rotate_refresh_sessions' },
  );
  const rotated = new Array<SessionIdentityRow | undefined>(rotations.length);
  for (const row of rows) {
    const index = batch[row.n - 1]?.[1];
    if (index !== undefined) rotated[index] = row;
  }
  return rotated;
}

const rotationBatches = new WeakMap<
  Queryable,
  (rotation: Rotation) => Promise<SessionIdentityRow | undefined>
>();

function rotateInBatch(db: Queryable, rotation: Rotation): Promise<SessionIdentityRow | undefined> {
  let rotate = rotationBatches.get(db);
  if (rotate === undefined) {
    rotate = batchedPerTick((rotations: readonly Rotation[]) => rotateSessions(db, rotations));
    rotationBatches.set(db, rotate);
  }
  return rotate(rotation);
}

/**
 * Renews the live session holding `token` for `browserId`, in one statement (shared with the
 * renewals that arrive beside it) that also reads the account's identity for the answer. Null
 * when the token is unknown, revoked, expired, presented by another browser, or a replaced token
 * past its grace period (which also revokes the session).
 */
export async function rotateRefreshSession(
  db: Queryable,
  presented: { token: string; browserId: string },
): Promise<RenewedSession | null> {
  const presentedHash = hashToken(presented.token);
  const sessionId = await sessionIdOf(db, presented.token, presentedHash);
  if (sessionId !== null) {
    const token = newToken(sessionId);
    const rotated = await rotateInBatch(db, {
      sessionId,
      presentedHash,
      browserId: presented.browserId,
      newHash: hashToken(token),
    });
    if (rotated !== undefined) return toRenewedSession(rotated, token);
    const withinGrace = await renewWithReplacedToken(db, {
      sessionId,
      presentedHash,
      browserId: presented.browserId,
    });
    if (withinGrace !== null) return withinGrace;
  }
  await endSessionOfRetiredToken(db, presentedHash);
  return null;
}

/** A session still renewed by the token it just replaced (concurrent renewals, several tabs). */
async function renewWithReplacedToken(
  db: Queryable,
  presented: { sessionId: string; presentedHash: string; browserId: string },
): Promise<RenewedSession | null> {
  const now = new Date();
  const [withinGrace] = await db.query<SessionIdentityRow>(
    `SELECT ${SESSION_IDENTITY_COLUMNS}
       FROM refresh_sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.id = $1 AND s.previous_token_hash = $2 AND s.browser_id = $3
        AND s.revoked_at IS NULL AND s.expires_at > $4 AND s.previous_valid_until > $4`,
    [presented.sessionId, presented.presentedHash, presented.browserId, now],
  );
  return withinGrace === undefined ? null : toRenewedSession(withinGrace, null);
}

/**
 * Any retired token of a session, past the grace period, means someone kept a copy: the session
 * ends. A token that was never issued (a made-up secret beside a real session id) ends nothing.
 */
async function endSessionOfRetiredToken(db: Queryable, presentedHash: string): Promise<void> {
  await db.query(
    `UPDATE refresh_sessions s SET revoked_at = now()
       FROM retired_refresh_tokens r
      WHERE r.token_hash = $1 AND s.id = r.session_id AND s.revoked_at IS NULL`,
    [presentedHash],
  );
}

/** Ends the session holding `token`; nothing happens when there is none. */
export async function revokeRefreshSession(db: Queryable, token: string): Promise<void> {
  const hash = hashToken(token);
  const sessionId = await sessionIdOf(db, token, hash);
  if (sessionId === null) return;
  await db.query(
    `UPDATE refresh_sessions SET revoked_at = now()
      WHERE id = $1 AND token_hash = $2 AND revoked_at IS NULL`,
    [sessionId, hash],
  );
}

/** Ends every live session of an account (password changed, account removed). */
export async function revokeAccountSessions(
  db: Queryable,
  accountId: string,
  options: { exceptSessionId?: string } = {},
): Promise<void> {
  await db.query(
    `UPDATE refresh_sessions SET revoked_at = now()
      WHERE account_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2`,
    [accountId, options.exceptSessionId ?? null],
  );
}

/** Ends the session an access token was issued for (logout with only the bearer token). */
export async function revokeSessionById(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
    [sessionId],
  );
}

function newToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

const SESSION_ID_IN_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\./;

/**
 * The session a token names, or, for a token issued before tokens carried it, the session its
 * hash was recorded for (migration 0023). The session may not hold the token any more: the
 * caller compares the hash.
 */
async function sessionIdOf(db: Queryable, token: string, hash: string): Promise<string | null> {
  const named = SESSION_ID_IN_TOKEN.exec(token)?.[1];
  if (named !== undefined) return named;
  const [legacy] = await db.query<{ session_id: string }>(
    'SELECT session_id FROM legacy_refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  return legacy?.session_id ?? null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
