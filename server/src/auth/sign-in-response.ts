// The answer to a successful sign-in or renewal (spec §3 login response): a fresh access token,
// the identity, and the refresh cookie of the session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SignInNotice } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';
import { unauthorized } from '../http/errors';
import { loadIdentity } from './identity';
import { setRefreshCookie } from './refresh-cookie';
import type { RefreshSession } from './refresh-sessions';
import type { AccessTokens } from './tokens';

export async function signedInResponse(
  context: { db: Queryable; tokens: AccessTokens; request: FastifyRequest; reply: FastifyReply },
  session: RefreshSession,
  /** Sign-ins after failed attempts on the account (auth/sign-in-notice.ts); never renewals. */
  notice?: SignInNotice,
): Promise<LoginResponse> {
  const identity = await loadIdentity(context.db, session.accountId);
  if (identity === null) throw unauthorized('This account no longer exists.');
  const { jwt, expiresAt } = await context.tokens.issue({
    accountId: session.accountId,
    sessionId: session.id,
  });
  setRefreshCookie(context.request, context.reply, session);
  return {
    jwt,
    expiresAt,
    rememberMeExpiresAt: session.rememberMe ? session.expiresAt.getTime() : null,
    impersonatorTenantId: null,
    identity,
    ...(notice === undefined ? {} : { signInNotice: notice }),
  };
}
