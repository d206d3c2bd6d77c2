// The sales the point of sale completes, refunds and voids, and the sales list and detail
// (src/shared/sales/sales.ts). Every money write needs an Idempotency-Key (http/idempotency.ts):
// the offline queue resends until it hears an answer, and a repeat gets the first answer back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  SALES_PATHS,
  receiptSeriesQuerySchema,
  receiptSeriesSchema,
  refundDraftSchema,
  refundSchema,
  saleDraftSchema,
  saleIdParamsSchema,
  saleSchema,
  salesListQuerySchema,
  salesPageSchema,
  voidRequestSchema,
  type Sale,
} from '@shared/sales/sales';
import { requireTenant, tenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { notFoundInTenant } from '../http/errors';
import { idempotentWrite, type IdempotentResult } from '../http/idempotency';
import type { ModuleDependencies } from '../http/module';
import { checkCausingSocketId } from '../realtime/admin-events';
import { publishTenantChanges } from '../realtime/tenant-events';
import { completeSale } from './sale-completion';
import { refundSale, voidSale } from './sale-refunds';
import { assertMaySell, salesVisibility } from './sales-access';
import { listSalesPage, loadRefund, loadSale } from './sales-store';
import { receiptSeriesFor } from './receipt-series-store';

async function mustLoadSale(db: Queryable, tenantId: string, saleId: string): Promise<Sale> {
  const sale = await loadSale(db, tenantId, saleId);
  if (sale === null) throw notFoundInTenant('sale', saleId);
  return sale;
}

export const salesRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  const { database, realtime } = deps;
  requireTenant(app, deps);
  checkCausingSocketId(app);

  /** Answers a money write, telling the tenant what changed unless this was a repeat. */
  async function answer<Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    result: IdempotentResult<Body>,
    changed: { saleId: string; giftCards: boolean },
  ) {
    if (!result.replayed) {
      await publishTenantChanges(realtime, request, tenantContext(request).tenantId, [
        { event: REALTIME_EVENTS.salesSalesChanged, id: changed.saleId },
        ...(changed.giftCards ? [{ event: REALTIME_EVENTS.salesGiftCardsChanged, id: null }] : []),
      ]);
    }
    return reply.code(result.statusCode).send(result.body);
  }

  app.post(
    SALES_PATHS.sales,
    { schema: { body: saleDraftSchema, response: { 201: saleSchema } } },
    async (request, reply) => {
      const context = tenantContext(request);
      assertMaySell(context);
      let giftCards = false;
      const result = await idempotentWrite(
        database,
        request,
        context.tenantId,
        saleSchema,
        async (tx) => {
          const stored = await completeSale(tx, context, request.body);
          giftCards = stored.giftCardsChanged;
          return { statusCode: 201, body: await mustLoadSale(tx, context.tenantId, stored.id) };
        },
      );
      return answer(request, reply, result, { saleId: result.body.id, giftCards });
    },
  );

  app.get(
    SALES_PATHS.sales,
    { schema: { querystring: salesListQuerySchema, response: { 200: salesPageSchema } } },
    (request) => {
      const context = tenantContext(request);
      return listSalesPage(database, context.tenantId, salesVisibility(context), request.query);
    },
  );

  app.get(
    SALES_PATHS.sale,
    { schema: { params: saleIdParamsSchema, response: { 200: saleSchema } } },
    async (request) => {
      const context = tenantContext(request);
      const { id } = request.params;
      const sale = await loadSale(database, context.tenantId, id, salesVisibility(context));
      if (sale === null) throw notFoundInTenant('sale', id);
      return sale;
    },
  );

  app.post(
    SALES_PATHS.refunds,
    {
      schema: {
        params: saleIdParamsSchema,
        body: refundDraftSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const context = tenantContext(request);
      assertMaySell(context);
      const saleId = request.params.id;
      let giftCards = false;
      const result = await idempotentWrite(
        database,
        request,
        context.tenantId,
        refundSchema,
        async (tx) => {
          const refunded = await refundSale(tx, context, saleId, request.body);
          giftCards = refunded.giftCardsChanged;
          const refund = await loadRefund(tx, context.tenantId, refunded.refundId);
          if (refund === null) throw new Error('The refund was not stored.');
          return { statusCode: 201, body: refund };
        },
      );
      return answer(request, reply, result, { saleId, giftCards });
    },
  );

  app.post(
    SALES_PATHS.void,
    {
      schema: {
        params: saleIdParamsSchema,
        body: voidRequestSchema,
        response: { 200: saleSchema },
      },
    },
    async (request, reply) => {
      const context = tenantContext(request);
      assertMaySell(context);
      const saleId = request.params.id;
      let giftCards = false;
      const result = await idempotentWrite(
        database,
        request,
        context.tenantId,
        saleSchema,
        async (tx) => {
          giftCards = (await voidSale(tx, context, saleId, request.body)).giftCardsChanged;
          return { statusCode: 200, body: await mustLoadSale(tx, context.tenantId, saleId) };
        },
      );
      return answer(request, reply, result, { saleId, giftCards });
    },
  );

  app.get(
    SALES_PATHS.receiptSeries,
    { schema: { querystring: receiptSeriesQuerySchema, response: { 200: receiptSeriesSchema } } },
    async (request) => {
      const context = tenantContext(request);
      assertMaySell(context);
      const series = await database.transaction((tx) =>
        receiptSeriesFor(tx, context.tenantId, request.query.locationId, context.installId),
      );
      return { prefix: series.prefix, nextNumber: series.nextNumber };
    },
  );

  done();
};
