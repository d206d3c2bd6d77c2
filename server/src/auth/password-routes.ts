// PLACEHOLDER (issue 3, admin helper): PUT /identity/password, PUT /identity/set-password.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from './dependencies';

export const passwordRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  _app,
  _deps,
  done,
) => {
  done();
};
