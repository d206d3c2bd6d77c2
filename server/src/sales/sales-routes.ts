// The sales the point of sale completes, refunds and voids, and the sales list and detail
// (src/shared/sales/sales.ts). Every money write needs an Idempotency-Key (http/idempotency.ts):
// the offline queue resends until it hears an answer, and a repeat gets the first answer back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
import { tenantContext, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { notFoundInTenant } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import type { ModuleDependencies } from '../http/module';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishTenantChanges } from '../realtime/tenant-events';
import { completeSale, type FindSaleCustomer } from './sale-completion';
import { refundSale, voidSale } from './sale-refunds';
import { assertMaySell, salesVisibility } from './sales-access';
import { listSalesPage, loadRefund, loadSale } from './sales-store';
import { receiptSeriesFor } from './receipt-series-store';

/** What a money write answers, and what it changed for the tenant's realtime event. */
interface SaleWritten<Body> {
  body: Body;
  saleId: string;
  giftCardsChanged: boolean;
}

/** The route options of a write to one sale (its id in the path). */
function oneSaleWrite<Body extends z.ZodType, Answers extends Record<number, z.ZodType>>(
  body: Body,
  response: Answers,
) {
  return { schema: { params: saleIdParamsSchema, body, response } };
}

async function mustLoadSale(db: Queryable, tenantId: string, saleId: string): Promise<Sale> {
  const sale = await loadSale(db, tenantId, saleId);
  if (sale === null) throw notFoundInTenant('sale', saleId);
  return sale;
}

/** What sales needs from its family: the CRM's check of a sale's customer. */
export interface SalesDependencies {
  findSaleCustomer: FindSaleCustomer;
}

type SalesRouteDependencies = ModuleDependencies & SalesDependencies;

export const salesRoutes = publishingTenantRoutes<SalesRouteDependencies>((app, deps) => {
  const { database, realtime } = deps;

  /**
   * A money write at the point of sale: the caller may sell, the write runs once per
   * Idempotency-Key, and the tenant hears of it unless this was a repeat.
   */
  async function saleWrite<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { schema: Schema; statusCode: number },
    write: (tx: Queryable, context: TenantContext) => Promise<SaleWritten<z.output<Schema>>>,
  ) {
    const context = tenantContext(request);
    assertMaySell(context);
    // Set by a write that ran; a repeat answered from its key leaves it empty.
    const written: { changes?: Omit<SaleWritten<unknown>, 'body'> } = {};
    const result = await idempotentWrite(
      database,
      request,
      context.tenantId,
      answer.schema,
      async (tx) => {
        const { body, ...changed } = await write(tx, context);
        written.changes = changed;
        return { statusCode: answer.statusCode, body };
      },
    );
    const changed = written.changes;
    if (changed !== undefined) {
      await publishTenantChanges(realtime, request, context.tenantId, [
        { event: REALTIME_EVENTS.salesSalesChanged, id: changed.saleId },
        ...(changed.giftCardsChanged
          ? [{ event: REALTIME_EVENTS.salesGiftCardsChanged, id: null }]
          : []),
      ]);
    }
    return reply.code(result.statusCode).send(result.body);
  }

  app.post(
    SALES_PATHS.sales,
    { schema: { body: saleDraftSchema, response: { 201: saleSchema } } },
    (request, reply) =>
      saleWrite(request, reply, { schema: saleSchema, statusCode: 201 }, async (tx, context) => {
        const stored = await completeSale(tx, context, request.body, deps.findSaleCustomer);
        const body = await mustLoadSale(tx, context.tenantId, stored.id);
        return { body, saleId: stored.id, giftCardsChanged: stored.giftCardsChanged };
      }),
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
    oneSaleWrite(refundDraftSchema, { 201: refundSchema }),
    (request, reply) =>
      saleWrite(request, reply, { schema: refundSchema, statusCode: 201 }, async (tx, context) => {
        const saleId = request.params.id;
        const refunded = await refundSale(tx, context, saleId, request.body);
        const body = await loadRefund(tx, context.tenantId, refunded.refundId);
        if (body === null) throw new Error('The refund was not stored.');
        return { body, saleId, giftCardsChanged: refunded.giftCardsChanged };
      }),
  );

  app.post(
    SALES_PATHS.void,
    oneSaleWrite(voidRequestSchema, { 200: saleSchema }),
    (request, reply) =>
      saleWrite(request, reply, { schema: saleSchema, statusCode: 200 }, async (tx, context) => {
        const { giftCardsChanged } = await voidSale(tx, context, request.params.id, request.body);
        return {
          body: await mustLoadSale(tx, context.tenantId, request.params.id),
          saleId: request.params.id,
          giftCardsChanged,
        };
      }),
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
});
