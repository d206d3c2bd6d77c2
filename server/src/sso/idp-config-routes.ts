// PLACEHOLDER (issue 3, SSO helper): /idp/config (+ setup, complete-setup, unlink), /idp/users, /idp/import-matched.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const idpConfigRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  _app,
  _deps,
  done,
) => {
  done();
};
