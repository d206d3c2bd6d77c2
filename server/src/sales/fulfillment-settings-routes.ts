// Admin → Sales → Fulfillment (src/shared/sales/fulfillment.ts): pickup instructions (read by
// whoever sees orders, for the pick list; changed by a tenant administrator with fulfillmentEdit)
// and adding, changing and removing box types (the same).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  FULFILLMENT_PATHS,
  boxTypeDraftSchema,
  boxTypeIdParamsSchema,
  boxTypeSchema,
  fulfillmentSettingsSchema,
} from '@shared/sales/fulfillment';
import { assertTenantAdmin, requireTenant, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import type { ModuleDependencies } from '../http/module';
import { checkCausingSocketId } from '../realtime/admin-events';
import { publishTenantChanges } from '../realtime/tenant-events';
import { editingContext, viewingContext } from './fulfillment-routes';
import {
  addBoxType,
  loadFulfillmentSettings,
  removeBoxType,
  saveFulfillmentSettings,
  updateBoxType,
} from './fulfillment-settings-store';

export const fulfillmentSettingsRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (
  app,
  deps,
  done,
) => {
  const { database, realtime } = deps;
  requireTenant(app, deps);
  checkCausingSocketId(app);

  /** A settings write: tenant admin with fulfillmentEdit, one transaction, the tenant told. */
  async function settingsWrite<T>(
    request: FastifyRequest,
    write: (tx: Queryable, context: TenantContext) => Promise<T>,
  ): Promise<T> {
    const context = editingContext(request);
    assertTenantAdmin(context);
    const result = await database.transaction((tx) => write(tx, context));
    await publishTenantChanges(realtime, request, context.tenantId, [
      { event: REALTIME_EVENTS.salesFulfillmentChanged, id: null },
    ]);
    return result;
  }

  app.get(
    FULFILLMENT_PATHS.settings,
    { schema: { response: { 200: fulfillmentSettingsSchema } } },
    (request) => loadFulfillmentSettings(database, viewingContext(request).tenantId),
  );

  app.put(
    FULFILLMENT_PATHS.settings,
    {
      schema: { body: fulfillmentSettingsSchema, response: { 200: fulfillmentSettingsSchema } },
    },
    (request) =>
      settingsWrite(request, (tx, context) => saveFulfillmentSettings(tx, context, request.body)),
  );

  app.post(
    FULFILLMENT_PATHS.boxTypes,
    { schema: { body: boxTypeDraftSchema, response: { 201: boxTypeSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await settingsWrite(request, (tx, context) => addBoxType(tx, context, request.body))),
  );

  app.put(
    FULFILLMENT_PATHS.boxType,
    {
      schema: {
        params: boxTypeIdParamsSchema,
        body: boxTypeDraftSchema,
        response: { 200: boxTypeSchema },
      },
    },
    (request) =>
      settingsWrite(request, (tx, context) =>
        updateBoxType(tx, context, request.params.id, request.body),
      ),
  );

  app.delete(
    FULFILLMENT_PATHS.boxType,
    { schema: { params: boxTypeIdParamsSchema } },
    async (request, reply) => {
      await settingsWrite(request, (tx, context) => removeBoxType(tx, context, request.params.id));
      return reply.code(204).send();
    },
  );

  done();
};
