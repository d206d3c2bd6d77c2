// PLACEHOLDER (issue 3, admin helper): /roles, /roles/{id}, /roles/{id}/permissions.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const rolesRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  _app,
  _deps,
  done,
) => {
  done();
};
