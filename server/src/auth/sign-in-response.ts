// The answers of every way of signing in (a password, single sign-on, an install): for a success
// or renewal the login response of spec §3 (a fresh access token, the identity, the refresh
// cookie of the session); for wrong credentials the one refusal the login page knows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginResponseSchema, type LoginResponse, type SignInNotice } from '@shared/auth/sign-in';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database';
import { ApiError, unauthorized } from '../http/errors';
import { identityAsJson, loadIdentity } from './identity';
import { setRefreshCookie } from './refresh-cookie';
import type { RefreshSession, RenewedSession } from './refresh-sessions';
import type { AccessTokens } from './tokens';

export async function signedInResponse(
  context: { db: Queryable; tokens: AccessTokens; request: FastifyRequest; reply: FastifyReply },
  /** A renewal brings the identity it read with the session; a sign-in's is read here. */
  session: RefreshSession | RenewedSession,
  /** Sign-ins after failed attempts on the account (auth/sign-in-notice.ts); never renewals. */
  notice?: SignInNotice,
): Promise<LoginResponse> {
  const identity =
    'identity' in session ? session.identity : await loadIdentity(context.db, session.accountId);
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

const answerWithoutIdentity = z.omit(loginResponseSchema, { identity: true });

/**
 * The login response's serializer (a route's `serializerCompiler`): the identity, checked by its
 * schema when it was read (auth/identity.ts), goes as the JSON kept with it; only the rest is
 * checked here. A renewal's answer is then mostly one string the server already has.
 */
export function loginResponseSerializer(): (answer: LoginResponse) => string {
  return (answer) => {
    const rest = JSON.stringify(z.encode(answerWithoutIdentity, answer));
    return `${rest.slice(0, -1)},"identity":${identityAsJson(answer.identity)}}`;
  };
}

/** Spec §8 "Login invalid_credentials": the login page shows its own text for this code. */
export function invalidCredentials(): ApiError {
  return new ApiError(
    401,
    'invalid_credentials',
    'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.',
  );
}
