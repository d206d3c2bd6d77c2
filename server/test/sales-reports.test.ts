// The sales reports over real HTTP (src/shared/sales/reports.ts): seeded random sales and refunds
// on quiet days long before the demo history → every report total equals the sum over the
// transactions the API answered with, every breakdown adds up to the summary, days follow the
// location's time zone; and over the demo history, the summary agrees with the transactions list.
// Who may read them, and hostile input.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, refundShare, type Discount } from '@shared/sales/cart-totals';
import { drawerReportSchema, drawerSchema } from '@shared/sales/drawers';
import {
  drawerSessionsSchema,
  REPORT_GROUPINGS,
  salesBreakdownSchema,
  salesSummarySchema,
  type SalesFigures,
} from '@shared/sales/reports';
import {
  refundSchema,
  saleSchema,
  salesPageSchema,
  type Refund,
  type Sale,
  type SaleDraft,
} from '@shared/sales/sales';
import { expectError, useHttpTestApp } from './fixtures';
import {
  asSeller,
  giftCardSaleDraft,
  salesSetup,
  saleDraft,
  type Seller,
} from './support/sales-fixture';

const server = await useHttpTestApp();
const { catalogue, casey, max } = await salesSetup(server.database, 'browser');

const TAX = 8875;

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (below: number) => Math.floor(next() * below) };
}

async function answer<T>(response: Response, status: number, parse: (body: unknown) => T) {
  expect(response.status, await response.clone().text()).toBe(status);
  return parse(await response.json());
}

const report = (seller: Seller, path: string) => asSeller(server, seller, path, { method: 'GET' });

async function summary(query: string) {
  return answer(await report(max, `/sales/reports/summary?${query}`), 200, (body) =>
    salesSummarySchema.parse(body),
  );
}

async function breakdown(query: string) {
  return answer(await report(max, `/sales/reports/breakdown?${query}`), 200, (body) =>
    salesBreakdownSchema.parse(body),
  );
}

type LineChoice = SaleDraft['lines'][number] & { taxRate: number };

/** A random line of the seeded catalogue, priced as the catalogue prices it. */
function randomLine(rng: ReturnType<typeof random>): LineChoice {
  const quantity = 1 + rng.int(3);
  const discount: Discount | null =
    rng.int(4) === 0 ? { kind: 'percent', percent: 5 + rng.int(30) } : null;
  switch (rng.int(4)) {
    case 0:
      return {
        productId: catalogue.latte.id,
        variantId: catalogue.latte.large,
        modifierOptionIds: [catalogue.oat],
        quantity,
        unitPriceMinor: 610,
        discount,
        taxRate: TAX,
      };
    case 1:
      return {
        productId: catalogue.croissant,
        variantId: null,
        quantity,
        unitPriceMinor: 350,
        discount,
        taxRate: TAX,
      };
    case 2:
      return {
        productId: catalogue.beans,
        variantId: null,
        quantity,
        unitPriceMinor: 1600,
        discount,
        taxRate: 0,
      };
    default:
      return {
        productId: catalogue.espresso,
        variantId: null,
        quantity,
        unitPriceMinor: 300,
        discount,
        taxRate: TAX,
      };
  }
}

/** A sale of `lines` at the Pier at `capturedAt`, paid with cash (and part gift card). */
async function sell(
  lines: LineChoice[],
  capturedAt: string,
  saleDiscount: Discount | null,
  giftCardPartMinor: number,
): Promise<Sale> {
  const totals = cartTotals(
    lines.map((line) => ({ ...line, discount: line.discount ?? null, taxInclusive: false })),
    saleDiscount,
  );
  const giftCardMinor = Math.min(giftCardPartMinor, Math.floor(totals.totalMinor / 2));
  const cashMinor = totals.totalMinor - giftCardMinor;
  const tenders: SaleDraft['tenders'] = [
    { kind: 'cash', amountMinor: cashMinor, givenMinor: cashMinor + 500 },
  ];
  if (giftCardMinor > 0) {
    tenders.push({ kind: 'giftCard', amountMinor: giftCardMinor, code: 'HC-RPT-0001' });
  }
  const draft = saleDraft(
    catalogue.pierId,
    lines.map(({ taxRate: _taxRate, ...line }) => line),
    tenders,
    { capturedAt, discount: saleDiscount },
  );
  return answer(await asSeller(server, max, '/sales/sales', { body: draft }), 201, (body) =>
    saleSchema.parse(body),
  );
}

/** Refund lines of `sale`: `quantityOf` each line's units (0 leaves the line out). */
function refundLines(sale: Sale, quantityOf: (line: Sale['lines'][number]) => number) {
  return sale.lines
    .map((line) => ({ saleLineId: line.id, quantity: quantityOf(line) }))
    .filter((line) => line.quantity > 0);
}

