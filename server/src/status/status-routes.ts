// PLACEHOLDER (issue 3, status helper): the Cachet 2.x incidents feed at /status/api/v1/incidents
// and the human status page at /status.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';

export const statusRoutes: FastifyPluginCallbackZod<{ database: Database }> = (_app, _o, done) => {
  done();
};
