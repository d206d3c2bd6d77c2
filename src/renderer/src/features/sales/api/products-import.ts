// The products file and the bulk price change (src/shared/sales/products-import.ts): check a CSV,
// accept what was checked, download the export, and preview then apply a price change.
import {
  bulkPriceResultSchema,
  importReportSchema,
  importResultSchema,
  PRODUCT_IMPORT_PATHS,
  type BulkPriceRequest,
  type BulkPriceResult,
  type ImportAccept,
  type ImportReport,
  type ImportResult,
  type ProductFilter,
} from '@shared/sales/products-import';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';

export interface ProductsImportApi {
  validate(csv: string): Promise<ImportReport>;
  accept(request: ImportAccept): Promise<ImportResult>;
  exportCsv(filter: ProductFilter): Promise<Blob>;
  previewBulkPrice(request: BulkPriceRequest): Promise<BulkPriceResult>;
  applyBulkPrice(request: BulkPriceRequest): Promise<BulkPriceResult>;
}

function filterQuery(filter: ProductFilter): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function createProductsImportApi(client: HttpClient): ProductsImportApi {
  return {
    validate: (csv) => client.post(PRODUCT_IMPORT_PATHS.validate, { csv }, importReportSchema),
    accept: (request) => client.post(PRODUCT_IMPORT_PATHS.accept, request, importResultSchema),
    exportCsv: (filter) =>
      client.download({
        method: 'GET',
        path: `${PRODUCT_IMPORT_PATHS.export}${filterQuery(filter)}`,
      }),
    previewBulkPrice: (request) =>
      client.post(PRODUCT_IMPORT_PATHS.bulkPricePreview, request, bulkPriceResultSchema),
    applyBulkPrice: (request) =>
      client.post(PRODUCT_IMPORT_PATHS.bulkPrice, request, bulkPriceResultSchema),
  };
}

export function useProductsImportApi(): ProductsImportApi {
  return useSuiteApi(createProductsImportApi);
}