/** What refunding `lines` of a sale not refunded before gives back, as the server works it out. */
function refundTotalOf(sale: Sale, lines: { saleLineId: string; quantity: number }[]): number {
  return lines.reduce((total, wanted) => {
    const line = sale.lines.find((candidate) => candidate.id === wanted.saleLineId);
    if (line === undefined) throw new Error('No such line.');
    const share = refundShare(
      { ...line.totals, quantity: line.quantity, taxInclusive: line.taxInclusive },
      wanted.quantity,
      { quantity: 0, netMinor: 0, taxMinor: 0 },
    );
    return total + share.totalMinor;
  }, 0);
}

/** The figures a report must show for these sales and refunds, summed from what the API said. */
function expectedFigures(sales: Sale[], refunds: Refund[], voids: number): SalesFigures {
  const figures: SalesFigures = {
    salesCount: sales.length,
    grossMinor: 0,
    discountsMinor: 0,
    refundsMinor: 0,
    netMinor: 0,
    taxMinor: 0,
    giftCardsSoldMinor: 0,
    collectedMinor: 0,
    refundsCount: refunds.length,
    voidsCount: voids,
  };
  for (const sale of sales) {
    for (const line of sale.lines) {
      const { totals } = line;
      figures.taxMinor += totals.taxMinor;
      if (line.giftCardCode !== null) {
        figures.giftCardsSoldMinor += totals.totalMinor;
        continue;
      }
      figures.grossMinor += totals.grossMinor;
      figures.discountsMinor += totals.lineDiscountMinor + totals.saleDiscountMinor;
    }
  }
  for (const given of refunds) {
    for (const line of given.lines) {
      figures.refundsMinor += line.netMinor;
      figures.taxMinor -= line.taxMinor;
    }
  }
  figures.netMinor = figures.grossMinor - figures.discountsMinor - figures.refundsMinor;
  figures.collectedMinor = figures.netMinor + figures.taxMinor + figures.giftCardsSoldMinor;
  return figures;
}

