// The answers of every way of signing in (a password, single sign-on, an install): for a success
// or renewal the login response of spec §3 (a fresh access token, the identity, the refresh
// cookie of the session); for wrong credentials the one refusal the login page knows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SignInNotice } from '@shared/auth/sign-in';
import { ApiError } from '../http/errors';
import { identityAsJson } from './identity';
import { setRefreshCookie } from './refresh-cookie';
import type { RenewedSession } from './refresh-sessions';
import type { AccessTokens } from './tokens';

export async function signedInResponse(
  context: { tokens: AccessTokens; request: FastifyRequest; reply: FastifyReply },
  /** Started or renewed, with the identity read in the same statement (refresh-sessions.ts). */
  session: RenewedSession,
  /** Sign-ins after failed attempts on the account (auth/sign-in-notice.ts); never renewals. */
  notice?: SignInNotice,
): Promise<LoginResponse> {
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
    identity: session.identity,
    ...(notice === undefined ? {} : { signInNotice: notice }),
  };
}

/**
 * The login response's serializer (a route's `serializerCompiler`): the identity, checked by its
 * schema when it was read (auth/identity.ts), goes as the JSON kept with it; the rest is the
 * handful of fields `signedInResponse` built, written as they are, with nothing else (as the
 * schema would strip). A renewal's answer is then mostly one string the server already has.
 */
export function loginResponseSerializer(): (answer: LoginResponse) => string {
  return (answer) => {
    const rest: Omit<LoginResponse, 'identity'> = {
      jwt: answer.jwt,
      expiresAt: answer.expiresAt,
      rememberMeExpiresAt: answer.rememberMeExpiresAt,
      impersonatorTenantId: answer.impersonatorTenantId,
      ...(answer.signInNotice === undefined ? {} : { signInNotice: answer.signInNotice }),
    };
    const json = JSON.stringify(rest);
    return `${json.slice(0, -1)},"identity":${identityAsJson(answer.identity)}}`;
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
