// The platform status service: the Cachet 2.x incidents feed (public, read-only) and its
// token-protected writing calls under /status/api, and the human status page at /status. Not part
// of an API family: app.ts mounts it at the root.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { STATUS_API_PREFIX } from '@shared/status/platform-status';
import type { Database } from '../db/database';
import { statusAdminRoutes } from './status-admin-routes';
import { statusFeedRoutes } from './status-feed-routes';
import { statusPageRoute } from './status-page-route';

/** For cli.ts: the admin token's file beside the data, and the `incident` commands. */
export { loadOrCreateStatusAdminToken } from './admin-token';
export { INCIDENT_USAGE, runIncidentCommand } from './incident-command';
export { removeStatusAdminFile, writeStatusAdminFile } from './status-admin-file';

export const statusModule: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  void app.register(statusFeedRoutes, { prefix: STATUS_API_PREFIX, database });
  void app.register(statusAdminRoutes, { prefix: STATUS_API_PREFIX, database });
  void app.register(statusPageRoute, { database });
  done();
};
