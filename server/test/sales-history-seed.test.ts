// The sales core's demo seed: Harbor Coffee's two gift cards, and three weeks of past sales by
// Max and Casey at its two locations, numbered without gaps in each location's browser series,
// the same on every fresh start.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { seedSalesLoad } from '../src/sales/sales-load';
import { accountIdByEmail, seededDatabase, tenantIdByName } from './fixtures';

const databases: Database[] = [];
afterAll(() => Promise.all(databases.map((database) => database.close())));

/** A fresh demo database: the history is part of the demo seed. */
async function withHistory(): Promise<Database> {
  const database = await seededDatabase();
  databases.push(database);
  return database;
}

interface SeededSale {
  receipt_number: string;
  total_minor: string;
  tendered: string;
  lines: string;
  staff: string;
  location_id: string;
  captured_at: Date;
}

const SALES = `
  SELECT s.receipt_number, s.total_minor::text, s.location_id, s.captured_at,
         (SELECT sum(amount_minor)::text FROM sale_tenders t WHERE t.sale_id = s.id) AS tendered,
         (SELECT string_agg(name || ' ' || COALESCE(variant_name, '') || ' x' || quantity, ', '
                            ORDER BY position) FROM sale_lines l WHERE l.sale_id = s.id) AS lines,
         a.first_name AS staff
    FROM sales s JOIN accounts a ON a.id = s.account_id
   ORDER BY s.receipt_number`;

/** One database most tests share (the load test, last, adds to it). */
let shared: Promise<Database> | undefined;
const sharedHistory = () => (shared ??= withHistory());

/** Asserts every sale is paid in full and each browser series has no gap; its counts by prefix. */
function paidInFullAndGapFree(sales: readonly SeededSale[]): [string, number][] {
  expect(sales.every((sale) => sale.tendered === sale.total_minor)).toBe(true);
  return ['DT-00', 'PR-00'].map((prefix) => {
    const numbers = sales
      .filter((sale) => sale.receipt_number.startsWith(prefix))
      .map((sale) => Number(sale.receipt_number.slice(prefix.length + 1)));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    return [prefix, numbers.length];
  });
}

describe('the sales demo seed', () => {
  it('gives Harbor Coffee its gift cards with their ledger', async () => {
    const database = await sharedHistory();
    const cards = await database.query<{ code: string; balance: string; entries: string }>(
      `SELECT g.code, g.balance_minor::text AS balance,
              (SELECT string_agg(kind || ' ' || amount_minor, ', ') FROM gift_card_ledger e
                WHERE e.gift_card_id = g.id) AS entries
         FROM gift_cards g ORDER BY g.code`,
    );
    expect(cards).toEqual([
      { code: 'HC-1000-0001', balance: '2500', entries: 'issued 2500' },
      { code: 'HC-1000-0002', balance: '0', entries: 'issued 0' },
    ]);
  });

  it('sells for three weeks at two locations by Max and Casey, gap-free and paid in full', async () => {
    const database = await sharedHistory();
    const sales = await database.query<SeededSale>(SALES);
    expect(sales.length).toBeGreaterThan(21 * 2 * 8 - 1);
    expect(new Set(sales.map((sale) => sale.staff))).toEqual(new Set(['Max', 'Casey']));
    expect(new Set(sales.map((sale) => sale.location_id)).size).toBe(2);
    const oldest = Math.min(...sales.map((sale) => new Date(sale.captured_at).getTime()));
    expect(Date.now() - oldest).toBeLessThan(23 * 86_400_000);
    for (const [prefix, count] of paidInFullAndGapFree(sales)) {
      const [series] = await database.query<{ next_number: number }>(
        'SELECT next_number FROM sales_receipt_series WHERE prefix = $1',
        [prefix],
      );
      expect(series?.next_number).toBe(count + 1);
    }
  }, 60_000);

  it('is the same on every fresh start', async () => {
    const [first, second] = await Promise.all([sharedHistory(), withHistory()]);
    const summary = async (database: Database) =>
      (await database.query<SeededSale>(SALES)).map((sale) =>
        [sale.receipt_number, sale.total_minor, sale.lines, sale.staff].join(' | '),
      );
    expect(await summary(second)).toEqual(await summary(first));
  }, 60_000);

  it('load data continues the series without gaps, every sale paid in full', async () => {
    const database = await sharedHistory();
    const harbor = await tenantIdByName(database, 'Harbor Coffee');
    const before = (await database.query<SeededSale>(SALES)).length;
    const staff = [await accountIdByEmail(database, 'casey.cashier@harbor.example')];
    const total = await database.transaction((tx) => seedSalesLoad(tx, harbor, 1_000, staff));
    expect(total).toBe(before + 1_000);
    const sales = await database.query<SeededSale>(SALES);
    expect(paidInFullAndGapFree(sales).map(([, count]) => count)).toHaveLength(2);
  }, 60_000);
});
