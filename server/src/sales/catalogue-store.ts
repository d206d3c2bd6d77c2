// What a sale is priced with: per product its name, tax, price, variants and modifier options,
// read from the catalogue in the caller's tenant. (H1 of issue 15 owns this file and the tables;
// this is the interface the sales core codes against until the catalogue lands.)
import { RATE_SCALE } from '@shared/sales/money';
import type { Queryable } from '../db/database';

export interface ProductPricing {
  id: string;
  name: string;
  active: boolean;
  isGiftCard: boolean;
  priceMinor: number;
  /** Thousandths of a percent (money.ts RATE_SCALE); 0 without a tax. */
  taxRate: number;
  taxInclusive: boolean;
  variants: { id: string; name: string; priceMinor: number }[];
  modifierOptions: { id: string; name: string; priceDeltaMinor: number }[];
}

interface PricingRow {
  id: string;
  name: string;
  active: boolean;
  is_gift_card: boolean;
  price_minor: string | number;
  rate_percent: string | number | null;
  inclusive: boolean | null;
  variants: { id: string; name: string; priceMinor: number }[];
  options: { id: string; name: string; priceDeltaMinor: number }[];
}

/** The products of `productIds` found in the tenant (inactive ones too), by id. */
export async function loadPricingFor(
  db: Queryable,
  tenantId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductPricing>> {
  const rows = await db.query<PricingRow>(
    `SELECT p.id, p.name, p.active, p.is_gift_card, p.price_minor, t.rate_percent, t.inclusive,
            COALESCE((SELECT json_agg(json_build_object('id', v.id, 'name', v.name,
                                                        'priceMinor', v.price_minor)
                                      ORDER BY v.position)
                        FROM sales_product_variants v
                       WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id), '[]') AS variants,
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name,
                                                        'priceDeltaMinor', o.price_delta_minor))
                        FROM sales_product_modifier_groups pg
                        JOIN sales_modifier_options o
                          ON o.tenant_id = pg.tenant_id AND o.group_id = pg.group_id
                       WHERE pg.tenant_id = p.tenant_id AND pg.product_id = p.id), '[]') AS options
       FROM sales_products p
       LEFT JOIN sales_product_categories c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
       LEFT JOIN sales_taxes t
         ON t.tenant_id = p.tenant_id AND t.id = COALESCE(p.tax_id, c.default_tax_id)
      WHERE p.tenant_id = $1 AND p.id = ANY($2::uuid[])`,
    [tenantId, [...productIds]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        active: row.active,
        isGiftCard: row.is_gift_card,
        priceMinor: Number(row.price_minor),
        taxRate: Math.round(Number(row.rate_percent ?? 0) * (RATE_SCALE / 100)),
        taxInclusive: row.inclusive === true,
        variants: row.variants,
        modifierOptions: row.options,
      },
    ]),
  );
}
