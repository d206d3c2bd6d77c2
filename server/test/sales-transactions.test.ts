// The transactions list's filters over the demo history (GET /sales/sales as Max, who holds
// transactionsView): by tender, by total and by staff member, each combined with the others; the
// staff and stations offered to filter by; bad values answered 400 naming the field.
import { describe, expect, it } from 'vitest';
import { salesPageSchema, type Sale } from '@shared/sales/sales';
import { transactionFilterOptionsSchema } from '@shared/sales/transactions';
import { expectError, useHttpTestApp } from './fixtures';
import { asSeller, salesSetup } from './support/sales-fixture';

const server = await useHttpTestApp();
const { max, casey } = await salesSetup(server.database, 'browser');
/** One start for every list, so they cover the same sales. */
const from = new Date(Date.now() - 7 * 86_400_000).toISOString();

/** The last week's sales matching `query`: fewer than a page of 500, so each list is whole. */
async function list(query: string): Promise<Sale[]> {
  const response = await asSeller(
    server,
    max,
    `/sales/sales?limit=500&from=${encodeURIComponent(from)}&${query}`,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return salesPageSchema.parse(await response.json()).items;
}

describe('filters', () => {
  it('by tender: only sales paid at least in part with it', async () => {
    const [all, card, cash] = await Promise.all([
      list(''),
      list('tender=card'),
      list('tender=cash'),
    ]);
    expect(all.length).toBeLessThan(500);
    expect(card.length).toBeGreaterThan(0);
    expect(cash.length).toBeGreaterThan(0);
    expect(card.every((sale) => sale.tenders.some((tender) => tender.kind === 'card'))).toBe(true);
    expect(cash.every((sale) => sale.tenders.some((tender) => tender.kind === 'cash'))).toBe(true);
    const paidBy = (kind: string) =>
      all.filter((sale) => sale.tenders.some((tender) => tender.kind === kind)).map((s) => s.id);
    expect(card.map((sale) => sale.id)).toEqual(paidBy('card'));
  });

  it('by total, inclusive at both ends', async () => {
    const all = await list('');
    const totals = all.map((sale) => sale.totalMinor).sort((a, b) => a - b);
    const low = totals[Math.floor(totals.length / 4)] ?? 0;
    const high = totals[Math.floor((totals.length * 3) / 4)] ?? 0;
    const within = await list(`minTotalMinor=${low}&maxTotalMinor=${high}`);
    expect(within.map((sale) => sale.id)).toEqual(
      all.filter((sale) => sale.totalMinor >= low && sale.totalMinor <= high).map((s) => s.id),
    );
    expect(within.some((sale) => sale.totalMinor === low)).toBe(true);
  });

  it('combines tender and total', async () => {
    const sales = await list('tender=card&minTotalMinor=1000');
    expect(
      sales.every(
        (sale) => sale.totalMinor >= 1000 && sale.tenders.some((tender) => tender.kind === 'card'),
      ),
    ).toBe(true);
  });

  it('by staff member, among the staff the list offers', async () => {
    const response = await asSeller(server, max, '/sales/transactions/filter-options');
    expect(response.status).toBe(200);
    const options = transactionFilterOptionsSchema.parse(await response.json());
    const member = options.staff.find((option) => option.name === 'Casey Cashier');
    if (member === undefined) throw new Error('Casey is not offered.');
    expect(options.stations.map((station) => station.id)).toContain(casey.installId);
    const [all, hers] = await Promise.all([list(''), list(`staffId=${member.id}`)]);
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.map((sale) => sale.id)).toEqual(
      all.filter((sale) => sale.staff.id === member.id).map((sale) => sale.id),
    );
  });

  it('offers the staff and stations only to whoever reads every sale', async () => {
    const response = await asSeller(server, casey, '/sales/transactions/filter-options');
    await expectError(response, 403, 'forbidden');
  });

  it.each([
    ['tender=cheque', 'tender'],
    ['staffId=max', 'staffId'],
    ['minTotalMinor=-1', 'minTotalMinor'],
    ['maxTotalMinor=ten', 'maxTotalMinor'],
    ['minTotalMinor=1.5', 'minTotalMinor'],
  ])('answers 400 for %s', async (query, field) => {
    const message = await expectError(
      await asSeller(server, max, `/sales/sales?${query}`),
      400,
      'validation_failed',
    );
    expect(message.startsWith(`${field}:`), message).toBe(true);
  });
});
