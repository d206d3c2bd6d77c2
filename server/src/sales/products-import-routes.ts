// The products file (src/shared/sales/products-import.ts): validate a CSV into its row-by-row
// report (nothing written), accept exactly what was validated in one transaction, and export the
// filtered products in the same format; and, in the same scope, the bulk price change. Writes
// need sales.productsEdit; the export productsView.
import { createHash } from 'node:crypto';
import {
  importAcceptSchema,
  importFileSchema,
  importReportSchema,
  importResultSchema,
  MAX_IMPORT_CHARACTERS,
  PRODUCT_IMPORT_PATHS,
  productFilterSchema,
} from '@shared/sales/products-import';
import { recordAudit } from '../auth/audit-log';
import { tenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, uniqueViolation, validationFailed } from '../http/errors';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { catalogueVersion } from './catalogue-store';
import { productsCsv } from './products-export-csv';
import { registerBulkPriceRoutes } from './products-bulk-price-routes';
import {
  assertMayEditProducts,
  assertMayViewProducts,
  publishCatalogueChanged,
} from './products-import-access';
import { CsvFileError } from './products-import-csv';
import {
  loadFileProducts,
  loadImportCatalogue,
  applyImport,
  tenantCurrency,
} from './products-import-store';
import { planImport, type ImportPlan } from './products-import-validate';

/** The file and the catalogue as validated: the accept is refused if either changed. */
const tokenOf = (version: string, csv: string) =>
  `${version}.${createHash('sha256').update(csv).digest('hex')}`;

async function checkFile(
  db: Queryable,
  tenantId: string,
  csv: string,
): Promise<{ plan: ImportPlan; token: string }> {
  const version = await catalogueVersion(db, tenantId);
  const { catalogue, codes } = await loadImportCatalogue(db, tenantId);
  try {
    return { plan: planImport(csv, catalogue, codes), token: tokenOf(version, csv) };
  } catch (error) {
    if (error instanceof CsvFileError) throw validationFailed(error.message);
    throw error;
  }
}

/** A JSON body holding the file, escaped: room for the largest file with every character escaped twice. */
const BODY_LIMIT = MAX_IMPORT_CHARACTERS * 2 + 10_000;

export const productsImportRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  app.post(
    PRODUCT_IMPORT_PATHS.validate,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: importFileSchema, response: { 200: importReportSchema } },
    },
    async (request) => {
      const context = tenantContext(request);
      assertMayEditProducts(context);
      const { plan, token } = await checkFile(database, context.tenantId, request.body.csv);
      return { token, rows: plan.rows, counts: plan.counts, newCategories: plan.newCategories };
    },
  );

  app.post(
    PRODUCT_IMPORT_PATHS.accept,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: importAcceptSchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const context = tenantContext(request);
      assertMayEditProducts(context);
      const { csv, token, skipErrorRows } = request.body;
      const result = await database
        .transaction(async (tx) => {
          const checked = await checkFile(tx, context.tenantId, csv);
          if (checked.token !== token) {
            throw conflict(
              'The catalogue or the file changed since the file was checked. Check the file again.',
            );
          }
          const { plan } = checked;
          if (plan.counts.error > 0 && !skipErrorRows) {
            throw validationFailed(
              `${plan.counts.error} rows have problems: fix them, or choose to import only the valid rows.`,
            );
          }
          const written = await applyImport(tx, context.tenantId, plan);
          await recordAudit(tx, context, {
            action: 'sales.products.import',
            targetType: 'sales.catalogue',
            targetId: null,
            after: written,
          });
          return written;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) === null) throw error;
          throw conflict(
            'A barcode, PLU or name in the file is already in use. Check the file again.',
          );
        });
      if (result.created + result.updated > 0) {
        await publishCatalogueChanged(realtime, request, context.tenantId);
      }
      return result;
    },
  );

  app.get(
    PRODUCT_IMPORT_PATHS.export,
    { schema: { querystring: productFilterSchema } },
    async (request, reply) => {
      const context = tenantContext(request);
      assertMayViewProducts(context);
      const products = await loadFileProducts(database, context.tenantId, request.query);
      const currency = await tenantCurrency(database, context.tenantId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(productsCsv(products, currency));
    },
  );

  registerBulkPriceRoutes(app, deps);
});
