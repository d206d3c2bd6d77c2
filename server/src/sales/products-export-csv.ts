// The products export: the products as the import's CSV (docs/sales-products-import.md), one row
// per product or per variant, so an exported file imported again changes nothing.
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shared/sales/products-import';
import { csvLine, formatPrice } from './products-import-csv';
import type { FileProduct } from './products-import-store';

function productRows(product: FileProduct, currency: string): Record<ProductCsvColumn, string>[] {
  const shared = {
    id: product.id,
    name: product.name,
    category: product.categoryName ?? '',
    tax: product.taxName ?? '',
    plu: product.plu ?? '',
    status: product.status,
    'stock tracked': product.stockTracked ? 'yes' : 'no',
  };
  if (product.variants.length === 0) {
    return [
      {
        ...shared,
        variant: '',
        price: formatPrice(product.priceMinor, currency),
        barcode: product.barcode ?? '',
      },
    ];
  }
  return product.variants.map((variant) => ({
    ...shared,
    variant: variant.name,
    price: formatPrice(variant.priceMinor, currency),
    barcode: variant.barcode ?? '',
  }));
}

/** The whole file, with a byte-order mark so spreadsheets read it as UTF-8. */
export function productsCsv(products: readonly FileProduct[], currency: string): string {
  const lines = products.flatMap((product) =>
    productRows(product, currency).map((row) =>
      csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column])),
    ),
  );
  return `\uFEFF${csvLine(PRODUCT_CSV_COLUMNS)}${lines.join('')}`;
}
