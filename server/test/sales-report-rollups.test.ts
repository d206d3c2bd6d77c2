// The reports' daily rollups (server/src/sales/report-rollups-store.ts) over seeded random sales,
// refunds on later days and voids made after the day, at two locations and two stations: what
// each sale, refund and void added up to equals rolling everything up again from the sales, and
// every report read from the rollups equals the same report read from the sales, to the cent.
// A product moved to another category and a location moved to another zone are read from the
// sales.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundShare } from '@shared/sales/cart-totals';
import { REPORT_GROUPINGS } from '@shared/sales/reports';
import { saleSchema, type Sale, type SaleDraft } from '@shared/sales/sales';
import type { Queryable } from '../src/db/database';
import { rebuildSalesReportRollups, rollupsServeSql } from '../src/sales/report-rollups-store';
import {
  salesBreakdown,
  salesFigures,
  tenderTotals,
  type ReportScope,
} from '../src/sales/reports-store';
import { useHttpTestApp } from './fixtures';
import {
  asSeller,
  giftCardSaleDraft,
  salesSetup,
  saleDraft,
  type SalesSetup,
} from './support/sales-fixture';

const server = await useHttpTestApp();
/** Casey and Max each at a station of their own. */
let setup: SalesSetup;

const DAYS = ['2024-06-03', '2024-06-04', '2024-06-05'] as const;
const ZONE = 'America/New_York';

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 4_294_967_296) * below);
  };
}

async function created(response: Response, status = 201): Promise<Sale> {
  expect(response.status, await response.clone().text()).toBe(status);
  return saleSchema.parse(await response.json());
}

/** Lines priced as the catalogue prices them (no discounts: Casey may not give them). */
function randomLines(pick: (below: number) => number): SaleDraft['lines'] {
  const choices: SaleDraft['lines'] = [
    { productId: setup.catalogue.croissant, variantId: null, quantity: 1, unitPriceMinor: 350 },
    { productId: setup.catalogue.espresso, variantId: null, quantity: 2, unitPriceMinor: 300 },
    { productId: setup.catalogue.beans, variantId: null, quantity: 1, unitPriceMinor: 1600 },
    {
      productId: setup.catalogue.latte.id,
      variantId: setup.catalogue.latte.large,
      modifierOptionIds: [setup.catalogue.oat],
      quantity: 1,
      unitPriceMinor: 610,
    },
  ];
  const start = pick(choices.length);
  return choices.slice(start, start + 1 + pick(2));
}

const totalOf = (lines: SaleDraft['lines']) =>
  lines.reduce((sum, line) => {
    const net = line.unitPriceMinor * line.quantity;
    return sum + net + (line.productId === setup.catalogue.beans ? 0 : Math.round(net * 0.08875));
  }, 0);

const at = (day: string, minute: number) =>
  `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00-04:00`;

/** Every rollup row of Harbor Coffee, in key order. */
function rollupRows(db: Queryable) {
  return db.query(
    `SELECT * FROM sales_report_rollups WHERE tenant_id = $1
      ORDER BY grouped_by, day, location_id, key, category_key, time_zone`,
    [setup.catalogue.harborId],
  );
}

/** Every report of `scope`: the summary's figures and tenders, and each breakdown. */
async function reports(db: Queryable, scope: ReportScope) {
  const breakdowns: Record<string, unknown> = {};
  for (const by of REPORT_GROUPINGS) breakdowns[by] = await salesBreakdown(db, scope, by);
  return {
    figures: await salesFigures(db, scope),
    tenders: await tenderTotals(db, scope),
    ...breakdowns,
  };
}

/** What `work` reads with the rollups made unusable (another zone), so from the sales. */
function fromTheSales<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  return rolledBack(async (tx) => {
    await tx.query(`UPDATE sales_report_rollups SET time_zone = 'UTC' WHERE tenant_id = $1`, [
      setup.catalogue.harborId,
    ]);
    return work(tx);
  });
}

async function serves(db: Queryable, scope: ReportScope, by: 'none' | 'category') {
  const [row] = await db.query<{ serve: boolean }>(rollupsServeSql(by), [
    scope.tenantId,
    scope.from,
    scope.to,
    scope.timeZone,
    scope.locationId,
  ]);
  return row?.serve;
}

