// PLACEHOLDER (issue 3, admin helper): GET /msp/tenants.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const mspRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (_app, _deps, done) => {
  done();
};
