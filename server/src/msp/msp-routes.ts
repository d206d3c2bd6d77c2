// GET /msp/tenants (spec §3 "msp tenants" reference list, §6 tenant list): the tenants the
// signed-in user may switch into without a membership, shaped like the identity's tenants plus
// isMspTenant, so the tenant switcher lists both. The rules live in auth/tenant-access.ts.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { MSP_PATHS, mspTenantsResponseSchema, type MspTenant } from '@shared/msp/msp-tenants';
import type { ModuleDependencies } from '../http/module';
import { requireSignIn, signedInCaller } from '../auth/request-context';
import { masqueradableTenants } from '../auth/tenant-access';

export const mspRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  requireSignIn(app, deps);

  app.get(
    MSP_PATHS.tenants,
    { schema: { response: { 200: mspTenantsResponseSchema } } },
    async (request): Promise<MspTenant[]> => {
      const caller = signedInCaller(request);
      // Tenant and user impersonation never combine (request-context.ts): while acting as
      // another user there is no tenant to switch into.
      if (caller.impersonatingUser) return [];
      const tenants = await masqueradableTenants(deps.database, {
        id: caller.actorAccountId,
        isSysAdmin: caller.actorIsSysAdmin,
      });
      return tenants.map((tenant) => ({
        id: tenant.id,
        name: tenant.name,
        isFavorite: false,
        isAdmin: true,
        apps: tenant.apps,
        isMspTenant: true,
        mspTenantId: tenant.mspTenantId,
      }));
    },
  );

  done();
};
