// The bulk price change: a preview of every old and new price, then the apply that writes them in
// one transaction, audited and published as sales.catalogue.changed. Both need productsEdit.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkPriceRequestSchema,
  bulkPriceResultSchema,
  PRODUCT_IMPORT_PATHS,
} from '@shared/sales/products-import';
import { recordAudit } from '../auth/audit-log';
import { tenantContext } from '../auth/request-context';
import { conflict, uniqueViolation } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { applyBulkPrice, bulkPriceLines } from './products-bulk-price-store';
import { assertMayEditProducts, publishCatalogueChanged } from './products-import-access';
import { tenantCurrency } from './products-import-store';

const route = {
  schema: { body: bulkPriceRequestSchema, response: { 200: bulkPriceResultSchema } },
};

/** Mounts the two calls in `scope`, the products file's scope (tenant and causing socket set). */
export function registerBulkPriceRoutes(
  scope: FastifyInstance,
  { database, realtime }: Pick<ModuleDependencies, 'database' | 'realtime'>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(PRODUCT_IMPORT_PATHS.bulkPricePreview, route, async (request) => {
    const context = tenantContext(request);
    assertMayEditProducts(context);
    const { productCount, lines } = await bulkPriceLines(database, context.tenantId, request.body);
    const currency = await tenantCurrency(database, context.tenantId);
    return { currency, productCount, lines, applied: false };
  });

  app.post(PRODUCT_IMPORT_PATHS.bulkPrice, route, async (request) => {
    const context = tenantContext(request);
    assertMayEditProducts(context);
    const { change } = request.body;
    const result = await database
      .transaction(async (tx) => {
        const { productCount, lines, products } = await bulkPriceLines(
          tx,
          context.tenantId,
          request.body,
        );
        await applyBulkPrice(tx, context.tenantId, products, lines, change);
        const changed = lines.filter((entry) => entry.newPriceMinor !== entry.oldPriceMinor);
        await recordAudit(tx, context, {
          action: 'sales.products.bulk_price',
          targetType: 'sales.catalogue',
          targetId: null,
          after: { change, productCount, pricesChanged: changed.length },
        });
        return { productCount, lines, changed: changed.length };
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) === null) throw error;
        throw conflict('The products changed meanwhile. Preview the change again.');
      });
    if (result.changed > 0) await publishCatalogueChanged(realtime, request, context.tenantId);
    const currency = await tenantCurrency(database, context.tenantId);
    return { currency, productCount: result.productCount, lines: result.lines, applied: true };
  });
}
