// The sales core's part of the demo seed (demo-seed.md, "Sales data every fresh start has"):
// Harbor Coffee's gift cards HC-1000-0001 ($25.00) and HC-1000-0002 ($0.00) with their ledger,
// and three weeks of past sales by Max and Casey at its two locations (sold in a browser, so in
// each location's browser series: no stations exist on a fresh start), deterministic for a given
// day so that reports and transactions show the same on every fresh start.
import { cartTotals, type PricedLine } from '@shared/sales/cart-totals';
import { demoAccountId, seedPerTenant } from '../db/demo-seed';
import type { Queryable } from '../db/database';
import { loadPricingFor, type ProductPricing } from './catalogue-store';
import { createGiftCard, moveGiftCardBalance } from './gift-cards-store';
import { formatReceiptNumber, receiptSeriesFor } from './receipt-series-store';
import { rebuildSalesReportRollups } from './report-rollups-store';

interface DemoSalesHistory {
  giftCards: readonly { code: string; balanceMinor: number }[];
  currency: string;
  staffEmails: readonly string[];
  days: number;
  /** Sales per location and day: the least, and how many more at most. */
  salesPerDay: { least: number; spread: number };
}

/** By tenant name (db/demo-seed.ts). */
export const DEMO_SALES_HISTORY: Readonly<Record<string, DemoSalesHistory>> = {
  'Harbor Coffee': {
    giftCards: [
      { code: 'HC-1000-0001', balanceMinor: 2500 },
      { code: 'HC-1000-0002', balanceMinor: 0 },
    ],
    currency: 'USD',
    staffEmails: ['max.manager@harbor.example', 'casey.cashier@harbor.example'],
    days: 21,
    salesPerDay: { least: 8, spread: 8 },
  },
};

export const giftCardsSeed = seedPerTenant(DEMO_SALES_HISTORY, async ({ tx }, tenantId, data) => {
  for (const { code, balanceMinor } of data.giftCards) {
    const card = await createGiftCard(tx, tenantId, code, data.currency);
    await moveGiftCardBalance(tx, tenantId, card, 'issued', balanceMinor, {
      saleId: null,
      receiptNumber: null,
    });
  }
});

/** Park–Miller: the same numbers on every start, so the demo is the same everywhere. */
function numbers(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % below;
  };
}

interface SeedLine {
  product: ProductPricing;
  variant: ProductPricing['variants'][number] | null;
  priced: PricedLine;
}

function pickLines(products: readonly ProductPricing[], next: (below: number) => number) {
  const lines: SeedLine[] = [];
  const count = 1 + next(3);
  for (let index = 0; index < count; index += 1) {
    const product = products[next(products.length)];
    if (product === undefined) continue;
    const variant =
      product.variants.length === 0
        ? null
        : (product.variants[next(product.variants.length)] ?? null);
    lines.push({
      product,
      variant,
      priced: {
        unitPriceMinor: variant?.priceMinor ?? product.priceMinor,
        quantity: 1 + (next(5) === 0 ? 1 : 0),
        discount: null,
        taxRate: product.taxRate,
        taxInclusive: product.taxInclusive,
      },
    });
  }
  return lines;
}

/** Inserts `rows` into `table` in one statement; columns left out take their defaults. */
async function insertRows(
  tx: Queryable,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${columns})
     SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** The tenant's active products a till sells (gift cards aside), priced, by name. */
export async function sellableProducts(tx: Queryable, tenantId: string): Promise<ProductPricing[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM sales_products WHERE tenant_id = $1 AND active AND NOT is_gift_card
      ORDER BY name, id`,
    [tenantId],
  );
  const pricing = await loadPricingFor(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => pricing.get(row.id) ?? []);
}

export const salesHistorySeed = seedPerTenant(
  DEMO_SALES_HISTORY,
  async ({ tx }, tenantId, data) => {
    const products = await sellableProducts(tx, tenantId);
    if (products.length === 0) return;
    const staff = await Promise.all(data.staffEmails.map((email) => demoAccountId(tx, email)));
    const locations = await tx.query<{ id: string }>(
      'SELECT id FROM locations WHERE tenant_id = $1 ORDER BY is_default DESC, name LIMIT 2',
      [tenantId],
    );
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const sales: Record<string, unknown>[] = [];
    const lines: Record<string, unknown>[] = [];
    const tenders: Record<string, unknown>[] = [];
    for (const [locationIndex, location] of locations.entries()) {
      const series = await receiptSeriesFor(tx, tenantId, location.id, null);
      let number = series.nextNumber;
      const next = numbers(7_919 * (locationIndex + 1));
      for (let day = data.days; day >= 1; day -= 1) {
        const salesToday = data.salesPerDay.least + next(data.salesPerDay.spread + 1);
        for (let index = 0; index < salesToday; index += 1) {
          const saleLines = pickLines(products, next);
          const totals = cartTotals(
            saleLines.map((line) => line.priced),
            null,
          );
          const id = crypto.randomUUID();
          // Opening hours 7:00–19:00 in San Francisco (UTC−8): 15:00–03:00 UTC.
          const minutes = 15 * 60 + Math.floor(((index + next(100) / 100) * 12 * 60) / salesToday);
          const capturedAt = new Date(today.getTime() - day * 86_400_000 + minutes * 60_000);
          const byCard = next(2) === 0;
          sales.push({
            id,
            tenant_id: tenantId,
            location_id: location.id,
            account_id: staff[next(staff.length)],
            series_id: series.id,
            receipt_number: formatReceiptNumber(series.prefix, number),
            currency: data.currency,
            subtotal_minor: totals.subtotalMinor,
            discount_minor: totals.discountMinor,
            tax_minor: totals.taxMinor,
            total_minor: totals.totalMinor,
            change_minor: 0,
            captured_at: capturedAt.toISOString(),
            created_at: capturedAt.toISOString(),
          });
          number += 1;
          saleLines.forEach((line, position) => {
            const lineTotals = totals.lines[position];
            lines.push({
              tenant_id: tenantId,
              sale_id: id,
              position,
              product_id: line.product.id,
              variant_id: line.variant?.id ?? null,
              name: line.product.name,
              variant_name: line.variant?.name ?? null,
              quantity: line.priced.quantity,
              unit_price_minor: line.priced.unitPriceMinor,
              tax_rate: line.priced.taxRate,
              tax_inclusive: line.priced.taxInclusive,
              gross_minor: lineTotals?.grossMinor,
              line_discount_minor: lineTotals?.lineDiscountMinor,
              sale_discount_minor: lineTotals?.saleDiscountMinor,
              net_minor: lineTotals?.netMinor,
              tax_minor: lineTotals?.taxMinor,
              total_minor: lineTotals?.totalMinor,
            });
          });
          tenders.push({
            tenant_id: tenantId,
            sale_id: id,
            position: 0,
            kind: byCard ? 'card' : 'cash',
            amount_minor: totals.totalMinor,
            given_minor: byCard ? null : totals.totalMinor,
            change_minor: byCard ? null : 0,
            card_last4: byCard ? '4242' : null,
            created_at: capturedAt.toISOString(),
          });
        }
      }
      await tx.query('UPDATE sales_receipt_series SET next_number = $2 WHERE id = $1', [
        series.id,
        number,
      ]);
    }
    await insertRows(tx, 'sales', sales);
    await insertRows(tx, 'sale_lines', lines);
    await insertRows(tx, 'sale_tenders', tenders);
    await rebuildSalesReportRollups(tx, tenantId);
  },
);
