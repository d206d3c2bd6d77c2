// PLACEHOLDER (issue 3, installs helper): /installs, detect-install, auth-credentials, auth-fp.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const installsRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  _app,
  _deps,
  done,
) => {
  done();
};
