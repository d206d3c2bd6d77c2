// Single sign-on (spec §4, §7; docs/sso.md): the e-mail step, sign-in at an identity provider and
// the OIDC proxy, and a tenant's identity-provider link with its directory import. The local
// identity provider itself (identity-provider.ts) is mounted by app.ts, before the families.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../http/module';
import type { SsoDependencies } from './directory-import';
import { idpConfigRoutes } from './idp-config-routes';
import { ssoRoutes } from './sso-routes';

export { registerIdentityProvider } from './identity-provider';
export { PAGE_HEADERS as PROVIDER_PAGE_HEADERS } from './provider-pages';
export { OIDC_MOUNT } from './server-urls';

export const ssoModule: FastifyPluginAsyncZod<ModuleDependencies & SsoDependencies> = async (
  app,
  deps,
) => {
  await app.register(ssoRoutes, deps);
  await app.register(idpConfigRoutes, deps);
};