beforeAll(async () => {
  setup = await salesSetup(server.database, 'station');
  const { catalogue, casey, max } = setup;
  const pick = random(20240603);
  const sold: Sale[] = [];
  // A gift card sold (money held, not a sale), then part-spent.
  sold.push(
    await created(
      await asSeller(server, max, '/sales/sales', {
        body: giftCardSaleDraft(catalogue, 'HC-ROLL-0001', 3_000, at(DAYS[0], 8 * 60)),
      }),
    ),
  );
  for (let index = 0; index < 24; index += 1) {
    const day = DAYS[index % 2] ?? DAYS[0];
    const lines = randomLines(pick);
    const total = totalOf(lines);
    const giftCard = index === 3 ? 400 : 0;
    const tenders: SaleDraft['tenders'] = [
      { kind: 'cash', amountMinor: total - giftCard, givenMinor: total - giftCard + 100 },
    ];
    if (giftCard > 0)
      tenders.push({ kind: 'giftCard', amountMinor: giftCard, code: 'HC-ROLL-0001' });
    // The last of the day at 23:40 in New York: already the next day in UTC.
    const minute = index >= 22 ? 23 * 60 + 40 : 7 * 60 + pick(15 * 60);
    const location = index % 3 === 0 ? catalogue.downtownId : catalogue.pierId;
    sold.push(
      await created(
        await asSeller(server, index % 2 === 0 ? max : casey, '/sales/sales', {
          body: saleDraft(location, lines, tenders, { capturedAt: at(day, minute) }),
        }),
      ),
    );
  }
  // Refunds on later days, in part and whole; voids made now, long after the day.
  for (const [index, sale] of sold.entries()) {
    if (index === 0) continue;
    if (index % 5 === 1) {
      const line = sale.lines[0];
      if (line === undefined) continue;
      const quantity = index === 1 ? line.quantity : 1;
      const share = refundShare(
        { ...line.totals, quantity: line.quantity, taxInclusive: line.taxInclusive },
        quantity,
        { quantity: 0, netMinor: 0, taxMinor: 0 },
      ).totalMinor;
      const response = await asSeller(server, max, `/sales/sales/${sale.id}/refunds`, {
        body: {
          id: randomUUID(),
          lines: [{ saleLineId: line.id, quantity }],
          tenders: [{ kind: 'cash', amountMinor: share }],
          reason: 'Spilled',
          capturedAt: at(DAYS[2], 9 * 60 + index),
        },
      });
      expect(response.status, await response.clone().text()).toBe(201);
    } else if (index % 7 === 2) {
      await created(
        await asSeller(server, max, `/sales/sales/${sale.id}/void`, {
          body: { reason: 'Rung up twice' },
        }),
        200,
      );
    }
  }
});

