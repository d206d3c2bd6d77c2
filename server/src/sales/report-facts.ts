// The facts every sales report figure is a sum of (reports-store.ts reads them for a range,
// report-rollups-store.ts rolls them up by day): each sale (voided sales left out) and, negated,
// each refund — or their lines, for the product and category breakdowns.
// Joins below the sale or refund go by id alone: the composite foreign keys already keep a line,
// a tender or a refund line in its sale's tenant, and a tenant condition on them lures the
// planner (PGlite keeps no statistics) into scanning every line of the tenant per sale.
import type { ReportGrouping } from '@shared/sales/reports';

/**
 * Which facts a query reads. A report reads a range's, hours and days in its own zone ($4); the
 * daily rollups (report-rollups-store.ts) read those of a sale, a refund or a day, each `placed`:
 * counted in its location's zone and carrying tenant_id, location_id, time_zone, day and
 * category_key (a line's product's category when rolled up).
 */
export interface FactSource {
  /** Condition on a sale (its alias given) whose facts are read. */
  sales: (alias: string) => string;
  /** Condition on a refund (its alias given) whose facts are read. */
  refunds: (alias: string) => string;
  /** Condition on the gift-card lines `l` read apart (the tenant, so the partial index serves). */
  giftCardLines: string;
  placed: boolean;
}

/** The zone a source counts hours and days in, its place columns and the join they need. */
function placing(source: FactSource, at: string, categoryKey = `''`) {
  if (!source.placed) return { zone: '$4', columns: '', join: '' };
  return {
    zone: 'z.time_zone',
    columns: `, ${at}.tenant_id, ${at}.location_id, z.time_zone,
              (${at}.captured_at AT TIME ZONE z.time_zone)::date AS day,
              ${categoryKey} AS category_key`,
    join: `JOIN locations z ON z.tenant_id = ${at}.tenant_id AND z.id = ${at}.location_id`,
  };
}

/**
 * What a fact is grouped by. `at` is the sale or the refund (time, staff, station, location
 * are the refund's own for money paid back: it happened then, there, by them); `l` the line and
 * `p` its product, for the groupings that need lines; `zone` the time zone hours and days are in.
 */
const GROUP_KEYS: Record<ReportGrouping | 'none', (at: string, zone: string) => string> = {
  none: () => `NULL::text`,
  hour: (at, zone) => `to_char(${at}.captured_at AT TIME ZONE ${zone}, 'HH24')`,
  day: (at, zone) => `to_char(${at}.captured_at AT TIME ZONE ${zone}, 'YYYY-MM-DD')`,
  product: () => `l.product_id::text`,
  category: () => `p.category_id::text`,
  staff: (at) => `${at}.account_id::text`,
  station: (at) => `${at}.install_id::text`,
  location: (at) => `${at}.location_id::text`,
};

/** Groupings that look inside a sale; the others read the sale's and refund's own totals. */
export const BY_LINE: ReadonlySet<ReportGrouping | 'none'> = new Set(['product', 'category']);

const GIFT_CARD_LINE = `l.gift_card_code IS NOT NULL`;
/** A line's gross without tax (tax inside an inclusive price taken out). */
const LINE_GROSS = `l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor`;

/**
 * The facts of `source`, keyed by `by`: a row per sale and per refund (or per line of each, for
 * product and category). Gift-card lines are money held, not sales: a row per such line takes
 * them out of gross and discounts again, found through a partial index of those few lines.
 */
