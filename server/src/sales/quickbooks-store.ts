// The SQL of the QuickBooks integration: the account mapping, the financial accounts and taxes it
// names, and a range's daily totals for the journal. The figures and tenders are the sales
// reports' own (reports-store.ts), so a day's journal and its report agree to the cent; only the
// split of tax by rate is read here, from the same sales and refunds.
import { SALES_ITEMS, type AccountMapping } from '@shared/sales/quickbooks';
import { addDays, daysBetween } from '@shared/sales/reports';
import { TENDER_KINDS } from '@shared/sales/sales';
import type { Queryable } from '../db/database';
import type { DayTotals, FinancialAccount, SalesTax, TaxAtRate } from './quickbooks-journal';
import { salesFigures, tenderTotals } from './reports-store';

export async function financialAccounts(
  db: Queryable,
  tenantId: string,
): Promise<Map<string, FinancialAccount>> {
  const rows = await db.query<FinancialAccount>(
    'SELECT id, name, code FROM sales_financial_accounts WHERE tenant_id = $1 ORDER BY code',
    [tenantId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export function salesTaxes(db: Queryable, tenantId: string): Promise<SalesTax[]> {
  return db.query<SalesTax>(
    `SELECT id, name, round(rate_percent * 1000)::int AS rate, inclusive
       FROM sales_taxes WHERE tenant_id = $1 ORDER BY lower(name), id`,
    [tenantId],
  );
}

/** The stored mapping over the current taxes: null where nothing is mapped. */
export async function readMapping(
  db: Queryable,
  tenantId: string,
  taxes: readonly SalesTax[],
): Promise<AccountMapping> {
  const rows = await db.query<{ item: string; financial_account_id: string }>(
    'SELECT item, financial_account_id FROM sales_accounting_mappings WHERE tenant_id = $1',
    [tenantId],
  );
  const mapped = new Map(rows.map((row) => [row.item, row.financial_account_id]));
  const of = (item: string) => mapped.get(item) ?? null;
  return {
    tenders: {
      cash: of('tender:cash'),
      card: of('tender:card'),
      storedCard: of('tender:storedCard'),
      giftCard: of('tender:giftCard'),
    },
    taxes: Object.fromEntries(taxes.map((tax) => [tax.id, of(`tax:${tax.id}`)])),
    salesIncome: of('salesIncome'),
    discounts: of('discounts'),
    refunds: of('refunds'),
    giftCardsSold: of('giftCardsSold'),
  };
}

/** Replaces the mapping; items mapped to nothing are left unmapped. */
export async function saveMapping(
  db: Queryable,
  tenantId: string,
  mapping: AccountMapping,
): Promise<void> {
  const items: [string, string | null][] = [
    ...TENDER_KINDS.map((kind): [string, string | null] => [
      `tender:${kind}`,
      mapping.tenders[kind],
    ]),
    ...Object.entries(mapping.taxes).map(([taxId, accountId]): [string, string | null] => [
      `tax:${taxId}`,
      accountId,
    ]),
    ...SALES_ITEMS.map((item): [string, string | null] => [item, mapping[item]]),
  ];
  await db.query('DELETE FROM sales_accounting_mappings WHERE tenant_id = $1', [tenantId]);
  for (const [item, accountId] of items) {
    if (accountId === null) continue;
    await db.query(
      `INSERT INTO sales_accounting_mappings (tenant_id, item, financial_account_id)
       VALUES ($1, $2, $3)`,
      [tenantId, item, accountId],
    );
  }
}

/** Each day's tax by the rate lines were charged at, less tax refunded at it; $4 the time zone. */
async function taxesByDay(
  db: Queryable,
  tenantId: string,
  range: { from: string; to: string; timeZone: string },
): Promise<Map<string, TaxAtRate[]>> {
  const day = (alias: string) => `to_char(${alias}.captured_at AT TIME ZONE $4, 'YYYY-MM-DD')`;
  const within = (alias: string) =>
    `${alias}.tenant_id = $1 AND ${alias}.captured_at >= ($2::date)::timestamp AT TIME ZONE $4
     AND ${alias}.captured_at < ($3::date + 1)::timestamp AT TIME ZONE $4`;
  const rows = await db.query<{ day: string; rate: number; inclusive: boolean; amount: number }>(
    `SELECT day, rate, inclusive, sum(amount)::float8 AS amount
       FROM (SELECT ${day('s')} AS day, l.tax_rate AS rate, l.tax_inclusive AS inclusive,
                    l.tax_minor AS amount
               FROM sales s JOIN sale_lines l ON l.sale_id = s.id
              WHERE ${within('s')} AND s.state <> 'voided'
             UNION ALL
             SELECT ${day('r')}, l.tax_rate, l.tax_inclusive, -rl.tax_minor
               FROM sale_refunds r
               JOIN sale_refund_lines rl ON rl.refund_id = r.id
               JOIN sale_lines l ON l.id = rl.sale_line_id
               JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
              WHERE ${within('r')}) t
      GROUP BY day, rate, inclusive
      ORDER BY day, rate`,
    [tenantId, range.from, range.to, range.timeZone],
  );
  const byDay = new Map<string, TaxAtRate[]>();
  for (const row of rows) {
    const list = byDay.get(row.day) ?? [];
    list.push({ rate: row.rate, inclusive: row.inclusive, amountMinor: row.amount });
    byDay.set(row.day, list);
  }
  return byDay;
}

/** Every day of the range with its totals, over all locations, in `timeZone`'s days. */
export async function dailyTotals(
  db: Queryable,
  tenantId: string,
  range: { from: string; to: string; timeZone: string },
): Promise<DayTotals[]> {
  const taxes = await taxesByDay(db, tenantId, range);
  const days: DayTotals[] = [];
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset += 1) {
    const date = addDays(range.from, offset);
    const scope = { tenantId, from: date, to: date, timeZone: range.timeZone, locationId: null };
    // One after another: a query at a time per connection (PGlite has only one).
    const figures = await salesFigures(db, scope);
    const tenders = await tenderTotals(db, scope);
    days.push({ date, figures, tenders, taxes: taxes.get(date) ?? [] });
  }
  return days;
}
