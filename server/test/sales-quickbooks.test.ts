// Admin → Sales → QuickBooks over real HTTP: the account mapping (its audit, another tenant's
// accounts refused), unmapped items blocking the export, and a day's journal — balanced, equal
// to the sales reports' summary of the same day to the cent (gross, discounts, refunds, tax,
// gift cards sold, every tender), as JSON, IIF and CSV. Who may call, and hostile input.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountMapping, AccountMappingResponse, Journal } from '@shared/sales/quickbooks';
import {
  accountMappingResponseSchema,
  journalSchema,
  QUICKBOOKS_PATHS as PATHS,
} from '@shared/sales/quickbooks';
import { salesSummarySchema, type SalesSummary } from '@shared/sales/reports';
import { cartTotals, refundShare, type Discount } from '@shared/sales/cart-totals';
import { saleSchema, type Sale, type SaleDraft } from '@shared/sales/sales';
import { auditEntries } from '../src/auth/audit-log';
import { expectError, useHttpTestApp, type Admin, type ApiCall } from './fixtures';
import { adminsOfTwoTenants, callSuiteAs, type SuiteCaller } from './support/suite-caller';
import { asSeller, salesSetup, saleDraft } from './support/sales-fixture';
import type { SalesCatalogue, Seller } from './support/sales-fixture';

const server = await useHttpTestApp();
let ava: Admin;
let max: Seller;
let bluebird: Admin;
let catalogue: SalesCatalogue;

// Quiet days long before the demo history: only this file's sales fall on them.
const DAY = '2024-05-07';
const NEXT_DAY = '2024-05-08';
const TAX = 8875;

const as = (who: SuiteCaller, path: string, call: ApiCall = {}) =>
  callSuiteAs(server, who, path, call);

async function ok<T>(response: Response, parse: (body: unknown) => T): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return parse(await response.json());
}

const mappingOf = async (who: Admin) =>
  ok(await as(who, PATHS.mapping), (body) => accountMappingResponseSchema.parse(body));
const journalOf = async (query: string) =>
  ok(await as(ava, `${PATHS.journal}?${query}`), (body) => journalSchema.parse(body));
const summaryOf = async (query: string) =>
  ok(await as(ava, `/sales/reports/summary?${query}`), (body) => salesSummarySchema.parse(body));

async function sell(draft: SaleDraft): Promise<Sale> {
  const response = await asSeller(server, max, '/sales/sales', { body: draft });
  expect(response.status, await response.clone().text()).toBe(201);
  return saleSchema.parse(await response.json());
}

function accountByCode(response: AccountMappingResponse, code: string): string {
  const account = response.accounts.find((candidate) => candidate.code === code);
  if (account === undefined) throw new Error(`No account ${code}.`);
  return account.id;
}

function fullMapping(response: AccountMappingResponse): AccountMapping {
  const code = (value: string) => accountByCode(response, value);
  return {
    tenders: {
      cash: code('1000'),
      card: code('1200'),
      storedCard: code('1200'),
      giftCard: code('2300'),
    },
    taxes: Object.fromEntries(response.taxes.map((tax) => [tax.id, code('2100')])),
    salesIncome: code('4000'),
    discounts: code('4000'),
    refunds: code('4000'),
    giftCardsSold: code('2300'),
  };
}

type PricedLine = SaleDraft['lines'][number] & { taxRate: number };

/** A sale of `lines` at the Pier, `giftCardMinor` of it paid by the demo gift card, the rest cash. */
async function sellAt(
  capturedAt: string,
  lines: PricedLine[],
  options: { discount?: Discount; giftCardMinor?: number } = {},
): Promise<Sale> {
  const totals = cartTotals(
    lines.map((line) => ({ ...line, discount: line.discount ?? null, taxInclusive: false })),
    options.discount ?? null,
  );
  const giftCardMinor = options.giftCardMinor ?? 0;
  const cashMinor = totals.totalMinor - giftCardMinor;
  const tenders: SaleDraft['tenders'] = [
    { kind: 'cash', amountMinor: cashMinor, givenMinor: cashMinor + 100 },
  ];
  if (giftCardMinor > 0) {
    tenders.push({ kind: 'giftCard', amountMinor: giftCardMinor, code: 'HC-QB-0001' });
  }
  return sell(
    saleDraft(
      catalogue.pierId,
      lines.map(({ taxRate: _taxRate, ...line }) => line),
      tenders,
      { capturedAt, ...(options.discount === undefined ? {} : { discount: options.discount }) },
    ),
  );
}

