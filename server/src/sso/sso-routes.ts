// PLACEHOLDER (issue 3, SSO helper): /login/sso, /login/sso-callback (POST, GET), /proxy-oidc/*.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const ssoRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (_app, _deps, done) => {
  done();
};
