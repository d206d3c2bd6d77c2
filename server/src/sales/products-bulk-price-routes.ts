// The bulk price change: a preview of every old and new price, then the apply that writes them in
// one transaction, audited and published as sales.catalogue.changed. Both need productsEdit.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  bulkPriceRequestSchema,
  bulkPriceResultSchema,
  PRODUCT_IMPORT_PATHS,
} from '@shared/sales/products-import';
import { recordAudit } from '../auth/audit-log';
import { requireTenant, tenantContext } from '../auth/request-context';
import { conflict, uniqueViolation } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { checkCausingSocketId } from '../realtime/admin-events';
import { publishTenantChanges } from '../realtime/tenant-events';
import { applyBulkPrice, bulkPriceLines } from './products-bulk-price-store';
import { assertMayEditProducts } from './products-import-routes';
import { tenantCurrency } from './products-import-store';

const route = {
  schema: { body: bulkPriceRequestSchema, response: { 200: bulkPriceResultSchema } },
};

export const productsBulkPriceRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (
  app,
  deps,
  done,
) => {
  const { database, realtime } = deps;
  requireTenant(app, deps);
  checkCausingSocketId(app);

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
    if (result.changed > 0) {
      await publishTenantChanges(realtime, request, context.tenantId, [
        { event: REALTIME_EVENTS.salesCatalogueChanged, id: null },
      ]);
    }
    const currency = await tenantCurrency(database, context.tenantId);
    return { currency, productCount: result.productCount, lines: result.lines, applied: true };
  });

  done();
};
