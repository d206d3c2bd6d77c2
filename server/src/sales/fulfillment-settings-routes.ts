// Admin → Sales → Fulfillment (src/shared/sales/fulfillment.ts): pickup instructions (read by
// whoever sees orders, for the pick list; changed by a tenant administrator with fulfillmentEdit)
// and adding, changing and removing box types (the same).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FULFILLMENT_PATHS,
  boxTypeDraftSchema,
  boxTypeIdParamsSchema,
  boxTypeSchema,
  fulfillmentSettingsSchema,
} from '@shared/sales/fulfillment';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { viewingContext } from './fulfillment-access';
import {
  addBoxType,
  loadFulfillmentSettings,
  removeBoxType,
  saveFulfillmentSettings,
  updateBoxType,
} from './fulfillment-settings-store';

/** An edit of the settings: a tenant admin with fulfillmentEdit, one transaction, the tenant told. */
export type SettingsWrite = <T>(
  request: FastifyRequest,
  work: (tx: Queryable, context: TenantContext) => Promise<T>,
) => Promise<T>;

/** Registers the settings routes in the orders' scope (fulfillment-routes.ts). */
export function registerFulfillmentSettingsRoutes(
  scope: FastifyInstance,
  database: Queryable,
  settingsWrite: SettingsWrite,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
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
}
