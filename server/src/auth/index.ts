// The auth API family (spec §7), mounted under API_FAMILY_PREFIXES.auth.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from '../admin/accounts-routes';
import { invitationsRoutes } from '../admin/invitations-routes';
import { signInLocksRoutes } from '../admin/sign-in-locks-routes';
import { mspRoutes } from '../admin/msp-routes';
import { rolesRoutes } from '../admin/roles-routes';
import { fingerprintRoutes } from '../fingerprints/fingerprint-routes';
import { deviceLoginRoute } from '../installs/device-login-route';
import { installsRoutes } from '../installs/installs-routes';
import { channelAuthRoute } from '../realtime/channel-auth-route';
import { signRpcRoute } from '../sign/sign-rpc-route';
import { idpConfigRoutes } from '../sso/idp-config-routes';
import { ssoRoutes } from '../sso/sso-routes';
import type { AuthFamilyDependencies } from './dependencies';
import { identityRoutes } from './identity-routes';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';

export type { AuthFamilyDependencies, LoginRateLimit } from './dependencies';

export const authFamily: FastifyPluginAsyncZod<AuthFamilyDependencies> = async (app, options) => {
  // Only the dependencies go down: passing the family's own `prefix` on would repeat it.
  const { database, tokens, realtime, loginRateLimit, fingerprintMatcher } = options;
  const deps: AuthFamilyDependencies = {
    database,
    tokens,
    realtime,
    loginRateLimit,
    fingerprintMatcher,
  };
  await app.register(loginRoutes, deps);
  await app.register(ssoRoutes, deps);
  await app.register(deviceLoginRoute, deps);
  await app.register(identityRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(fingerprintRoutes, deps);
  await app.register(accountsRoutes, deps);
  await app.register(invitationsRoutes, deps);
  await app.register(signInLocksRoutes, deps);
  await app.register(rolesRoutes, deps);
  await app.register(installsRoutes, deps);
  await app.register(idpConfigRoutes, deps);
  await app.register(mspRoutes, deps);
  await app.register(signRpcRoute, deps);
  await app.register(channelAuthRoute, deps);
};
