// The signed-in user's own data: identity (GET /identity), and effective permissions in the
// tenant the request acts in (GET /permissions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, identitySchema, permissionsResponseSchema } from '@shared/auth/sign-in';
import { loadIdentity } from '../auth/identity';
import {
  requireSignIn,
  requireTenant,
  signedInCaller,
  tenantContext,
} from '../auth/request-context';
import { unauthorized } from '../http/errors';
import type { ModuleDependencies } from '../http/module';

export const identityRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  await app.register((signedIn, _options, done) => {
    requireSignIn(signedIn, deps);
    signedIn
      .withTypeProvider()
      .get(
        AUTH_PATHS.identity,
        { schema: { response: { 200: identitySchema } } },
        async (request) => {
          const identity = await loadIdentity(deps.database, signedInCaller(request).accountId);
          if (identity === null) throw unauthorized('This account no longer exists.');
          return identity;
        },
      );
    done();
  });

  await app.register((inTenant, _options, done) => {
    requireTenant(inTenant, deps);
    inTenant.get(
      AUTH_PATHS.permissions,
      { schema: { response: { 200: permissionsResponseSchema } } },
      (request) => Promise.resolve(tenantContext(request).permissions),
    );
    done();
  });
};
