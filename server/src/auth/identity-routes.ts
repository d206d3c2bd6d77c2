// The signed-in user's own data: identity, and effective permissions in the requested tenant.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, identitySchema, permissionsResponseSchema } from '@shared/auth-api';
import { API_HEADERS } from '@shared/api-headers';
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import { requireBearerToken, signedInCaller } from './bearer';
import { loadEffectivePermissions } from './effective-permissions';
import { loadIdentity } from './identity';
import { requestedTenantId } from './tenant-header';
import type { AccessTokens } from './tokens';

export interface IdentityRoutesOptions {
  database: Database;
  tokens: AccessTokens;
}

export const identityRoutes: FastifyPluginCallbackZod<IdentityRoutesOptions> = (
  app,
  { database, tokens },
  done,
) => {
  requireBearerToken(app, tokens);

  app.get(
    AUTH_PATHS.identity,
    { schema: { response: { 200: identitySchema } } },
    async (request) => {
      const identity = await loadIdentity(database, signedInCaller(request).accountId);
      if (identity === null) throw unauthorized('This account no longer exists.');
      return identity;
    },
  );

  app.get(
    AUTH_PATHS.permissions,
    { schema: { response: { 200: permissionsResponseSchema } } },
    async (request) => {
      const tenantId = requestedTenantId(request);
      const permissions = await loadEffectivePermissions(
        database,
        signedInCaller(request).accountId,
        tenantId,
      );
      if (permissions === null) {
        throw forbidden(`You are not a member of the tenant in ${API_HEADERS.tenantId}.`);
      }
      return permissions;
    },
  );
  done();
};
