// PLACEHOLDER (issue 3, admin helper): /accounts, /accounts/lookup, /accounts/{id}, /accounts/{id}/permissions.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const accountsRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  _app,
  _deps,
  done,
) => {
  done();
};
