// The writing half of the status API, Cachet-style and for operators rather than browsers:
// open an incident and post status updates (status 4 resolves). Every call needs the status
// admin token in X-Cachet-Token; `cli.ts incident …` uses these when a server holds the
// embedded database.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CACHET_TOKEN_HEADER,
  cachetIncidentResponseSchema,
  cachetIncidentUpdateResponseSchema,
  incidentIdParamsSchema,
  incidentUpdateRequestSchema,
  openIncidentRequestSchema,
  STATUS_API_PATHS,
} from '@shared/status/platform-status';
import type { Database } from '../db/database';
import { unauthorized } from '../http/errors';
import { isStatusAdminToken, loadOrCreateStatusAdminToken } from './admin-token';
import { toCachetIncident, toCachetIncidentUpdate } from './cachet-format';
import { addIncidentUpdate, openIncident } from './incident-store';
import { noSuchIncident } from './status-feed-routes';

export const statusAdminRoutes: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  let token: string | undefined;
  // Before body validation: without the token a caller learns nothing about its input.
  app.addHook('onRequest', async (request) => {
    token ??= await loadOrCreateStatusAdminToken(database);
    const presented = request.headers[CACHET_TOKEN_HEADER.toLowerCase()];
    if (typeof presented !== 'string' || !isStatusAdminToken(presented, token)) {
      throw unauthorized(`A valid ${CACHET_TOKEN_HEADER} header is required.`);
    }
  });

  app.post(
    STATUS_API_PATHS.incidents,
    {
      schema: {
        body: openIncidentRequestSchema,
        response: { 201: cachetIncidentResponseSchema },
      },
    },
    async (request, reply) => {
      const incident = await openIncident(database, request.body);
      return reply.code(201).send({ data: toCachetIncident(incident) });
    },
  );

  app.post(
    STATUS_API_PATHS.incidentUpdates,
    {
      schema: {
        params: incidentIdParamsSchema,
        body: incidentUpdateRequestSchema,
        response: { 201: cachetIncidentUpdateResponseSchema },
      },
    },
    async (request, reply) => {
      const update = await addIncidentUpdate(database, request.params.id, request.body);
      if (update === null) throw noSuchIncident(request.params.id);
      return reply.code(201).send({ data: toCachetIncidentUpdate(update) });
    },
  );
  done();
};
