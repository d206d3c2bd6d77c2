// The sales reports' daily rollups (sales_report_rollups, migration 0018): the report facts
// (report-facts.ts) summed per location and shop-local day, whole and by hour, staff, station,
// tender, product and category, so a month's report reads a few thousand rows, not every sale.
// Every write of a sale, a refund or a void calls its rollUp* in the same transaction; seeds that
// insert sales directly rebuild their tenant's. A report reads them only when they answer
// exactly as the sales would (rollupsServe); otherwise it reads the sales.
import type { ReportGrouping } from '@shared/sales/reports';
import type { Queryable } from '../db/database';
import { BY_LINE, factsSql, tenderFactsSql, type FactSource } from './report-facts';

/** The groupings rolled up; `none` rows also give the day and location breakdowns. */
type RolledUp = Exclude<ReportGrouping, 'day' | 'location'> | 'none';
const ROLLED_UP: readonly RolledUp[] = ['none', 'hour', 'staff', 'station', 'product', 'category'];

const KEY_COLUMNS = 'tenant_id, grouped_by, day, location_id, key, category_key, time_zone';
const SUM_COLUMNS = [
  'sales',
  'refunds_count',
  'voids',
  'gross',
  'discounts',
  'refunds',
  'tax',
  'gift_cards',
  'payments',
  'amount',
] as const;

/** Every rollup row of `source`'s facts, summed per key (so one statement writes each once). */
function rollupRowsSql(source: FactSource): string {
  const place = 'f.tenant_id, f.location_id, f.day, f.time_zone';
  const groups = ROLLED_UP.map(
    (by) => `
    SELECT ${place}, '${by}' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
           count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
           0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
           sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
           0 AS payments, 0 AS amount, ${BY_LINE.has(by) ? 'min(f.name)' : 'NULL::text'} AS name
      FROM (${factsSql(by, source)}) f
     GROUP BY ${place}, f.key, f.category_key`,
  );
  const tenders = `
    SELECT ${place}, 'tender', f.kind, f.category_key, 0, 0, 0, 0, 0, 0, 0, 0,
           sum(f.payments), sum(f.amount), NULL
      FROM (${tenderFactsSql(source)}) f
     GROUP BY ${place}, f.kind, f.category_key`;
  const voids = `
    SELECT s.tenant_id, s.location_id, (s.captured_at AT TIME ZONE z.time_zone)::date,
           z.time_zone, 'none', '', '', 0, 0, count(*), 0, 0, 0, 0, 0, 0, 0, NULL
      FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
     WHERE ${source.sales('s')} AND s.state = 'voided'
     GROUP BY 1, 2, 3, 4`;
  const sums = SUM_COLUMNS.map((column) => `sum(u.${column})`).join(', ');
  // In key order, so two sales at once lock their shared rows in the same order.
  return `
    SELECT ${KEY_COLUMNS}, ${sums}, min(u.name)
      FROM (${[...groups, tenders, voids].join(' UNION ALL ')}) u
     GROUP BY ${KEY_COLUMNS}
     ORDER BY ${KEY_COLUMNS}`;
}

/** Adds `source`'s facts to the rollups. */
async function addToRollups(
  tx: Queryable,
  source: FactSource,
  params: readonly unknown[],
): Promise<void> {
  const added = SUM_COLUMNS.map((column) => `${column} = r.${column} + excluded.${column}`);
  await tx.query(
    `INSERT INTO sales_report_rollups AS r (${KEY_COLUMNS}, ${SUM_COLUMNS.join(', ')}, name)
     ${rollupRowsSql(source)}
     ON CONFLICT (${KEY_COLUMNS}) DO UPDATE
       SET ${added.join(', ')}, name = LEAST(r.name, excluded.name)`,
    params,
  );
}

const NOTHING = () => 'false';

/** Rolls up the sale `saleId` just completed ($1 tenant, $2 sale). */
export function rollUpSale(tx: Queryable, tenantId: string, saleId: string): Promise<void> {
  const bySale = (alias: string) => `${alias}.tenant_id = $1 AND ${alias}.id = $2`;
  return addToRollups(
    tx,
    { sales: bySale, refunds: NOTHING, giftCardLines: 'l.sale_id = $2', placed: true },
    [tenantId, saleId],
  );
}

/** Rolls up the refund `refundId` just given. */
export function rollUpRefund(tx: Queryable, tenantId: string, refundId: string): Promise<void> {
  const byRefund = (alias: string) => `${alias}.tenant_id = $1 AND ${alias}.id = $2`;
  return addToRollups(
    tx,
    { sales: NOTHING, refunds: byRefund, giftCardLines: 'false', placed: true },
    [tenantId, refundId],
  );
}

