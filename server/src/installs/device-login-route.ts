// POST /login/device: the short name older desktop builds used for username + PIN/password
// sign-in at an install. The spec leaves its body open; it is POST /installs/auth-credentials
// under another path — same body, same handler, same answers, same rate-limit count.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { installCredentialsRequestSchema, INSTALLS_PATHS } from '@shared/installs/installs';
import type { ModuleDependencies } from '../http/module';
import { loginRateLimited, RATE_LIMIT_GROUPS } from '../http/rate-limits';
import { signInWithCredentials } from './credentials-sign-in';

export const deviceLoginRoute: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  app.post(
    INSTALLS_PATHS.deviceLogin,
    {
      schema: { body: installCredentialsRequestSchema, response: { 200: loginResponseSchema } },
      config: loginRateLimited(deps.loginRateLimit, RATE_LIMIT_GROUPS.installCredentials),
    },
    (request, reply) => signInWithCredentials(deps, request.body, { request, reply }),
  );
  return Promise.resolve();
};