beforeAll(async () => {
  ({ ava, bluebird } = await adminsOfTwoTenants(server));
  ({ catalogue, max } = await salesSetup(server.database, 'browser'));

  // A gift card sold, two sales (discounts, one part paid by the gift card), a refund the same
  // day, and a sale the next day.
  const at = (day: string, time: string) => `${day}T${time}:00-04:00`;
  await sell(
    saleDraft(
      catalogue.pierId,
      [
        {
          productId: catalogue.giftCard,
          variantId: null,
          quantity: 1,
          unitPriceMinor: 2_500,
          giftCardCode: 'HC-QB-0001',
        },
      ],
      [{ kind: 'cash', amountMinor: 2_500, givenMinor: 2_500 }],
      { capturedAt: at(DAY, '09:00') },
    ),
  );
  const lattes = await sellAt(at(DAY, '10:15'), [
    {
      productId: catalogue.latte.id,
      variantId: catalogue.latte.large,
      modifierOptionIds: [catalogue.oat],
      quantity: 3,
      unitPriceMinor: 610,
      discount: { kind: 'percent', percent: 10 },
      taxRate: TAX,
    },
    { productId: catalogue.beans, variantId: null, quantity: 1, unitPriceMinor: 1_600, taxRate: 0 },
  ]);
  await sellAt(
    at(DAY, '11:30'),
    [
      {
        productId: catalogue.croissant,
        variantId: null,
        quantity: 4,
        unitPriceMinor: 350,
        taxRate: TAX,
      },
    ],
    { discount: { kind: 'amount', amountMinor: 100 }, giftCardMinor: 1_000 },
  );
  const latte = lattes.lines[0];
  if (latte === undefined) throw new Error('No latte line.');
  const share = refundShare(
    { ...latte.totals, quantity: latte.quantity, taxInclusive: latte.taxInclusive },
    1,
    { quantity: 0, netMinor: 0, taxMinor: 0 },
  );
  const refund = await asSeller(server, max, `/sales/sales/${lattes.id}/refunds`, {
    body: {
      id: randomUUID(),
      lines: [{ saleLineId: latte.id, quantity: 1 }],
      tenders: [{ kind: 'cash', amountMinor: share.totalMinor }],
      reason: 'Spilled',
      capturedAt: at(DAY, '12:00'),
    },
  });
  expect(refund.status, await refund.clone().text()).toBe(201);
  await sellAt(at(NEXT_DAY, '08:00'), [
    {
      productId: catalogue.espresso,
      variantId: null,
      quantity: 2,
      unitPriceMinor: 300,
      taxRate: TAX,
    },
  ]);
});

/** The sum of the journal's lines whose item starts with `prefix`. */
function booked(journal: Journal, prefix: string): number {
  return journal.entries
    .flatMap((entry) => entry.lines)
    .filter((line) => line.item.startsWith(prefix))
    .reduce((sum, line) => sum + line.amountMinor, 0);
}

