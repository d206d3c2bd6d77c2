// Authentication (spec §4, §7): signing in with a password, renewing and ending the session, the
// signed-in user's identity and permissions, and changing passwords and PINs. What every way of
// signing in shares (sessions, lockout, the sign-in audit) is the auth context's (auth/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../http/module';
import { identityRoutes } from './identity-routes';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';

export const authenticationModule: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  deps,
) => {
  await app.register(loginRoutes, deps);
  await app.register(identityRoutes, deps);
  await app.register(passwordRoutes, deps);
};
