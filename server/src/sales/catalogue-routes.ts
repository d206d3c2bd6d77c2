// GET /sales/catalogue: everything a point of sale needs to sell, offline too, in one answer, for
// members who may sell or see products in a tenant that has the sales app. A station sends the
// version it holds and gets 304 while nothing changed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '@shared/permissions';
import { CATALOGUE_PATHS, catalogueQuerySchema } from '@shared/sales/catalogue';
import { tenantContext, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { forbidden } from '../http/errors';
import { REFERENCE_LIST_MESSAGES } from '../reference-lists/messages';
import { tenantHasApp } from '../reference-lists/reference-list';
import { catalogueVersion, loadCatalogueJson } from './catalogue-store';

/** Selling at a station or in a browser, or seeing the products in the back office. */
const CATALOGUE_FEATURES = ['sp', 'spWithoutInstall', 'productsView'] as const;

async function assertMayReadCatalogue(db: Queryable, context: TenantContext): Promise<void> {
  if (!(await tenantHasApp(db, context.tenantId, 'sales'))) {
    throw forbidden(REFERENCE_LIST_MESSAGES.appNotInTenant('sales'));
  }
  const allowed =
    context.isTenantAdmin ||
    CATALOGUE_FEATURES.some((feature) => hasPermission(context.permissions, 'sales', feature));
  if (!allowed) throw forbidden(REFERENCE_LIST_MESSAGES.noPermission('sales'));
}

/** Mounts the catalogue in `scope`, which the sales module has put behind requireTenant. */
export function registerCatalogueRoutes(scope: FastifyInstance, database: Queryable): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    CATALOGUE_PATHS.catalogue,
    {
      // The 200 answer is catalogueSchema, already serialised by the store; tests parse it with
      // the schema.
      schema: { querystring: catalogueQuerySchema, response: { 304: z.undefined() } },
    },
    async (request, reply) => {
      const context = tenantContext(request);
      await assertMayReadCatalogue(database, context);
      // The version alone first: a station holding it is answered without building the catalogue.
      const version = await catalogueVersion(database, context.tenantId);
      if (request.query.version === version) return reply.code(304).send(undefined);
      const json = await loadCatalogueJson(database, context.tenantId, version);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
}