function expectJournalMatchesSummary(journal: Journal, summary: SalesSummary): void {
  for (const entry of journal.entries) {
    expect(entry.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(0);
  }
  const { figures } = summary;
  expect({
    gross: 0 - booked(journal, 'salesIncome'),
    discounts: booked(journal, 'discounts'),
    refunds: booked(journal, 'refunds'),
    tax: 0 - booked(journal, 'tax:'),
    giftCardsSold: 0 - booked(journal, 'giftCardsSold'),
    tenders: summary.tenders.map((tender) => [
      tender.kind,
      booked(journal, `tender:${tender.kind}`),
    ]),
  }).toEqual({
    gross: figures.grossMinor,
    discounts: figures.discountsMinor,
    refunds: figures.refundsMinor,
    tax: figures.taxMinor,
    giftCardsSold: figures.giftCardsSoldMinor,
    tenders: summary.tenders.map((tender) => [tender.kind, tender.amountMinor]),
  });
}

describe('the QuickBooks journal', () => {
  it('is blocked while items are unmapped, naming them', async () => {
    const mapping = await mappingOf(ava);
    expect(mapping.mapping.salesIncome).toBeNull();
    expect(mapping.taxes.map((tax) => tax.name).sort()).toHaveLength(2);
    const journal = await journalOf(`from=${DAY}&to=${DAY}`);
    expect(journal.entries).toEqual([]);
    expect(journal.problems.map((problem) => problem.message)).toContain(
      'Choose the account for Cash tenders.',
    );
    const message = await expectError(
      await as(ava, `${PATHS.export}?from=${DAY}&to=${DAY}&format=csv`),
      409,
      'conflict',
    );
    expect(message).toContain('Choose the account for Sales income.');
  });

  it('saves the mapping, audited', async () => {
    const before = await mappingOf(ava);
    const saved = await ok(
      await as(ava, PATHS.mapping, { method: 'PUT', body: fullMapping(before) }),
      (body) => accountMappingResponseSchema.parse(body),
    );
    expect(saved.mapping).toEqual(fullMapping(before));
    expect(await mappingOf(ava)).toEqual(saved);
    const [entry] = await auditEntries(server.database, ava.tenantId, {
      targetType: 'accounting_mapping',
    });
    expect(entry).toMatchObject({
      action: 'accounting_mapping.update',
      before: { salesIncome: null },
      after: { salesIncome: accountByCode(before, '4000') },
    });
  });

  it('balances each day and equals the reports summary of the day to the cent', async () => {
    for (const day of [DAY, NEXT_DAY]) {
      const journal = await journalOf(`from=${day}&to=${day}`);
      expect(journal.problems).toEqual([]);
      expect(journal.entries).toHaveLength(1);
      expectJournalMatchesSummary(journal, await summaryOf(`from=${day}&to=${day}`));
    }
    const day = await summaryOf(`from=${DAY}&to=${DAY}`);
    expect(day.figures.discountsMinor).toBeGreaterThan(0);
    expect(day.figures.refundsMinor).toBeGreaterThan(0);
    expect(day.figures.giftCardsSoldMinor).toBe(2_500);
    const both = await journalOf(`from=${DAY}&to=${NEXT_DAY}`);
    expect(both.entries.map((entry) => entry.number)).toEqual([
      `SALES-${DAY}`,
      `SALES-${NEXT_DAY}`,
    ]);
    expectJournalMatchesSummary(both, await summaryOf(`from=${DAY}&to=${NEXT_DAY}`));
  });

  it('exports the day as CSV whose debits equal its credits and the report', async () => {
    const response = await as(ava, `${PATHS.export}?from=${DAY}&to=${DAY}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales-journal-${DAY}.csv"`,
    );
    const [header, ...rows] = (await response.text()).trimEnd().split('\r\n');
    expect(header).toBe('Journal Date,Journal No.,Account Name,Debits,Credits,Description');
    const cents = (text: string | undefined) =>
      text === undefined || text === '' ? 0 : Math.round(Number(text) * 100);
    const cells = rows.map((row) => row.split(','));
    const debits = cells.reduce((sum, cell) => sum + cents(cell[3]), 0);
    const credits = cells.reduce((sum, cell) => sum + cents(cell[4]), 0);
    expect(debits).toBe(credits);
    const summary = await summaryOf(`from=${DAY}&to=${DAY}`);
    const beverage = cells.filter((cell) => cell[2] === 'Beverage sales');
    expect(beverage.reduce((sum, cell) => sum + cents(cell[4]) - cents(cell[3]), 0)).toBe(
      summary.figures.netMinor,
    );
    expect(cells.every((cell) => cell[0] === '05/07/2024' && cell[1] === `SALES-${DAY}`)).toBe(
      true,
    );
  });

  it('exports the day as IIF: one GENERAL JOURNAL transaction that balances to zero', async () => {
    const response = await as(ava, `${PATHS.export}?from=${DAY}&to=${NEXT_DAY}&format=iif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales-journal-${DAY}-to-${NEXT_DAY}.iif"`,
    );
    const lines = (await response.text())
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(lines.slice(0, 3).map((line) => line[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
    const transactions: string[][][] = [];
    for (const line of lines.slice(3)) {
      if (line[0] === 'TRNS') transactions.push([line]);
      else if (line[0] === 'SPL') transactions.at(-1)?.push(line);
      else expect(line).toEqual(['ENDTRNS']);
    }
    expect(transactions).toHaveLength(2);
    const summary = await summaryOf(`from=${DAY}&to=${NEXT_DAY}`);
    let tax = 0;
    for (const transaction of transactions) {
      expect(transaction.every((line) => line[2] === 'GENERAL JOURNAL')).toBe(true);
      const amounts = transaction.map((line) => Math.round(Number(line[5]) * 100));
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(0);
      tax -= transaction
        .filter((line) => line[4] === 'Sales tax payable')
        .reduce((sum, line) => sum + Math.round(Number(line[5]) * 100), 0);
    }
    expect(tax).toBe(summary.figures.taxMinor);
  });
});

describe('who may map and export', () => {
  const UNMAPPED: AccountMapping = {
    tenders: { cash: null, card: null, storedCard: null, giftCard: null },
    taxes: {},
    salesIncome: null,
    discounts: null,
    refunds: null,
    giftCardsSold: null,
  };

  it.each([
    ['GET', PATHS.mapping],
    ['PUT', PATHS.mapping, UNMAPPED],
    ['GET', `${PATHS.journal}?from=${DAY}&to=${DAY}`],
    ['GET', `${PATHS.export}?from=${DAY}&to=${DAY}&format=iif`],
  ])(
    '%s %s: 401 without sign-in, 403 for a member who is no admin',
    async (method, path, body?) => {
      const call = { method, ...(body === undefined ? {} : { body }) };
      await expectError(await as(null, path, call), 401, 'unauthorized');
      await expectError(await as(max, path, call), 403, 'forbidden');
    },
  );

  it("keeps each tenant's mapping its own and refuses another tenant's account", async () => {
    const theirs = await mappingOf(bluebird);
    expect(theirs.mapping.salesIncome).toBeNull();
    const [foreign] = await server.database.query<{ id: string }>(
      `INSERT INTO sales_financial_accounts (tenant_id, name, code, type)
       VALUES ($1, 'Bluebird income', '4900', 'income') RETURNING id`,
      [bluebird.tenantId],
    );
    const mine = fullMapping(await mappingOf(ava));
    const message = await expectError(
      await as(ava, PATHS.mapping, { method: 'PUT', body: { ...mine, discounts: foreign?.id } }),
      400,
      'validation_failed',
    );
    expect(message).toBe('discounts: This financial account is not in the list.');
    expect((await mappingOf(ava)).mapping.discounts).toBe(mine.discounts);
  });
});

describe('hostile input', () => {
  it.each([
    [`from=2024-13-45&to=${DAY}&format=csv`, 'from'],
    [`from=${NEXT_DAY}&to=${DAY}&format=csv`, 'to'],
    [`from=2024-01-01&to=2024-12-31&format=iif`, 'to'],
    [`from=${DAY}&to=${DAY}&format=exe`, 'format'],
  ])('refuses ?%s naming %s', async (query, field) => {
    const message = await expectError(
      await as(ava, `${PATHS.export}?${query}`),
      400,
      'validation_failed',
    );
    expect(message.startsWith(`${field}: `)).toBe(true);
  });

  it.each<[string, (mapping: AccountMapping) => unknown]>([
    ['tenders.cash', (mapping) => ({ ...mapping, tenders: { ...mapping.tenders, cash: 'x' } })],
    ['owner', (mapping) => ({ ...mapping, owner: 'me' })],
    [
      'taxes.00000000-0000-4000-8000-000000000000',
      (mapping) => ({
        ...mapping,
        taxes: { ...mapping.taxes, '00000000-0000-4000-8000-000000000000': mapping.salesIncome },
      }),
    ],
  ])('refuses a mapping naming %s', async (field, change) => {
    const body = change(fullMapping(await mappingOf(ava)));
    const message = await expectError(
      await as(ava, PATHS.mapping, { method: 'PUT', body }),
      400,
      'validation_failed',
    );
    expect(message).toContain(field);
  });
});