describe('sales report rollups', () => {
  it('add up, sale by sale, to rolling every sale up again', async () => {
    const written = await rollupRows(server.database);
    expect(written.length).toBeGreaterThan(20);
    const again = await fromTheSalesRebuilt();
    expect(again).toEqual(written);
  });

  const scopes = (locationId: string | null) =>
    [
      [DAYS[0], DAYS[0]],
      [DAYS[1], DAYS[1]],
      [DAYS[2], DAYS[2]],
      [DAYS[0], DAYS[2]],
    ].map(([from = '', to = '']) => ({
      tenantId: setup.catalogue.harborId,
      from,
      to,
      timeZone: ZONE,
      locationId,
    }));

  it('equal what migration 0018 backfilled them with', async () => {
    const migration = await readFile(
      new URL('../src/db/migrations/0018_sales_report_rollups.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('INSERT INTO sales_report_rollups'));
    const written = await rollupRows(server.database);
    const backfilled = await rolledBack(async (tx) => {
      await tx.query('DELETE FROM sales_report_rollups');
      await tx.exec(backfill);
      return rollupRows(tx);
    });
    expect(backfilled).toEqual(written);
  });

  it.each(['pier', 'downtown', 'all'] as const)(
    'answer every report at %s as the sales do, to the cent',
    async (where) => {
      const locationId =
        where === 'all'
          ? null
          : where === 'pier'
            ? setup.catalogue.pierId
            : setup.catalogue.downtownId;
      for (const scope of scopes(locationId)) {
        expect(await serves(server.database, scope, 'category')).toBe(true);
        const rolledUp = await reports(server.database, scope);
        const fromSales = await fromTheSales((tx) => reports(tx, scope));
        expect(rolledUp, `${scope.from}–${scope.to}`).toEqual(fromSales);
      }
      const [week] = scopes(locationId).slice(-1);
      if (week === undefined) throw new Error('No scope.');
      const figures = await salesFigures(server.database, week);
      expect(figures.salesCount).toBeGreaterThan(0);
      if (where !== 'downtown') expect(figures.voidsCount).toBeGreaterThan(0);
      if (where !== 'downtown') expect(figures.refundsCount).toBeGreaterThan(0);
    },
  );

  it('reads the sales by category once a product moved to another category', async () => {
    const [scope] = scopes(null).slice(-1);
    if (scope === undefined) throw new Error('No scope.');
    const moved = await fromTheSalesAfter(
      `UPDATE sales_products SET category_id =
         (SELECT category_id FROM sales_products WHERE id = $2)
        WHERE id = $1`,
      [setup.catalogue.croissant, setup.catalogue.beans],
      async (tx) => ({
        serve: await serves(tx, scope, 'category'),
        served: await salesBreakdown(tx, scope, 'category'),
      }),
    );
    expect(moved.serve).toBe(false);
    expect(moved.before).not.toEqual(moved.served);
    expect(moved.served).toEqual(moved.fromSales);
  });

  it('reads the sales of a location that moved to another zone', async () => {
    const [scope] = scopes(setup.catalogue.pierId).slice(-1);
    if (scope === undefined) throw new Error('No scope.');
    const inLosAngeles = { ...scope, timeZone: 'America/Los_Angeles' };
    const moved = await fromTheSalesAfter(
      `UPDATE locations SET time_zone = 'America/Los_Angeles' WHERE id = $1`,
      [setup.catalogue.pierId],
      async (tx) => ({
        serve: await serves(tx, inLosAngeles, 'none'),
        served: await salesFigures(tx, inLosAngeles),
      }),
    );
    expect(moved.serve).toBe(false);
    expect(moved.served).toEqual(moved.fromSales);
  });
});

/** What `work` answers in a transaction rolled back after it. */
async function rolledBack<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  const undone = new Error('rolled back');
  let result: { value: T } | undefined;
  await server.database
    .transaction(async (tx) => {
      result = { value: await work(tx) };
      throw undone;
    })
    .catch((error: unknown) => {
      if (error !== undone) throw error;
    });
  if (result === undefined) throw new Error('Nothing was read.');
  return result.value;
}

/** The rollups rebuilt from the sales, in a transaction rolled back. */
function fromTheSalesRebuilt() {
  return rolledBack(async (tx) => {
    await rebuildSalesReportRollups(tx, setup.catalogue.harborId);
    return rollupRows(tx);
  });
}

/**
 * After `change` (in a transaction rolled back): whether the rollups serve and what a report
 * answered, what it answers from the sales, and what the rollups answered before the change.
 */
async function fromTheSalesAfter<T>(
  change: string,
  params: unknown[],
  read: (tx: Queryable) => Promise<{ serve: boolean | undefined; served: T }>,
) {
  const before = (await read(server.database)).served;
  return fromTheSales(async (tx) => {
    await tx.query(`UPDATE sales_report_rollups SET time_zone = $2 WHERE tenant_id = $1`, [
      setup.catalogue.harborId,
      ZONE,
    ]);
    await tx.query(change, params);
    const { serve, served } = await read(tx);
    await tx.query(`UPDATE sales_report_rollups SET time_zone = 'UTC' WHERE tenant_id = $1`, [
      setup.catalogue.harborId,
    ]);
    return { before, serve, served, fromSales: (await read(tx)).served };
  });
}
