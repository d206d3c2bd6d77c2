// The SQL behind the sales reports (src/shared/sales/reports.ts). Every figure is a sum of the
// report facts (report-facts.ts), read from the daily rollups (report-rollups-store.ts) when they
// answer exactly as the sales would, else from the sales of the range. Summary and breakdowns
// group the same facts, so their totals agree with each other and with the transactions to the
// cent. Days are the location's calendar days (its time zone), bounds computed in SQL so the time
// indexes serve.
import type {
  BreakdownRow,
  ReportGrouping,
  SalesFigures,
  TenderTotal,
} from '@shared/sales/reports';
import { TENDER_KINDS } from '@shared/sales/sales';
import type { Queryable } from '../db/database';
import { BY_LINE, factsSql, tenderFactsSql, type FactSource } from './report-facts';
import { rolledUpSql, rollupsServeSql } from './report-rollups-store';

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

const RANGE: FactSource = {
  sales: inScope,
  refunds: inScope,
  giftCardLines: 'l.tenant_id = $1',
  placed: false,
};

/** Where a group's label comes from: a join on the group's key `g.key`, or the key itself. */
const LABELS: Record<ReportGrouping | 'none', { join: string; label: string }> = {
  none: { join: '', label: `''` },
  hour: { join: '', label: `g.key || ':00'` },
  day: { join: '', label: 'g.key' },
  product: {
    join: 'LEFT JOIN sales_products x ON x.tenant_id = $1 AND x.id = g.key::uuid',
    label: `COALESCE(x.name, g.name)`,
  },
  category: {
    join: 'LEFT JOIN sales_product_categories x ON x.tenant_id = $1 AND x.id = g.key::uuid',
    label: `COALESCE(x.name, '')`,
  },
  staff: {
    join: 'LEFT JOIN accounts x ON x.id = g.key::uuid',
    label: `COALESCE(x.first_name || ' ' || x.last_name, '')`,
  },
  station: {
    join: 'LEFT JOIN installs x ON x.tenant_id = $1 AND x.id = g.key::uuid',
    label: `COALESCE(x.name, '')`,
  },
  location: {
    join: 'LEFT JOIN locations x ON x.tenant_id = $1 AND x.id = g.key::uuid',
    label: `COALESCE(x.name, '')`,
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
  /** Voided sales, when read from the rollups. */
  voids: number | null;
}

/** Whether the daily rollups answer for `scope` exactly as the sales would. */
async function fromRollups(
  db: Queryable,
  scope: ReportScope,
  by: ReportGrouping | 'none',
): Promise<boolean> {
  const [row] = await db.query<{ serve: boolean }>(rollupsServeSql(by), scopeParams(scope));
  return row?.serve === true;
}

async function groupedFacts(
  db: Queryable,
  scope: ReportScope,
  by: ReportGrouping | 'none',
): Promise<FactsRow[]> {
  const { join, label } = LABELS[by];
  // Rolled up, a row holds its counts; else a sale (or refund) is one row of facts unless they
  // are its lines.
  const rolledUp = await fromRollups(db, scope, by);
  const distinct = BY_LINE.has(by) ? 'DISTINCT ' : '';
  const [sales, refunds] = rolledUp
    ? ['sum(f.sales)', 'sum(f.refunds_count)']
    : [`count(${distinct}f.sale_id)`, `count(${distinct}f.refund_id)`];
  // Labelled once summed: a join per group, not per fact.
  return db.query<FactsRow>(
    `SELECT g.*, ${label} AS label FROM (
     SELECT f.key, min(f.name) AS name,
            COALESCE(${sales}, 0)::int AS sales,
            COALESCE(${refunds}, 0)::int AS refunds_count,
            COALESCE(sum(f.gross), 0)::float8 AS gross,
            COALESCE(sum(f.discounts), 0)::float8 AS discounts,
            COALESCE(sum(f.refunds), 0)::float8 AS refunds,
            COALESCE(sum(f.tax), 0)::float8 AS tax,
            COALESCE(sum(f.gift_cards), 0)::float8 AS gift_cards,
            ${rolledUp ? 'COALESCE(sum(f.voids), 0)::int' : 'NULL::int'} AS voids
       FROM (${rolledUp ? rolledUpSql(by) : factsSql(by, RANGE)}) f
      GROUP BY f.key) g ${join}
      ORDER BY g.key`,
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
  voids: 0,
};

/** The range's totals. */
export async function salesFigures(db: Queryable, scope: ReportScope): Promise<SalesFigures> {
  const [facts = NO_FACTS] = await groupedFacts(db, scope, 'none');
  const [voids] =
    facts.voids === null
      ? await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM sales s WHERE ${inScope('s')} AND s.state = 'voided'`,
          scopeParams(scope),
        )
      : [{ count: facts.voids }];
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

/** What each tender brought in over the range; every tender kind listed, those unused at zero. */
export async function tenderTotals(db: Queryable, scope: ReportScope): Promise<TenderTotal[]> {
  const facts = (await fromRollups(db, scope, 'none'))
    ? rolledUpSql('tender')
    : `SELECT kind AS key, payments, amount FROM (${tenderFactsSql(RANGE)}) t`;
  const rows = await db.query<{ kind: string; count: number; amount: number }>(
    `SELECT f.key AS kind, COALESCE(sum(f.payments), 0)::int AS count,
            COALESCE(sum(f.amount), 0)::float8 AS amount
       FROM (${facts}) f
      GROUP BY f.key`,
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