describe('reports reconcile with the transactions', () => {
  // Quiet days long before the demo history: nothing else was sold at the Pier then.
  const DAY = '2024-03-12';
  const NEXT_DAY = '2024-03-13';
  const sales: Sale[] = [];
  const refunds: Refund[] = [];
  let voided: Sale;

  beforeAll(async () => {
    const rng = random(20240312);
    // A gift card sold on the day (money held, not a sale), later part-spent.
    const giftCardSale = await answer(
      await asSeller(server, max, '/sales/sales', {
        body: giftCardSaleDraft(catalogue, 'HC-RPT-0001', 5_000, `${DAY}T09:00:00-04:00`),
      }),
      201,
      (body) => saleSchema.parse(body),
    );
    sales.push(giftCardSale);
    for (let index = 0; index < 16; index += 1) {
      const lines = Array.from({ length: 1 + rng.int(3) }, () => randomLine(rng));
      const saleDiscount: Discount | null =
        rng.int(5) === 0 ? { kind: 'amount', amountMinor: 50 + rng.int(200) } : null;
      // Hours 06:00–23:59 in New York on DAY; the last ones fall on the next UTC day.
      const minute = 6 * 60 + rng.int(18 * 60);
      const at = `${DAY}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00-04:00`;
      const giftCardPart = index % 5 === 0 ? 200 + rng.int(300) : 0;
      sales.push(await sell(lines, at, saleDiscount, giftCardPart));
    }
    // One at 23:30 in New York: 03:30 UTC on the next day, still DAY's sale.
    sales.push(await sell([randomLine(rng)], `${DAY}T23:30:00-04:00`, null, 0));

    // Refunds the next day: part of some sales, all of one.
    for (const [position, sale] of sales.entries()) {
      if (position === 0 || position % 4 !== 1) continue;
      const lines = refundLines(sale, (line) =>
        position === 1 ? line.quantity : line.quantity > 1 ? 1 : 0,
      );
      if (lines.length === 0) continue;
      const refundTotal = refundTotalOf(sale, lines);
      const given = await answer(
        await asSeller(server, max, `/sales/sales/${sale.id}/refunds`, {
          body: {
            id: randomUUID(),
            lines,
            tenders: [{ kind: 'cash', amountMinor: refundTotal }],
            reason: 'Customer changed their mind',
            capturedAt: `${NEXT_DAY}T10:00:00-04:00`,
          },
        }),
        201,
        (body) => refundSchema.parse(body),
      );
      refunds.push(given);
    }

    // A voided sale is not a sale, and its money is not collected.
    voided = await sell([randomLine(rng)], `${DAY}T12:00:00-04:00`, null, 0);
    await answer(
      await asSeller(server, max, `/sales/sales/${voided.id}/void`, {
        body: { reason: 'Rung up twice' },
      }),
      200,
      (body) => saleSchema.parse(body),
    );
  });

  it('gives the day its sales and the next day its refunds, to the cent', async () => {
    const day = await summary(`from=${DAY}&to=${DAY}&locationId=${catalogue.pierId}`);
    expect(day.timeZone).toBe('America/New_York');
    expect(day.figures).toEqual(expectedFigures(sales, [], 1));
    const next = await summary(`from=${NEXT_DAY}&to=${NEXT_DAY}&locationId=${catalogue.pierId}`);
    expect(next.figures).toEqual(expectedFigures([], refunds, 0));
    expect(next.figures.refundsMinor).toBeGreaterThan(0);
  });

  it('collects what the tenders brought in, less what refunds paid back', async () => {
    const both = await summary(`from=${DAY}&to=${NEXT_DAY}&locationId=${catalogue.pierId}`);
    const tenderSum = (kind: string) =>
      sales
        .flatMap((sale) => sale.tenders)
        .filter((tender) => tender.kind === kind)
        .reduce((sum, tender) => sum + tender.amountMinor, 0) -
      refunds
        .flatMap((given) => given.tenders)
        .filter((tender) => tender.kind === kind)
        .reduce((sum, tender) => sum + tender.amountMinor, 0);
    expect(both.tenders).toEqual([
      { kind: 'cash', count: sales.length, amountMinor: tenderSum('cash') },
      { kind: 'card', count: 0, amountMinor: 0 },
      { kind: 'storedCard', count: 0, amountMinor: 0 },
      {
        kind: 'giftCard',
        count: sales.filter((sale) => sale.tenders.some((t) => t.kind === 'giftCard')).length,
        amountMinor: tenderSum('giftCard'),
      },
    ]);
    expect(both.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0)).toBe(
      both.figures.collectedMinor,
    );
    expect(both.figures).toEqual(expectedFigures(sales, refunds, 1));
    expect(both.previousPeriod).toEqual({ from: '2024-03-10', to: '2024-03-11' });
    expect(both.previousFigures.salesCount).toBe(0);
  });

  it.each(REPORT_GROUPINGS)('adds up by %s to the summary', async (by) => {
    const range = `from=${DAY}&to=${NEXT_DAY}&locationId=${catalogue.pierId}`;
    const [whole, groups] = await Promise.all([summary(range), breakdown(`${range}&by=${by}`)]);
    const sum = (field: keyof (typeof groups.rows)[number]) =>
      groups.rows.reduce((total, row) => total + Number(row[field]), 0);
    for (const field of [
      'grossMinor',
      'discountsMinor',
      'refundsMinor',
      'netMinor',
      'taxMinor',
      'giftCardsSoldMinor',
      'collectedMinor',
    ] as const) {
      expect(sum(field), field).toBe(whole.figures[field]);
    }
  });

  it('counts hours and days in the location’s time zone and names each group', async () => {
    const range = `from=${DAY}&to=${NEXT_DAY}&locationId=${catalogue.pierId}`;
    const byDay = await breakdown(`${range}&by=day`);
    expect(byDay.rows.map((row) => row.key)).toEqual([DAY, NEXT_DAY]);
    expect(byDay.rows[0]?.count).toBe(sales.length);
    const byHour = await breakdown(`${range}&by=hour`);
    expect(byHour.rows.find((row) => row.key === '23')).toMatchObject({ label: '23:00' });
    expect(byHour.rows.every((row) => Number(row.key) >= 6)).toBe(true);
    const byStaff = await breakdown(`${range}&by=staff`);
    expect(byStaff.rows.map((row) => row.label)).toEqual(['Max Manager']);
    const byLocation = await breakdown(`${range}&by=location`);
    expect(byLocation.rows.map((row) => row.label)).toEqual(['Harbor Coffee Pier']);
    const byStation = await breakdown(`${range}&by=station`);
    expect(byStation.rows).toMatchObject([{ key: null }]);
    const byProduct = await breakdown(`${range}&by=product`);
    expect(byProduct.rows.map((row) => row.label)).toContain('Gift Card');
  });
});

