// Support requests (spec §7 support widget, the built-in form): any signed-in user creates one in
// the current tenant; system administrators read every tenant's, a page at a time or one by one,
// and close or reopen them (audited).
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/api-error';
import {
  SUPPORT_REQUEST_LIMITS,
  SUPPORT_REQUEST_PATHS,
  createSupportRequestSchema,
  supportRequestParamsSchema,
  supportRequestSchema,
  supportRequestStatusBodySchema,
  supportRequestsPageSchema,
  supportRequestsQuerySchema,
} from '@shared/support/support-requests';
import { recordAudit } from '../auth/audit-log';
import { tenantContext, type TenantContext } from '../auth/request-context';
import { ApiError, forbidden, notFoundError } from '../http/errors';
import { decodeCursor, keysetPage } from '../http/keyset-cursor';
import { tenantRoutes } from '../http/tenant-routes';
import { storableContextUrl } from './context-url';
import {
  createSupportRequest,
  findSupportRequest,
  listSupportRequests,
  setSupportRequestStatus,
} from './support-requests-store';

const cursorSchema = z.object({ at: z.iso.datetime(), id: z.uuid() });

/** Well above the largest valid body, so oversized fields answer 400 naming the field. */
const BODY_LIMIT = 64 * 1024;

/** Only a system administrator signed in as themself reads other people's requests. */
function assertSysAdmin(context: TenantContext): void {
  if (!context.actorIsSysAdmin || context.impersonatingUser) {
    throw forbidden('Only system administrators may read support requests.');
  }
}

function noSuchRequest(id: string): ApiError {
  return notFoundError(`There is no support request ${id}.`);
}

export const supportRequestsRoutes = tenantRoutes((app, deps) => {
  const { database } = deps;

  app.post(
    SUPPORT_REQUEST_PATHS.requests,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: createSupportRequestSchema,
        response: { 201: z.object({ id: z.uuid() }), 429: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { tenantId, accountId } = tenantContext(request);
      const userAgent = request.headers['user-agent'];
      const outcome = await createSupportRequest(database, {
        tenantId,
        accountId,
        sessionId: request.body.sessionId,
        contextUrl: storableContextUrl(request.body.contextUrl),
        subject: request.body.subject,
        description: request.body.description,
        userAgent:
          userAgent === undefined ? null : userAgent.slice(0, SUPPORT_REQUEST_LIMITS.userAgent),
      });
      if (!outcome.created) {
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new ApiError(
          429,
          'rate_limited',
          'You have sent several support requests just now; please wait a few minutes before sending another.',
        );
      }
      return reply.code(201).send({ id: outcome.id });
    },
  );

  app.get(
    SUPPORT_REQUEST_PATHS.requests,
    {
      schema: {
        querystring: supportRequestsQuerySchema,
        response: { 200: supportRequestsPageSchema },
      },
    },
    async (request) => {
      assertSysAdmin(tenantContext(request));
      const { cursor, limit, tenantId, status } = request.query;
      const rows = await listSupportRequests(database, {
        status,
        tenantId: tenantId ?? null,
        after: cursor === undefined ? null : decodeCursor(cursor, cursorSchema),
        limit: limit + 1,
      });
      return keysetPage(rows, limit);
    },
  );

  app.get(
    SUPPORT_REQUEST_PATHS.request,
    {
      schema: {
        params: supportRequestParamsSchema,
        response: { 200: supportRequestSchema },
      },
    },
    async (request) => {
      assertSysAdmin(tenantContext(request));
      const found = await findSupportRequest(database, request.params.id);
      if (found === undefined) throw noSuchRequest(request.params.id);
      return found;
    },
  );

  app.put(
    SUPPORT_REQUEST_PATHS.status,
    {
      schema: {
        params: supportRequestParamsSchema,
        body: supportRequestStatusBodySchema,
        response: { 200: supportRequestSchema },
      },
    },
    async (request) => {
      const context = tenantContext(request);
      assertSysAdmin(context);
      const { id } = request.params;
      const { status } = request.body;
      return database.transaction(async (tx) => {
        const changed = await setSupportRequestStatus(tx, id, status);
        if (changed === undefined) throw noSuchRequest(id);
        const { before, after } = changed;
        if (before.status !== after.status) {
          await recordAudit(tx, context, {
            action: status === 'closed' ? 'support_request.close' : 'support_request.reopen',
            targetType: 'support_request',
            targetId: id,
            before: { status: before.status },
            after: { status: after.status },
          });
        }
        return after;
      });
    },
  );
});
