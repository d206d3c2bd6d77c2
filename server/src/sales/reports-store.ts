// The SQL behind the sales reports (src/shared/sales/reports.ts). Every figure comes from one set
// of facts: each sale captured in the range (voided sales left out) and, negated, each refund
// given in the range — or their lines, for the product and category breakdowns. Summary and
// breakdowns group the same facts, so their totals agree with each other and with the
// transactions to the cent. Days are the
// location's calendar days (its time zone), bounds computed in SQL so the time indexes serve.
// Joins below the sale or refund go by id alone: the composite foreign keys already keep a line,
// a tender or a refund line in its sale's tenant, and a tenant condition on them lures the
// planner (PGlite keeps no statistics) into scanning every line of the tenant per sale.
import type {
  BreakdownRow,
  ReportGrouping,
  SalesFigures,
  TenderTotal,
} from '@shared/sales/reports';
import { TENDER_KINDS } from '@shared/sales/sales';
import type { Queryable } from '../db/database';

export interface ReportScope {
  tenantId: string;
  /** Inclusive calendar days, YYYY-MM-DD. */
  from: string;
  to: string;
  timeZone: string;
  locationId: string | null;
}

/** $1 tenant, $2 from, $3 to, $4 time zone, $5 location or null. */
const scopeParams = (scope: ReportScope) => [
  scope.tenantId,
  scope.from,
  scope.to,
  scope.timeZone,
  scope.locationId,
];

const START = `($2::date)::timestamp AT TIME ZONE $4`;
const END = `($3::date + 1)::timestamp AT TIME ZONE $4`;

/** `alias`'s captured_at within the range and its location the one asked for, if any. */
const inScope = (alias: string) =>
  `${alias}.tenant_id = $1 AND ${alias}.captured_at >= ${START} AND ${alias}.captured_at < ${END}
   AND ($5::uuid IS NULL OR ${alias}.location_id = $5)`;

/**
 * What a fact is grouped by. `at` is the sale or the refund (time, staff, station, location
 * are the refund's own for money paid back: it happened then, there, by them); `l` the line and
 * `p` its product, for the groupings that need lines.
 */
const GROUP_KEYS: Record<ReportGrouping | 'none', (at: string) => string> = {
  none: () => `NULL::text`,
  hour: (at) => `to_char(${at}.captured_at AT TIME ZONE $4, 'HH24')`,
  day: (at) => `to_char(${at}.captured_at AT TIME ZONE $4, 'YYYY-MM-DD')`,
  product: () => `l.product_id::text`,
  category: () => `p.category_id::text`,
  staff: (at) => `${at}.account_id::text`,
  station: (at) => `${at}.install_id::text`,
  location: (at) => `${at}.location_id::text`,
};

/** Groupings that look inside a sale; the others read the sale's and refund's own totals. */
const BY_LINE: ReadonlySet<ReportGrouping | 'none'> = new Set(['product', 'category']);

const GIFT_CARD_LINE = `l.gift_card_code IS NOT NULL`;
/** A line's gross without tax (tax inside an inclusive price taken out). */
const LINE_GROSS = `l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor`;

/**
 * The facts of the range, keyed by `by`: a row per sale and per refund (or per line of each, for
 * product and category). Gift-card lines are money held, not sales: a row per such line takes
 * them out of gross and discounts again, found through a partial index of those few lines.
 */
function factsSql(by: ReportGrouping | 'none'): string {
  if (BY_LINE.has(by)) return lineFactsSql(by);
  return `
    SELECT ${GROUP_KEYS[by]('s')} AS key, s.id AS sale_id, NULL::uuid AS refund_id,
           NULL::text AS name,
           s.total_minor - s.tax_minor + s.discount_minor AS gross,
           s.discount_minor AS discounts,
           0 AS refunds,
           s.tax_minor AS tax,
           0 AS gift_cards
      FROM sales s
     WHERE ${inScope('s')} AND s.state <> 'voided'
    UNION ALL
    SELECT ${GROUP_KEYS[by]('s')}, NULL, NULL, NULL,
           -(${LINE_GROSS}),
           -(l.line_discount_minor + l.sale_discount_minor),
           0, 0,
           l.total_minor
      FROM sale_lines l
      JOIN sales s ON s.id = l.sale_id
     WHERE l.tenant_id = $1 AND ${GIFT_CARD_LINE} AND ${inScope('s')} AND s.state <> 'voided'
    UNION ALL
    SELECT ${GROUP_KEYS[by]('r')}, NULL, r.id, NULL,
           0, 0,
           r.total_minor - r.tax_minor - (g.total - g.tax),
           -r.tax_minor,
           -g.total
      FROM sale_refunds r
      JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
     CROSS JOIN LATERAL (
           SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
             FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
            WHERE rl.refund_id = r.id AND ${GIFT_CARD_LINE}) g
     WHERE ${inScope('r')}`;
}

