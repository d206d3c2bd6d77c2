// The public, read-only Cachet 2.x incidents feed under /status/api: the list with Cachet's
// sorting and pagination, and one incident by id. Any origin may read it (the web app may be
// served from another origin than the status feed).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  cachetIncidentListSchema,
  cachetIncidentResponseSchema,
  incidentIdParamsSchema,
  incidentListQuerySchema,
  STATUS_API_PATHS,
  STATUS_API_PREFIX,
  type CachetIncidentList,
  type IncidentListQuery,
} from '@shared/status/platform-status';
import type { Database } from '../db/database';
import { notFoundError, validationFailed, type ApiError } from '../http/errors';
import { toCachetIncident } from './cachet-format';
import { findIncident, listIncidents } from './incident-store';

export function noSuchIncident(id: number): ApiError {
  return notFoundError(`There is no incident ${id}.`);
}

function requestOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  if (!URL.canParse(origin)) throw validationFailed('The Host header is not a valid host.');
  return origin;
}

/** Cachet's pagination block; the page links repeat the effective sort, order and page size. */
function pagination(
  origin: string,
  query: IncidentListQuery,
  total: number,
  count: number,
): CachetIncidentList['meta']['pagination'] {
  const totalPages = Math.max(1, Math.ceil(total / query.per_page));
  const pageUrl = (page: number) => {
    const params = new URLSearchParams({
      sort: query.sort,
      order: query.order,
      per_page: String(query.per_page),
      page: String(page),
    });
    return `${origin}${STATUS_API_PREFIX}${STATUS_API_PATHS.incidents}?${params.toString()}`;
  };
  return {
    total,
    count,
    per_page: query.per_page,
    current_page: query.page,
    total_pages: totalPages,
    links: {
      next_page: query.page < totalPages ? pageUrl(query.page + 1) : null,
      previous_page: query.page > 1 ? pageUrl(Math.min(query.page - 1, totalPages)) : null,
    },
  };
}

/** CORS preflight: reading is open to every origin; writing is not offered to browsers. */
function answerPreflight(request: FastifyRequest, reply: FastifyReply): void {
  const requestedHeaders = request.headers['access-control-request-headers'];
  void reply
    .code(204)
    .header('Access-Control-Allow-Methods', 'GET, HEAD')
    .header('Access-Control-Max-Age', '600');
  if (typeof requestedHeaders === 'string') {
    void reply.header('Access-Control-Allow-Headers', requestedHeaders);
  }
  void reply.send();
}

/** The list's query (Cachet's sort, order and paging) and answer. */
const INCIDENT_LIST_SCHEMA = {
  querystring: incidentListQuerySchema,
  response: { 200: cachetIncidentListSchema },
};

export const statusFeedRoutes: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  app.addHook('onRequest', (_request, reply, next) => {
    void reply.header('Access-Control-Allow-Origin', '*');
    next();
  });
  app.options(STATUS_API_PATHS.incidents, answerPreflight);
  app.options(STATUS_API_PATHS.incident, answerPreflight);

  app.get(STATUS_API_PATHS.incidents, { schema: INCIDENT_LIST_SCHEMA }, async (request) => {
    const origin = requestOrigin(request);
    const { total, incidents } = await listIncidents(database, request.query);
    return {
      meta: { pagination: pagination(origin, request.query, total, incidents.length) },
      data: incidents.map(toCachetIncident),
    };
  });

  app.get(
    STATUS_API_PATHS.incident,
    { schema: { params: incidentIdParamsSchema, response: { 200: cachetIncidentResponseSchema } } },
    async (request) => {
      const incident = await findIncident(database, request.params.id);
      if (incident === null) throw noSuchIncident(request.params.id);
      return { data: toCachetIncident(incident) };
    },
  );
  done();
};
