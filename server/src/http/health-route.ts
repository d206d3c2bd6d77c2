// GET /api/health: answers once the server is up and its database responds.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';

const HEALTH_PATH = '/api/health';

export const healthRoute: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  app.get(
    HEALTH_PATH,
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await database.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
  done();
};
