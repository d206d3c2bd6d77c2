// Zyno Desktop installs (spec §7 /installs, docs/installs.md): registering, listing and revoking
// stations, a station detecting itself from its handshake, and staff signing in there with
// username + PIN/password or a fingerprint.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../http/module';
import { deviceLoginRoute } from './device-login-route';
import type { InstallsDependencies } from './fingerprint-matcher';
import { installsRoutes } from './installs-routes';

export { engineMatcher } from './engine-matcher';
export type { FingerprintMatcher, InstallsDependencies } from './fingerprint-matcher';

export const installsModule: FastifyPluginAsyncZod<
  ModuleDependencies & InstallsDependencies
> = async (app, deps) => {
  await app.register(installsRoutes, deps);
  await app.register(deviceLoginRoute, deps);
};
