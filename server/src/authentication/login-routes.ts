// Password sign-in, renewal and logout. The e-mail step before them (POST /login) is single
// sign-on's (sso/sso-routes.ts): it decides whether the address signs in here or at a provider.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  loginResponseSchema,
  passwordLoginRequestSchema,
  renewRequestSchema,
} from '@shared/auth/sign-in';
import { clearRefreshCookie, readRefreshCookie } from '../auth/refresh-cookie';
import {
  revokeRefreshSession,
  revokeSessionById,
  rotateRefreshSession,
} from '../auth/refresh-sessions';
import { bearerToken } from '../auth/request-context';
import {
  invalidCredentials,
  loginResponseSerializer,
  signedInResponse,
} from '../auth/sign-in-response';
import { unauthorized } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { loginRateLimited, RATE_LIMIT_GROUPS } from '../http/rate-limits';
import { signInWithPassword } from './password-login';

export const loginRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (
  app,
  { database, tokens, loginRateLimit },
  done,
) => {
  const limited = loginRateLimited(loginRateLimit);

  // The spec names both paths; the body leaves /login/password open, so it is the same call.
  for (const path of [AUTH_PATHS.passwordLogin, AUTH_PATHS.password]) {
    app.post(
      path,
      {
        schema: { body: passwordLoginRequestSchema, response: { 200: loginResponseSchema } },
        config: loginRateLimited(loginRateLimit, RATE_LIMIT_GROUPS.passwordSignIn),
        serializerCompiler: loginResponseSerializer,
      },
      async (request, reply) => {
        const { email, password, browserId, rememberMe } = request.body;
        const signedIn = await signInWithPassword(database, {
          email,
          password,
          ip: request.ip,
          session: { browserId, rememberMe },
        });
        if (signedIn === null) throw invalidCredentials();
        return signedInResponse({ tokens, request, reply }, signedIn.session, signedIn.notice);
      },
    );
  }

  // No sign-in rate limit: a refresh token (32 random bytes, bound to its browser) leaves nothing
  // to guess, and on PostgreSQL the count is a second statement on one hot row per client.
  app.post(
    AUTH_PATHS.renew,
    {
      schema: { body: renewRequestSchema, response: { 200: loginResponseSchema } },
      serializerCompiler: loginResponseSerializer,
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      const session =
        token === undefined
          ? null
          : await rotateRefreshSession(database, { token, browserId: request.body.browserId });
      if (session === null) {
        clearRefreshCookie(request, reply);
        throw unauthorized('Your session has ended. Sign in again.');
      }
      return signedInResponse({ tokens, request, reply }, session);
    },
  );

  // Ends the session of the refresh cookie and of the bearer token, whichever the client sent:
  // a client without the cookie (a station, a script) still signs out for good.
  app.post(AUTH_PATHS.logout, { config: limited }, async (request, reply) => {
    const token = readRefreshCookie(request);
    if (token !== undefined) await revokeRefreshSession(database, token);
    const jwt = bearerToken(request);
    const subject = jwt === undefined ? null : await tokens.verify(jwt);
    if (subject !== null) await revokeSessionById(database, subject.sessionId);
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });
  done();
};
