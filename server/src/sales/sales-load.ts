// Load data for benchmarks (`npm run seed:load`, suite-apps.md "Demo and load data"): past sales
// in one tenant, spread over its first two locations' browser series and the last few months,
// each one line of a catalogue product (its first size) in cash or by card. Set-based SQL through
// a temporary table, so 100,000 sales take seconds, not minutes; the numbers continue each series
// without gaps.
import type { Queryable } from '../db/database';
import { sellableProducts } from './history-seed';
import { receiptSeriesFor } from './receipt-series-store';
import { rebuildSalesReportRollups } from './report-rollups-store';

/** Adds `count` sales; resolves to how many sales the tenant has. */
export async function seedSalesLoad(
  tx: Queryable,
  tenantId: string,
  count: number,
  staffIds: readonly string[],
): Promise<number> {
  const products = (await sellableProducts(tx, tenantId)).map((product, index) => ({
    idx: index,
    id: product.id,
    name: product.name,
    variant_id: product.variants[0]?.id ?? null,
    variant_name: product.variants[0]?.name ?? null,
    price: product.variants[0]?.priceMinor ?? product.priceMinor,
    rate: product.taxRate,
    inclusive: product.taxInclusive,
  }));
  if (products.length === 0 || staffIds.length === 0) {
    throw new Error('The tenant has no products or no staff to sell them.');
  }
  const locations = await tx.query<{ id: string }>(
    'SELECT id FROM locations WHERE tenant_id = $1 ORDER BY is_default DESC, name LIMIT 2',
    [tenantId],
  );
  const series = [];
  for (const [idx, location] of locations.entries()) {
    const found = await receiptSeriesFor(tx, tenantId, location.id, null);
    series.push({
      idx,
      location_id: location.id,
      id: found.id,
      prefix: found.prefix,
      next_number: found.nextNumber,
    });
  }
  await tx.query(
    `CREATE TEMPORARY TABLE load_sales ON COMMIT DROP AS
     WITH picked AS (
       SELECT g, gen_random_uuid() AS id, p.id AS product_id, p.name, p.variant_id,
              p.variant_name, p.price, p.rate, p.inclusive, 1 + g % 3 AS quantity,
              s.id AS series_id, s.location_id, s.prefix,
              s.next_number - 1 + row_number() OVER (PARTITION BY s.idx ORDER BY g) AS number,
              ($4::uuid[])[1 + g % cardinality($4::uuid[])] AS account_id,
              now() - g * interval '77 seconds' AS captured_at
         FROM generate_series(1, $1::int) g
         JOIN jsonb_to_recordset($2::jsonb) AS p(idx int, id uuid, name text, variant_id uuid,
                variant_name text, price bigint, rate int, inclusive boolean)
           ON p.idx = (g * 7919) % $5::int
         JOIN jsonb_to_recordset($3::jsonb) AS s(idx int, id uuid, location_id uuid, prefix text,
                next_number int)
           ON s.idx = g % $6::int)
     SELECT picked.*, price * quantity AS net,
            CASE WHEN inclusive THEN price * quantity - round(price * quantity * 100000.0 / (100000 + rate))
                 ELSE round(price * quantity * rate / 100000.0) END::bigint AS tax
       FROM picked`,
    [
      count,
      JSON.stringify(products),
      JSON.stringify(series),
      staffIds,
      products.length,
      series.length,
    ],
  );
  await tx.query(
    `INSERT INTO sales (id, tenant_id, location_id, account_id, series_id, receipt_number, currency,
                        subtotal_minor, discount_minor, tax_minor, total_minor, captured_at,
                        created_at)
     SELECT id, $1, location_id, account_id, series_id,
            prefix || '-' || CASE WHEN number >= 1000000 THEN number::text
                                  ELSE lpad(number::text, 6, '0') END,
            'USD', net, 0, tax, CASE WHEN inclusive THEN net ELSE net + tax END, captured_at,
            captured_at
       FROM load_sales`,
    [tenantId],
  );
  await tx.query(
    `INSERT INTO sale_lines (tenant_id, sale_id, position, product_id, variant_id, name,
                             variant_name, quantity, unit_price_minor, tax_rate, tax_inclusive,
                             gross_minor, line_discount_minor, sale_discount_minor, net_minor,
                             tax_minor, total_minor)
     SELECT $1, id, 0, product_id, variant_id, name, variant_name, quantity, price, rate,
            inclusive, net, 0, 0, net, tax, CASE WHEN inclusive THEN net ELSE net + tax END
       FROM load_sales`,
    [tenantId],
  );
  await tx.query(
    `INSERT INTO sale_tenders (tenant_id, sale_id, position, kind, amount_minor, given_minor,
                               change_minor, card_last4, created_at)
     SELECT $1, id, 0, CASE WHEN g % 2 = 0 THEN 'card' ELSE 'cash' END, total,
            CASE WHEN g % 2 = 0 THEN NULL ELSE total END, CASE WHEN g % 2 = 0 THEN NULL ELSE 0 END,
            CASE WHEN g % 2 = 0 THEN '4242' END, captured_at
       FROM (SELECT g, id, captured_at,
                    CASE WHEN inclusive THEN net ELSE net + tax END AS total FROM load_sales) t`,
    [tenantId],
  );
  for (const one of series) {
    await tx.query(
      `UPDATE sales_receipt_series
          SET next_number = next_number + (SELECT count(*) FROM load_sales WHERE series_id = $1)
        WHERE id = $1`,
      [one.id],
    );
  }
  await rebuildSalesReportRollups(tx, tenantId);
  const [total] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sales WHERE tenant_id = $1',
    [tenantId],
  );
  return total?.n ?? 0;
}