function lineFactsSql(by: ReportGrouping | 'none'): string {
  const product = by === 'category' ? 'LEFT JOIN sales_products p ON p.id = l.product_id' : '';
  return `
    SELECT ${GROUP_KEYS[by]('s')} AS key, s.id AS sale_id, NULL::uuid AS refund_id, l.name,
           CASE WHEN ${GIFT_CARD_LINE} THEN 0 ELSE ${LINE_GROSS} END AS gross,
           CASE WHEN ${GIFT_CARD_LINE} THEN 0 ELSE l.line_discount_minor + l.sale_discount_minor END
             AS discounts,
           0 AS refunds,
           l.tax_minor AS tax,
           CASE WHEN ${GIFT_CARD_LINE} THEN l.total_minor ELSE 0 END AS gift_cards
      FROM sales s
      JOIN sale_lines l ON l.sale_id = s.id
      ${product}
     WHERE ${inScope('s')} AND s.state <> 'voided'
    UNION ALL
    SELECT ${GROUP_KEYS[by]('r')}, NULL, r.id, l.name,
           0, 0,
           CASE WHEN ${GIFT_CARD_LINE} THEN 0 ELSE rl.total_minor - rl.tax_minor END,
           -rl.tax_minor,
           CASE WHEN ${GIFT_CARD_LINE} THEN -rl.total_minor ELSE 0 END
      FROM sale_refunds r
      JOIN sale_refund_lines rl ON rl.refund_id = r.id
      JOIN sale_lines l ON l.id = rl.sale_line_id
      JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
      ${product}
     WHERE ${inScope('r')}`;
}

/** Where a group's label comes from: a join on the key, or the key itself. */
const LABELS: Record<ReportGrouping | 'none', { join: string; label: string; columns?: string }> = {
  none: { join: '', label: `''` },
  hour: { join: '', label: `f.key || ':00'` },
  day: { join: '', label: 'f.key' },
  product: {
    join: 'LEFT JOIN sales_products x ON x.tenant_id = $1 AND x.id = f.key::uuid',
    label: `COALESCE(x.name, min(f.name))`,
    columns: 'x.name',
  },
  category: {
    join: 'LEFT JOIN sales_product_categories x ON x.tenant_id = $1 AND x.id = f.key::uuid',
    label: `COALESCE(x.name, '')`,
    columns: 'x.name',
  },
  staff: {
    join: 'LEFT JOIN accounts x ON x.id = f.key::uuid',
    label: `COALESCE(x.first_name || ' ' || x.last_name, '')`,
    columns: 'x.first_name, x.last_name',
  },
  station: {
    join: 'LEFT JOIN installs x ON x.tenant_id = $1 AND x.id = f.key::uuid',
    label: `COALESCE(x.name, '')`,
    columns: 'x.name',
  },
  location: {
    join: 'LEFT JOIN locations x ON x.tenant_id = $1 AND x.id = f.key::uuid',
    label: `COALESCE(x.name, '')`,
    columns: 'x.name',
  },
};

interface FactsRow {
  key: string | null;
  label: string;
  sales: number;
  refunds_count: number;
  gross: number;
  discounts: number;
  refunds: number;
  tax: number;
  gift_cards: number;
}

async function groupedFacts(
  db: Queryable,
  scope: ReportScope,
  by: ReportGrouping | 'none',
): Promise<FactsRow[]> {
  const { join, label, columns } = LABELS[by];
  // A sale (or refund) is one row of facts unless they are its lines.
  const distinct = BY_LINE.has(by) ? 'DISTINCT ' : '';
  return db.query<FactsRow>(
    `SELECT f.key, ${label} AS label,
            count(${distinct}f.sale_id)::int AS sales,
            count(${distinct}f.refund_id)::int AS refunds_count,
            COALESCE(sum(f.gross), 0)::float8 AS gross,
            COALESCE(sum(f.discounts), 0)::float8 AS discounts,
            COALESCE(sum(f.refunds), 0)::float8 AS refunds,
            COALESCE(sum(f.tax), 0)::float8 AS tax,
            COALESCE(sum(f.gift_cards), 0)::float8 AS gift_cards
       FROM (${factsSql(by)}) f ${join}
      GROUP BY f.key${columns === undefined ? '' : `, ${columns}`}
      ORDER BY f.key`,
    scopeParams(scope),
  );
}

