// Zyno Desktop installs (spec §7 /installs, docs/installs.md): registering, listing and revoking
// stations, a station detecting itself from its handshake, and staff signing in there with
// username + PIN/password or a fingerprint.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import type { ModuleDependencies } from '../http/module';
import { deviceLoginRoute } from './device-login-route';
import { installsRoutes } from './installs-routes';

export { engineMatcher } from './engine-matcher';
export type { FingerprintMatcher } from '../auth/fingerprint-matcher';

export const installsModule: FastifyPluginAsyncZod<
  ModuleDependencies & FingerprintMatcherDependencies
> = async (app, deps) => {
  await app.register(installsRoutes, deps);
  await app.register(deviceLoginRoute, deps);
};