describe('the summary agrees with the transactions of the demo history', () => {
  /** YYYY-MM-DD of `at` in New York, where both demo locations are. */
  const newYorkDay = (at: string | Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(at));

  it('over the last week at Downtown, sale by sale', async () => {
    const to = newYorkDay(new Date(Date.now() - 86_400_000));
    const from = newYorkDay(new Date(Date.now() - 7 * 86_400_000));
    const listed: Sale[] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({
        locationId: catalogue.downtownId,
        from: new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString(),
        to: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000).toISOString(),
        limit: '500',
        ...(cursor === undefined ? {} : { cursor }),
      });
      const page = await answer(
        await report(max, `/sales/sales?${query.toString()}`),
        200,
        (body) => salesPageSchema.parse(body),
      );
      listed.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    const inRange = listed.filter((sale) => {
      const day = newYorkDay(sale.capturedAt);
      return day >= from && day <= to;
    });
    const kept = inRange.filter((sale) => sale.state !== 'voided');
    expect(kept.length).toBeGreaterThan(20);
    const week = await summary(`from=${from}&to=${to}&locationId=${catalogue.downtownId}`);
    expect(week.figures).toEqual(expectedFigures(kept, [], inRange.length - kept.length));
  });
});

describe('cash-drawer sessions', () => {
  it('lists the day’s sessions with their over/short, as the Z report counts them', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(),
    );
    const opened = await answer(
      await asSeller(server, casey, '/sales/drawers', {
        body: { locationId: catalogue.pierId, floatMinor: 10_000 },
      }),
      201,
      (body) => drawerSchema.parse(body),
    );
    await answer(
      await asSeller(server, casey, `/sales/drawers/${opened.id}/close`, {
        body: { counts: { '10000': 1, '500': 1 } },
      }),
      200,
      (body) => drawerSchema.parse(body),
    );
    const listed = await answer(
      await report(max, `/sales/reports/drawers?from=${today}&to=${today}`),
      200,
      (body) => drawerSessionsSchema.parse(body),
    );
    const zReport = await answer(
      await report(max, `/sales/drawers/${opened.id}/report`),
      200,
      (body) => drawerReportSchema.parse(body),
    );
    expect(listed.truncated).toBe(false);
    expect(listed.sessions.find((session) => session.id === opened.id)).toEqual({
      id: opened.id,
      locationId: catalogue.pierId,
      installId: casey.installId,
      stationName: expect.any(String) as string,
      openedBy: 'Casey Cashier',
      openedAt: opened.openedAt,
      closedBy: 'Casey Cashier',
      closedAt: zReport.drawer.closedAt,
      floatMinor: 10_000,
      paidInMinor: 0,
      paidOutMinor: 0,
      noSaleCount: 0,
      expectedMinor: zReport.cash.expectedMinor,
      countedMinor: 10_500,
      overShortMinor: 10_500 - zReport.cash.expectedMinor,
    });
    const elsewhere = await answer(
      await report(
        max,
        `/sales/reports/drawers?from=${today}&to=${today}&locationId=${catalogue.downtownId}`,
      ),
      200,
      (body) => drawerSessionsSchema.parse(body),
    );
    expect(elsewhere.sessions.map((session) => session.id)).not.toContain(opened.id);
  });

  it('needs reportsView', async () => {
    const response = await report(casey, '/sales/reports/drawers?from=2024-03-12&to=2024-03-12');
    await expectError(response, 403, 'forbidden');
  });
});

describe('who may read reports, and hostile input', () => {
  it('needs reportsView', async () => {
    const response = await report(casey, '/sales/reports/summary?from=2024-03-12&to=2024-03-12');
    await expectError(response, 403, 'forbidden');
  });

  it.each(
    ['summary', 'drawers'].flatMap((path) =>
      [
        ['from=2024-03-12', 'to'],
        ['from=2024-03-12&to=2024-03-11', 'to'],
        ['from=2024-13-01&to=2024-13-02', 'from'],
        ['from=2020-01-01&to=2024-01-01', 'to'],
        ["from=2024-03-12&to=2024-03-12&locationId=1' OR 1=1", 'locationId'],
      ].map(([query, field]) => [`${path}?${query}`, field]),
    ),
  )('answers 400 for %s', async (query, field) => {
    const response = await report(max, `/sales/reports/${query}`);
    const message = await expectError(response, 400, 'validation_failed');
    expect(message.startsWith(`${field}:`), message).toBe(true);
  });

  it('checks a breakdown’s range as a summary’s', async () => {
    const response = await report(
      max,
      '/sales/reports/breakdown?from=2024-03-12&to=2024-03-01&by=day',
    );
    const message = await expectError(response, 400, 'validation_failed');
    expect(message).toBe('to: The range ends before it starts.');
  });

  it('answers 400 for an unknown grouping', async () => {
    const response = await report(
      max,
      '/sales/reports/breakdown?from=2024-03-12&to=2024-03-12&by=tenant',
    );
    await expectError(response, 400, 'validation_failed');
  });

  it.each(['summary', 'drawers'])(
    'answers 404 for another tenant’s location (%s)',
    async (path) => {
      const response = await report(
        max,
        `/sales/reports/${path}?from=2024-03-12&to=2024-03-12&locationId=${catalogue.otherLocationId}`,
      );
      await expectError(response, 404, 'not_found');
    },
  );
});
