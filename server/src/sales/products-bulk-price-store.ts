// The bulk price change (src/shared/sales/products-import.ts): the new price of each product and
// variant a change selects, rounded by money.ts's one rule, and the writes that set them. Gift
// card products are left out: their price is chosen at the till.
import {
  MAX_BULK_PRICE_PRODUCTS,
  type BulkPriceChange,
  type BulkPriceLine,
  type BulkPriceRequest,
} from '@shared/sales/products-import';
import { divideRounded, MAX_AMOUNT_MINOR, RATE_SCALE } from '@shared/sales/money';
import type { Queryable } from '../db/database';
import { notFoundInTenant, validationFailed } from '../http/errors';
import { loadFileProducts, type FileProduct } from './products-import-store';

/** A filter selecting more than this is refused: narrow it first. */
export const MAX_BULK_PRICE_FILTERED = 10_000;

/** The price after `change`, or null when it would pass the largest amount there is. */
export function changedPrice(oldMinor: number, change: BulkPriceChange): number | null {
  let price: number;
  switch (change.mode) {
    case 'set':
      price = change.amountMinor;
      break;
    case 'increase':
      price = oldMinor + change.amountMinor;
      break;
    case 'decrease':
      price = oldMinor - change.amountMinor;
      break;
    case 'increasePercent':
    case 'decreasePercent': {
      const product = oldMinor * change.percent;
      if (!Number.isSafeInteger(product)) return null;
      const delta = divideRounded(product, RATE_SCALE);
      price = change.mode === 'increasePercent' ? oldMinor + delta : oldMinor - delta;
      break;
    }
  }
  // A decrease stops at free rather than below it.
  if (price < 0) return 0;
  return price > MAX_AMOUNT_MINOR ? null : price;
}

async function targetProducts(
  db: Queryable,
  tenantId: string,
  target: BulkPriceRequest['target'],
): Promise<FileProduct[]> {
  if (target.kind === 'filter') {
    const products = await loadFileProducts(db, tenantId, target.filter);
    if (products.length > MAX_BULK_PRICE_FILTERED) {
      throw validationFailed(
        `The filter selects ${products.length.toLocaleString('en-US')} products; a bulk price change takes at most ${MAX_BULK_PRICE_FILTERED.toLocaleString('en-US')}. Narrow the filter.`,
      );
    }
    return products;
  }
  const ids = [...new Set(target.productIds.map((id) => id.toLowerCase()))].slice(
    0,
    MAX_BULK_PRICE_PRODUCTS,
  );
  const all = await loadFileProducts(db, tenantId, null);
  const byId = new Map(all.map((product) => [product.id, product]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFoundInTenant('product', missing);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function line(
  product: FileProduct,
  priced: { id: string | null; name: string | null; priceMinor: number },
  change: BulkPriceChange,
): BulkPriceLine {
  const newPriceMinor = changedPrice(priced.priceMinor, change);
  if (newPriceMinor === null) {
    const what = priced.name === null ? product.name : `${product.name} (${priced.name})`;
    throw validationFailed(`The new price of ${what} would be above the largest amount allowed.`);
  }
  return {
    productId: product.id,
    productName: product.name,
    variantId: priced.id,
    variantName: priced.name,
    oldPriceMinor: priced.priceMinor,
    newPriceMinor,
  };
}

/**
 * Every price the change touches: a product's own, or its variants' when it has some (its own
 * price then follows the same change, unseen).
 */
export async function bulkPriceLines(
  db: Queryable,
  tenantId: string,
  request: { target: BulkPriceRequest['target']; change: BulkPriceChange },
): Promise<{ productCount: number; lines: BulkPriceLine[]; products: FileProduct[] }> {
  const products = (await targetProducts(db, tenantId, request.target)).filter(
    (product) => !product.isGiftCard,
  );
  const lines = products.flatMap((product) =>
    product.variants.length === 0
      ? [line(product, { id: null, name: null, priceMinor: product.priceMinor }, request.change)]
      : product.variants.map((variant) => line(product, variant, request.change)),
  );
  return { productCount: products.length, lines, products };
}

/** Writes the lines' new prices (and the own price of products with variants) in two statements. */
export async function applyBulkPrice(
  tx: Queryable,
  tenantId: string,
  products: readonly FileProduct[],
  lines: readonly BulkPriceLine[],
  change: BulkPriceChange,
): Promise<void> {
  const own = products.map((product) => ({
    id: product.id,
    price: changedPrice(product.priceMinor, change) ?? product.priceMinor,
  }));
  await tx.query(
    `UPDATE sales_products p SET price_minor = x.price
       FROM unnest($2::uuid[], $3::bigint[]) AS x(id, price)
      WHERE p.tenant_id = $1 AND p.id = x.id AND p.price_minor <> x.price`,
    [tenantId, own.map((entry) => entry.id), own.map((entry) => entry.price)],
  );
  const variants = lines.filter((entry) => entry.variantId !== null);
  await tx.query(
    `UPDATE sales_product_variants v SET price_minor = x.price
       FROM unnest($2::uuid[], $3::bigint[]) AS x(id, price)
      WHERE v.tenant_id = $1 AND v.id = x.id AND v.price_minor <> x.price`,
    [
      tenantId,
      variants.map((entry) => entry.variantId),
      variants.map((entry) => entry.newPriceMinor),
    ],
  );
}
