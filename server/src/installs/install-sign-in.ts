// What both ways of signing in at an install share: the handshake that names the install, the
// member a username names in the install's tenant, the audit row, and the refresh session bound
// to the install. Each sign-in spends the handshake first, checks the secret or fingerprint with
// no transaction open, then counts and audits the outcome in one short transaction (one round
// trip for a right one, which also starts the session and marks the install seen).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SignInNotice } from '@shared/auth/sign-in';
import { installBrowserId, type DetectedInstall } from '@shared/installs/installs';
import type { RenewedSession } from '../auth/refresh-sessions';
import {
  accountAt,
  installLocked,
  installSource,
  installSubject,
  lockedUntil,
  lockSubjects,
  recordFailure,
} from '../auth/lockout';
import { recordSignInAttempt, type SignInMethod, type SignInResult } from '../auth/sign-in-audit';
import { signedInResponse } from '../auth/sign-in-response';
import { startSignedInSession } from '../auth/sign-in-success';
import type { AccessTokens } from '../auth/tokens';
import type { Database, Queryable } from '../db/database';
import { type ApiError, unauthorized } from '../http/errors';
import { spendHandshake, type VerifiedHandshake } from './handshake-verification';
import { findLiveInstall } from './install-store';

export type InstallSignInOutcome =
  { session: RenewedSession; notice: SignInNotice | undefined } | { error: ApiError };

export function unknownInstall(): ApiError {
  return unauthorized(
    'This station is not registered, or its registration was revoked. Sign in to register it.',
  );
}

/** Spends the handshake in `tx` and resolves to its live install; 401 when there is none. */
export async function installOfHandshake(
  tx: Queryable,
  handshake: VerifiedHandshake,
): Promise<DetectedInstall> {
  await spendHandshake(tx, handshake);
  const install = await findLiveInstall(tx, handshake.publicKey);
  if (install === null) throw unknownInstall();
  return install;
}

export interface DesktopAccount {
  id: string;
  pinHash: string | null;
  passwordHash: string | null;
}

/**
 * The member of the install's tenant with this username (already trimmed and lower-cased), or
 * null. Someone who is not a member is no one here: handled exactly like an unknown username.
 */
export async function findDesktopAccount(
  db: Queryable,
  username: string,
  tenantId: string,
): Promise<DesktopAccount | null> {
  const [row] = await db.query<{
    id: string;
    pin_hash: string | null;
    password_hash: string | null;
  }>(
    `SELECT a.id, a.pin_hash, a.password_hash
       FROM accounts a JOIN memberships m ON m.account_id = a.id AND m.tenant_id = $2
      WHERE a.username = $1`,
    [username, tenantId],
  );
  if (row === undefined) return null;
  return { id: row.id, pinHash: row.pin_hash, passwordHash: row.password_hash };
}

/** One attempt at an install, as the slow check (secret or fingerprint) left it. */
export interface InstallAttempt {
  install: DetectedInstall;
  /** The member the attempt named or was matched to; null when none. */
  accountId: string | null;
  /** What was typed (trimmed, lower-cased), for the audit. */
  username: string | null;
  method: SignInMethod;
  ip: string;
  /** What the check found; 'locked' when the account was paused at this station before it. */
  verdict: SignInResult;
}

/** The lock state an attempt starts from: read before the slow check, with no transaction. */
export async function installAttemptStart(
  db: Queryable,
  install: DetectedInstall,
  accountId: string | null,
): Promise<{ installLocked: boolean; accountPaused: boolean }> {
  const now = new Date();
  const account = accountId === null ? null : accountAt(accountId, installSource(install.id));
  return {
    installLocked: (await lockedUntil(db, installSubject(install.id), now)) !== null,
    accountPaused: (await lockedUntil(db, account, now)) !== null,
  };
}

/**
 * Counts and audits the attempt and, for a success, starts the session, with the station's and
 * the account's counts held: a right secret in one round trip (auth/sign-in-success.ts), a wrong
 * one in one short transaction. A locked station answers 423 (it names no account); an account
 * paused at this station gets `refusal()`, as any failure.
 */
export async function settleInstallAttempt(
  database: Database,
  attempt: InstallAttempt,
  refusal: () => ApiError,
): Promise<InstallSignInOutcome> {
  const { install, accountId } = attempt;
  const wholeInstall = installSubject(install.id);
  const account = accountId === null ? null : accountAt(accountId, installSource(install.id));
  const where = { ip: attempt.ip, channel: 'install', installId: install.id } as const;
  if (attempt.verdict === 'success' && accountId !== null) {
    const now = new Date();
    const started = await startSignedInSession(
      database,
      {
        accountId,
        subjects: [wholeInstall, account],
        attempt: { username: attempt.username, method: attempt.method, ...where },
        session: {
          browserId: installBrowserId(install.id),
          rememberMe: false,
          installId: install.id,
        },
      },
      now,
    );
    if (started.outcome === 'started') return started;
    const { stationLockedUntil } = started;
    return {
      error: stationLockedUntil === null ? refusal() : installLocked(stationLockedUntil, now),
    };
  }
  return database.transaction(async (tx): Promise<InstallSignInOutcome> => {
    await lockSubjects(tx, [wholeInstall, account]);
    const now = new Date();
    const audit = (result: SignInResult) =>
      recordSignInAttempt(tx, {
        accountId,
        username: attempt.username,
        method: attempt.method,
        result,
        ...where,
      });
    const installLockedUntil = await lockedUntil(tx, wholeInstall, now);
    if (installLockedUntil !== null) {
      await audit('locked');
      return { error: installLocked(installLockedUntil, now) };
    }
    if (attempt.verdict === 'locked' || (await lockedUntil(tx, account, now)) !== null) {
      await audit('locked');
      return { error: refusal() };
    }
    await recordFailure(tx, wholeInstall, now);
    if (account !== null) await recordFailure(tx, account, now);
    await audit(attempt.verdict);
    return { error: refusal() };
  });
}

/** Sends the committed outcome: the login response, or the error. */
export async function answerInstallSignIn(
  context: { tokens: AccessTokens; request: FastifyRequest; reply: FastifyReply },
  outcome: InstallSignInOutcome,
): Promise<LoginResponse> {
  if ('error' in outcome) throw outcome.error;
  return signedInResponse(context, outcome.session, outcome.notice);
}
