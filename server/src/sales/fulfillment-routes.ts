// Fulfillment orders (src/shared/sales/fulfillment.ts): the list and one order (fulfillmentView
// or fulfillmentEdit), creating an order and moving it along its status flow, and the pickup
// scan's look-up by code and hand-over (fulfillmentEdit). Each change is audited and published as
// sales.fulfillment.changed. The settings routes share its scope (fulfillment-settings-routes.ts).
import type { FastifyRequest } from 'fastify';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  FULFILLMENT_PATHS,
  orderDraftSchema,
  orderIdParamsSchema,
  orderSchema,
  ordersListQuerySchema,
  ordersPageSchema,
  pickupCodeParamsSchema,
  statusChangeSchema,
  type Order,
} from '@shared/sales/fulfillment';
import { assertTenantAdmin, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, notFoundError } from '../http/errors';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishTenantChanges } from '../realtime/tenant-events';
import { editingContext, viewingContext } from './fulfillment-access';
import { registerFulfillmentSettingsRoutes } from './fulfillment-settings-routes';
import {
  changeOrderStatus,
  createOrder,
  findOrderByCode,
  listOrders,
  loadOrder,
  whyNotHandOver,
} from './fulfillment-store';

async function orderByCode(db: Queryable, tenantId: string, code: string): Promise<Order> {
  const order = await findOrderByCode(db, tenantId, code);
  if (order === null) throw notFoundError(`There is no order with the pickup code ${code}.`);
  return order;
}

export const fulfillmentRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  /** An edit (tenant admins only for settings): one transaction, then the tenant is told. */
  async function write<T>(
    request: FastifyRequest,
    scope: { settings: boolean; changedId: (result: T) => string | null },
    work: (tx: Queryable, context: TenantContext) => Promise<T>,
  ): Promise<T> {
    const context = editingContext(request);
    if (scope.settings) assertTenantAdmin(context);
    const result = await database.transaction((tx) => work(tx, context));
    await publishTenantChanges(realtime, request, context.tenantId, [
      { event: REALTIME_EVENTS.salesFulfillmentChanged, id: scope.changedId(result) },
    ]);
    return result;
  }
  const edit = (
    request: FastifyRequest,
    work: (tx: Queryable, context: TenantContext) => Promise<Order>,
  ) => write(request, { settings: false, changedId: (order) => order.id }, work);

  app.get(
    FULFILLMENT_PATHS.orders,
    { schema: { querystring: ordersListQuerySchema, response: { 200: ordersPageSchema } } },
    (request) => listOrders(database, viewingContext(request).tenantId, request.query),
  );

  app.post(
    FULFILLMENT_PATHS.orders,
    { schema: { body: orderDraftSchema, response: { 201: orderSchema } } },
    async (request, reply) => {
      const order = await edit(request, (tx, context) => createOrder(tx, context, request.body));
      return reply.code(201).send(order);
    },
  );

  app.get(
    FULFILLMENT_PATHS.order,
    { schema: { params: orderIdParamsSchema, response: { 200: orderSchema } } },
    (request) => loadOrder(database, viewingContext(request).tenantId, request.params.id),
  );

  app.post(
    FULFILLMENT_PATHS.status,
    {
      schema: {
        params: orderIdParamsSchema,
        body: statusChangeSchema,
        response: { 200: orderSchema },
      },
    },
    (request) =>
      edit(request, (tx, context) =>
        changeOrderStatus(tx, context, request.params.id, request.body),
      ),
  );

  app.get(
    FULFILLMENT_PATHS.pickup,
    { schema: { params: pickupCodeParamsSchema, response: { 200: orderSchema } } },
    (request) => orderByCode(database, editingContext(request).tenantId, request.params.code),
  );

  app.post(
    FULFILLMENT_PATHS.handOver,
    { schema: { params: pickupCodeParamsSchema, response: { 200: orderSchema } } },
    (request) =>
      edit(request, async (tx, context) => {
        const order = await orderByCode(tx, context.tenantId, request.params.code);
        const why = whyNotHandOver(order);
        if (why !== null) throw conflict(why);
        return changeOrderStatus(tx, context, order.id, { status: 'handedOver', boxTypeId: null });
      }),
  );

  registerFulfillmentSettingsRoutes(app, database, (request, work) =>
    write(request, { settings: true, changedId: () => null }, work),
  );
});