export function factsSql(by: ReportGrouping | 'none', source: FactSource): string {
  if (BY_LINE.has(by)) return lineFactsSql(by, source);
  const sale = placing(source, 's');
  const refund = placing(source, 'r');
  return `
    SELECT ${GROUP_KEYS[by]('s', sale.zone)} AS key, s.id AS sale_id, NULL::uuid AS refund_id,
           NULL::text AS name,
           s.total_minor - s.tax_minor + s.discount_minor AS gross,
           s.discount_minor AS discounts,
           0 AS refunds,
           s.tax_minor AS tax,
           0 AS gift_cards ${sale.columns}
      FROM sales s ${sale.join}
     WHERE ${source.sales('s')} AND s.state <> 'voided'
    UNION ALL
    SELECT ${GROUP_KEYS[by]('s', sale.zone)}, NULL, NULL, NULL,
           -(${LINE_GROSS}),
           -(l.line_discount_minor + l.sale_discount_minor),
           0, 0,
           l.total_minor ${sale.columns}
      FROM sale_lines l
      JOIN sales s ON s.id = l.sale_id ${sale.join}
     WHERE ${source.giftCardLines} AND ${GIFT_CARD_LINE} AND ${source.sales('s')}
       AND s.state <> 'voided'
    UNION ALL
    SELECT ${GROUP_KEYS[by]('r', refund.zone)}, NULL, r.id, NULL,
           0, 0,
           r.total_minor - r.tax_minor - (g.total - g.tax),
           -r.tax_minor,
           -g.total ${refund.columns}
      FROM sale_refunds r
      JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided' ${refund.join}
     CROSS JOIN LATERAL (
           SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
             FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
            WHERE rl.refund_id = r.id AND ${GIFT_CARD_LINE}) g
     WHERE ${source.refunds('r')}`;
}

function lineFactsSql(by: ReportGrouping | 'none', source: FactSource): string {
  // Rolled up, a line keeps the category its product had, so a later move is noticed.
  const product =
    by === 'category' || source.placed ? 'LEFT JOIN sales_products p ON p.id = l.product_id' : '';
  const categoryKey = `COALESCE(p.category_id::text, '')`;
  const sale = placing(source, 's', categoryKey);
  const refund = placing(source, 'r', categoryKey);
  return `
    SELECT ${GROUP_KEYS[by]('s', sale.zone)} AS key, s.id AS sale_id, NULL::uuid AS refund_id,
           l.name,
           CASE WHEN ${GIFT_CARD_LINE} THEN 0 ELSE ${LINE_GROSS} END AS gross,
           CASE WHEN ${GIFT_CARD_LINE} THEN 0 ELSE l.line_discount_minor + l.sale_discount_minor END
             AS discounts,
           0 AS refunds,
           l.tax_minor AS tax,
           CASE WHEN ${GIFT_CARD_LINE} THEN l.total_minor ELSE 0 END AS gift_cards ${sale.columns}
      FROM sales s
      JOIN sale_lines l ON l.sale_id = s.id
      ${product} ${sale.join}
     WHERE ${source.sales('s')} AND s.state <> 'voided'
    UNION ALL
    SELECT ${GROUP_KEYS[by]('r', refund.zone)}, NULL, r.id, l.name,
           0, 0,
           CASE WHEN ${GIFT_CARD_LINE} THEN 0 ELSE rl.total_minor - rl.tax_minor END,
           -rl.tax_minor,
           CASE WHEN ${GIFT_CARD_LINE} THEN -rl.total_minor ELSE 0 END ${refund.columns}
      FROM sale_refunds r
      JOIN sale_refund_lines rl ON rl.refund_id = r.id
      JOIN sale_lines l ON l.id = rl.sale_line_id
      JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
      ${product} ${refund.join}
     WHERE ${source.refunds('r')}`;
}

/**
 * What each tender brought in: `source`'s sales' payments (a payment each), less what its
 * refunds paid back with it.
 */
export function tenderFactsSql(source: FactSource): string {
  const sale = placing(source, 's');
  const refund = placing(source, 'r');
  return `
    SELECT t.kind, 1 AS payments, t.amount_minor AS amount ${sale.columns}
      FROM sales s JOIN sale_tenders t ON t.sale_id = s.id ${sale.join}
     WHERE ${source.sales('s')} AND s.state <> 'voided' AND t.refund_id IS NULL
    UNION ALL
    SELECT t.kind, 0, -t.amount_minor ${refund.columns}
      FROM sale_refunds r
      JOIN sale_tenders t ON t.refund_id = r.id
      JOIN sales s ON s.id = r.sale_id ${refund.join}
     WHERE ${source.refunds('r')} AND s.state <> 'voided'`;
}