/** The money figures of one group of facts. */
function moneyOf(row: FactsRow) {
  const netMinor = row.gross - row.discounts - row.refunds;
  return {
    grossMinor: row.gross,
    discountsMinor: row.discounts,
    refundsMinor: row.refunds,
    netMinor,
    taxMinor: row.tax,
    giftCardsSoldMinor: row.gift_cards,
    collectedMinor: netMinor + row.tax + row.gift_cards,
  };
}

const NO_FACTS: FactsRow = {
  key: null,
  label: '',
  sales: 0,
  refunds_count: 0,
  gross: 0,
  discounts: 0,
  refunds: 0,
  tax: 0,
  gift_cards: 0,
};

/** The range's totals. */
export async function salesFigures(db: Queryable, scope: ReportScope): Promise<SalesFigures> {
  const [facts = NO_FACTS] = await groupedFacts(db, scope, 'none');
  const [voids] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM sales s WHERE ${inScope('s')} AND s.state = 'voided'`,
    scopeParams(scope),
  );
  return {
    salesCount: facts.sales,
    refundsCount: facts.refunds_count,
    voidsCount: voids?.count ?? 0,
    ...moneyOf(facts),
  };
}

/** The range's figures per group, in the group key's order. */
export async function salesBreakdown(
  db: Queryable,
  scope: ReportScope,
  by: ReportGrouping,
): Promise<BreakdownRow[]> {
  const rows = await groupedFacts(db, scope, by);
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    count: row.sales,
    ...moneyOf(row),
  }));
}

/**
 * What each tender brought in: the range's sales' payments, less what the range's refunds paid
 * back with it. Every tender kind is listed, those unused at zero.
 */
export async function tenderTotals(db: Queryable, scope: ReportScope): Promise<TenderTotal[]> {
  const rows = await db.query<{ kind: string; count: number; amount: number }>(
    `SELECT kind, sum(payments)::int AS count, COALESCE(sum(amount), 0)::float8 AS amount
       FROM (SELECT t.kind, 1 AS payments, t.amount_minor AS amount
               FROM sales s JOIN sale_tenders t ON t.sale_id = s.id
              WHERE ${inScope('s')} AND s.state <> 'voided' AND t.refund_id IS NULL
             UNION ALL
             SELECT t.kind, 0, -t.amount_minor
               FROM sale_refunds r
               JOIN sale_tenders t ON t.refund_id = r.id
               JOIN sales s ON s.id = r.sale_id
              WHERE ${inScope('r')} AND s.state <> 'voided') payments
      GROUP BY kind`,
    scopeParams(scope),
  );
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return TENDER_KINDS.map((kind) => ({
    kind,
    count: byKind.get(kind)?.count ?? 0,
    amountMinor: byKind.get(kind)?.amount ?? 0,
  }));
}

export interface ReportPlace {
  timeZone: string;
  currency: string;
}

/**
 * The time zone days are counted in (the location's, or the default location's for all of
 * them) and the tenant's currency; null when `locationId` is not one of the tenant's.
 */
export async function reportPlace(
  db: Queryable,
  tenantId: string,
  locationId: string | null,
): Promise<ReportPlace | null> {
  const [row] = await db.query<{ time_zone: string | null; currency: string | null }>(
    `SELECT (SELECT time_zone FROM locations
              WHERE tenant_id = $1 AND ($2::uuid IS NULL AND is_default OR id = $2)
              ORDER BY is_default DESC LIMIT 1) AS time_zone,
            (SELECT currency FROM sales_settings WHERE tenant_id = $1) AS currency`,
    [tenantId, locationId],
  );
  if (row?.time_zone == null) {
    return locationId === null ? { timeZone: 'UTC', currency: row?.currency ?? 'USD' } : null;
  }
  return { timeZone: row.time_zone, currency: row.currency ?? 'USD' };
}
