// What both ways of signing in at an install share: the handshake that names the install, the
// account a username names in the install's tenant, the audit row, and the refresh session
// bound to the install. Each attempt runs in one transaction that answers with a session or
// with the error to send once the audit row and failure counts are committed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@shared/auth-api';
import { installBrowserId, type DetectedInstall } from '@shared/installs-api';
import { createRefreshSession, type RefreshSession } from '../auth/refresh-sessions';
import { recordSignInAttempt, type SignInMethod, type SignInResult } from '../auth/sign-in-audit';
import { signedInResponse } from '../auth/sign-in-response';
import type { AccessTokens } from '../auth/tokens';
import type { Database, Queryable } from '../db/database';
import { ApiError, unauthorized } from '../http/errors';
import { spendHandshake, type VerifiedHandshake } from './handshake-verification';
import { findLiveInstall, markInstallSeen } from './install-store';

export type InstallSignInOutcome = { session: RefreshSession } | { error: ApiError };

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
  /** Whether the account is a member of the install's tenant (only members sign in there). */
  isMember: boolean;
}

/** The account with this username (already trimmed and lower-cased), or null. */
export async function findDesktopAccount(
  db: Queryable,
  username: string,
  tenantId: string,
): Promise<DesktopAccount | null> {
  const [row] = await db.query<{
    id: string;
    pin_hash: string | null;
    password_hash: string | null;
    is_member: boolean;
  }>(
    `SELECT a.id, a.pin_hash, a.password_hash,
            EXISTS (SELECT 1 FROM memberships m WHERE m.account_id = a.id AND m.tenant_id = $2)
              AS is_member
       FROM accounts a WHERE a.username = $1`,
    [username, tenantId],
  );
  if (row === undefined) return null;
  return {
    id: row.id,
    pinHash: row.pin_hash,
    passwordHash: row.password_hash,
    isMember: row.is_member,
  };
}

export function notMemberOf(install: DetectedInstall): ApiError {
  return new ApiError(
    403,
    'forbidden',
    `You are not a member of ${install.tenantName}, the tenant this station belongs to.`,
  );
}

/** Writes the audit row of one attempt at `install`. */
export function auditInstallAttempt(
  tx: Queryable,
  attempt: {
    install: DetectedInstall;
    accountId: string | null;
    username: string | null;
    method: SignInMethod;
    result: SignInResult;
    ip: string;
  },
): Promise<void> {
  return recordSignInAttempt(tx, {
    accountId: attempt.accountId,
    username: attempt.username,
    method: attempt.method,
    result: attempt.result,
    ip: attempt.ip,
    channel: 'install',
    installId: attempt.install.id,
  });
}

/** A success: the install was seen, and a session bound to it starts (no remember me). */
export async function startInstallSession(
  tx: Queryable,
  install: DetectedInstall,
  accountId: string,
): Promise<RefreshSession> {
  await markInstallSeen(tx, install.id);
  return createRefreshSession(tx, {
    accountId,
    browserId: installBrowserId(install.id),
    rememberMe: false,
    installId: install.id,
  });
}

/** Sends the committed outcome: the login response, or the error. */
export async function answerInstallSignIn(
  context: {
    database: Database;
    tokens: AccessTokens;
    request: FastifyRequest;
    reply: FastifyReply;
  },
  outcome: InstallSignInOutcome,
): Promise<LoginResponse> {
  if ('error' in outcome) throw outcome.error;
  return signedInResponse(
    {
      db: context.database,
      tokens: context.tokens,
      request: context.request,
      reply: context.reply,
    },
    outcome.session,
  );
}