/**
 * Rolls the day of the sale `saleId`, just voided, up again from its sales: a void takes a sale
 * out of every figure and may leave a group empty, which only a recount removes.
 */
export async function rollUpVoid(tx: Queryable, tenantId: string, saleId: string): Promise<void> {
  const [day] = await tx.query<{ location_id: string; day: string }>(
    `SELECT s.location_id, (s.captured_at AT TIME ZONE z.time_zone)::date::text AS day
       FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
      WHERE s.tenant_id = $1 AND s.id = $2`,
    [tenantId, saleId],
  );
  if (day === undefined) return;
  await tx.query(
    'DELETE FROM sales_report_rollups WHERE tenant_id = $1 AND location_id = $2 AND day = $3',
    [tenantId, day.location_id, day.day],
  );
  // The day's bounds in the location's zone; the same as the zone's for its refunds.
  const onTheDay = (alias: string) =>
    `${alias}.tenant_id = $1 AND ${alias}.location_id = $2
     AND ${alias}.captured_at >= ($3::date)::timestamp AT TIME ZONE
           (SELECT time_zone FROM locations WHERE tenant_id = $1 AND id = $2)
     AND ${alias}.captured_at < ($3::date + 1)::timestamp AT TIME ZONE
           (SELECT time_zone FROM locations WHERE tenant_id = $1 AND id = $2)`;
  await addToRollups(
    tx,
    { sales: onTheDay, refunds: onTheDay, giftCardLines: 'l.tenant_id = $1', placed: true },
    [tenantId, day.location_id, day.day],
  );
}

/** Rolls up every sale and refund of the tenant again (after seeding sales directly). */
export async function rebuildSalesReportRollups(tx: Queryable, tenantId: string): Promise<void> {
  await tx.query('DELETE FROM sales_report_rollups WHERE tenant_id = $1', [tenantId]);
  const ofTenant = (alias: string) => `${alias}.tenant_id = $1`;
  await addToRollups(
    tx,
    { sales: ofTenant, refunds: ofTenant, giftCardLines: 'l.tenant_id = $1', placed: true },
    [tenantId],
  );
}

/**
 * Whether the rollups answer for the report scope ($1 tenant, $2 from, $3 to, $4 zone, $5
 * location or null) as the sales would: every location in it counted days in the report's zone
 * (not so after a location moved zone, or for all locations across zones; ±2 days covers the
 * widest gap between zones), and, by category, every product in the category it has now.
 */
export function rollupsServeSql(by: ReportGrouping | 'none'): string {
  const rows = (grouping: string, days: string) =>
    `FROM sales_report_rollups r
      WHERE r.tenant_id = $1 AND r.grouped_by = '${grouping}' AND ${days}
        AND ($5::uuid IS NULL OR r.location_id = $5)`;
  const zones = `NOT EXISTS (SELECT 1 ${rows('none', 'r.day BETWEEN $2::date - 2 AND $3::date + 2')}
                               AND r.time_zone <> $4)`;
  if (by !== 'category') return `SELECT ${zones} AS serve`;
  return `SELECT ${zones} AND NOT EXISTS (
            SELECT 1 ${rows('product', 'r.day BETWEEN $2::date AND $3::date')}
               AND r.category_key <> COALESCE(
                     (SELECT p.category_id::text FROM sales_products p
                       WHERE p.id = NULLIF(r.key, '')::uuid), '')) AS serve`;
}

/** What `by` is keyed by in the rollups' rows `r`. */
const ROLLUP_KEYS: Record<ReportGrouping | 'none' | 'tender', string> = {
  none: 'NULL::text',
  tender: 'r.key',
  hour: `NULLIF(r.key, '')`,
  day: `to_char(r.day, 'YYYY-MM-DD')`,
  product: `NULLIF(r.key, '')`,
  category: `NULLIF(r.key, '')`,
  staff: `NULLIF(r.key, '')`,
  station: `NULLIF(r.key, '')`,
  location: 'r.location_id::text',
};

/** The rolled-up facts of the report scope, grouped by `by`: key, name and the sums. */
export function rolledUpSql(by: ReportGrouping | 'none' | 'tender'): string {
  const grouping = by === 'day' || by === 'location' ? 'none' : by;
  return `
    SELECT ${ROLLUP_KEYS[by]} AS key, r.name, ${SUM_COLUMNS.map((c) => `r.${c}`).join(', ')}
      FROM sales_report_rollups r
     WHERE r.tenant_id = $1 AND r.grouped_by = '${grouping}' AND r.time_zone = $4
       AND r.day BETWEEN $2::date AND $3::date AND ($5::uuid IS NULL OR r.location_id = $5)`;
}
