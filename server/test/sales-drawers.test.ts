// Cash drawer sessions (src/shared/sales/drawers.ts, docs/sales-drawers-and-approvals.md): Casey
// opens her station's drawer with a counted float, sells, pays out and in, needs Max's approval
// for a no-sale open, and closes with a count that comes out over or short to the cent; the
// end-of-day (Z) report adds up the same figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantChannel } from '@shared/realtime';
import { approvalSchema } from '@shared/sales/approvals';
import { drawerReportSchema, drawerSchema, type Drawer } from '@shared/sales/drawers';
import { refundSchema, saleSchema, type Sale, type SaleDraft } from '@shared/sales/sales';
import { auditEntries } from '../src/auth/audit-log';
import {
  accountIdByEmail,
  addDesktopUser,
  demoTenantIds,
  expectError,
  useRecordingTestApp,
  type DemoTenantIds,
} from './fixtures';
import { requestApproval, salesCall, staffSession, type Staff } from './fixtures/point-of-sale';
import {
  asSeller,
  prepareSalesCatalogue,
  productIdByName,
  saleDraft,
  type SalesCatalogue,
} from './support/sales-fixture';
import { cardPayment, parsedAnswer } from './support/sales-answers';

const app = await useRecordingTestApp();
const { database } = app.server;
let tenants: DemoTenantIds;
let locationId: string;
let maxId: string;
let caseyId: string;
let casey: Staff;
let catalogue: SalesCatalogue;
let pourOverId: string;

beforeAll(async () => {
  tenants = await demoTenantIds(database);
  catalogue = await prepareSalesCatalogue(database);
  locationId = catalogue.downtownId;
  pourOverId = await productIdByName(database, tenants.harbor, 'Pour Over');
  maxId = await accountIdByEmail(database, 'max.manager@harbor.example');
  caseyId = await accountIdByEmail(database, 'casey.cashier@harbor.example');
  casey = await staffSession(database, caseyId, tenants.harbor);
});

/** A sale through POST /sales/sales, as `staff` at their station (or in their browser). */
async function sell(staff: Staff, draft: SaleDraft): Promise<Sale> {
  return parsedAnswer(
    await asSeller(app.server, staff, '/sales/sales', { body: draft }),
    201,
    (body) => saleSchema.parse(body),
  );
}

/** Max's approval of `action` by his PIN at Casey's till: a single-use token. */
async function maxApproves(action: 'discounts' | 'refunds' | 'noSale', summary: string) {
  const approval = await requestApproval(app.server, casey, {
    action,
    summary,
    credentials: { method: 'pin', username: 'max', pin: '33334444' },
  });
  return approvalSchema.parse(await approval.json()).token;
}

/** A bag of House Blend beans (16.00, no tax) paid in cash. */
const beansForCash = (extra: Partial<SaleDraft> = {}) =>
  saleDraft(
    locationId,
    [{ productId: catalogue.beans, variantId: null, quantity: 1, unitPriceMinor: 1_600 }],
    [{ kind: 'cash', amountMinor: 1_600, givenMinor: 1_600 }],
    extra,
  );

async function openDrawer(staff: Staff, floatMinor = 20_000): Promise<Drawer> {
  const response = await salesCall(app.server, staff, '/sales/drawers', {
    body: { locationId, floatMinor },
  });
  expect(response.status).toBe(201);
  return drawerSchema.parse(await response.json());
}

function move(staff: Staff, drawerId: string, body: Record<string, unknown>) {
  return salesCall(app.server, staff, `/sales/drawers/${drawerId}/movements`, {
    body: { id: crypto.randomUUID(), ...body },
  });
}

function close(staff: Staff, drawerId: string, counts: Record<string, number>) {
  return salesCall(app.server, staff, `/sales/drawers/${drawerId}/close`, { body: { counts } });
}

async function drawerOf(response: Response, status: number): Promise<Drawer> {
  expect(response.status).toBe(status);
  return drawerSchema.parse(await response.json());
}

describe('a shift at one drawer', () => {
  let drawer: Drawer;

  it('opens at the station with a counted float, published and audited', async () => {
    const response = await salesCall(app.server, casey, '/sales/drawers', {
      body: { locationId, floatMinor: 20_000, floatCounts: { '5000': 2, '1000': 10 } },
    });
    drawer = await drawerOf(response, 201);
    expect(drawer).toMatchObject({
      locationId,
      installId: casey.installId,
      openedBy: { id: caseyId, name: 'Casey Cashier' },
      floatMinor: 20_000,
      state: 'open',
      expectedMinor: 20_000,
      countedMinor: null,
      overShortMinor: null,
      closedAt: null,
    });
    expect(app.realtime.events).toContainEqual(
      expect.objectContaining({
        channel: tenantChannel(tenants.harbor),
        event: 'sales.drawers.changed',
        data: { id: drawer.id },
      }),
    );
    const current = await salesCall(app.server, casey, '/sales/drawers/current');
    expect((await drawerOf(current, 200)).id).toBe(drawer.id);
  });

  it('refuses a second drawer at the station (409)', async () => {
    const again = await salesCall(app.server, casey, '/sales/drawers', {
      body: { locationId, floatMinor: 10_000 },
    });
    await expectError(again, 409, 'conflict');
  });

  it("expects the float plus the station's cash sales, less change, refunds and paid out", async () => {
    // Two pour-overs, $10.00 + $0.89 tax, paid with a $20 note: $9.11 change.
    const cashSale = await sell(
      casey,
      saleDraft(
        locationId,
        [{ productId: pourOverId, variantId: null, quantity: 2, unitPriceMinor: 500 }],
        [{ kind: 'cash', amountMinor: 1_089, givenMinor: 2_000 }],
      ),
    );
    expect(cashSale).toMatchObject({ subtotalMinor: 1_000, taxMinor: 89, changeMinor: 911 });
    // Beans, $16.00 less a $1.00 discount Max approved, no tax, split: $8.00 card, $7.00 cash
    // from a $10 note.
    const card = await cardPayment(app.server, casey, locationId, 800);
    expect(card.status).toBe('approved');
    await sell(
      casey,
      saleDraft(
        locationId,
        [{ productId: catalogue.beans, variantId: null, quantity: 1, unitPriceMinor: 1_600 }],
        [
          { kind: 'card', amountMinor: 800, paymentId: card.id },
          { kind: 'cash', amountMinor: 700, givenMinor: 1_000 },
        ],
        {
          discount: { kind: 'amount', amountMinor: 100 },
          approvals: [await maxApproves('discounts', 'A dollar off the beans')],
        },
      ),
    );
    // Voided by Max: its cash went back. Another station's sale, and one before the drawer opened.
    const mistaken = await sell(casey, beansForCash());
    const maxInBrowser = await staffSession(database, maxId, tenants.harbor, {
      atStation: false,
    });
    expect(
      (
        await asSeller(app.server, maxInBrowser, `/sales/sales/${mistaken.id}/void`, {
          body: { reason: 'Rung up twice' },
        })
      ).status,
    ).toBe(200);
    await sell(await staffSession(database, caseyId, tenants.harbor), beansForCash());
    await sell(
      casey,
      beansForCash({ capturedAt: new Date(Date.parse(drawer.openedAt) - 60_000).toISOString() }),
    );
    // One pour-over back in cash: half the line, $5.00 + $0.45 tax.
    const refund = await parsedAnswer(
      await asSeller(app.server, casey, `/sales/sales/${cashSale.id}/refunds`, {
        body: {
          id: crypto.randomUUID(),
          lines: [{ saleLineId: cashSale.lines[0]?.id ?? '', quantity: 1 }],
          tenders: [{ kind: 'cash', amountMinor: 545 }],
          reason: 'Too strong',
          capturedAt: new Date().toISOString(),
          approvals: [await maxApproves('refunds', 'A pour-over back')],
        },
      }),
      201,
      (body) => refundSchema.parse(body),
    );
    expect(refund).toMatchObject({ totalMinor: 545, lines: [{ netMinor: 500, taxMinor: 45 }] });

    const paidOut = await move(casey, drawer.id, {
      kind: 'paidOut',
      amountMinor: 1_500,
      reason: 'Milk from the corner shop',
    });
    expect((await drawerOf(paidOut, 201)).expectedMinor).toBe(20_000 + 1_089 + 700 - 545 - 1_500);
    const paidIn = await move(casey, drawer.id, {
      kind: 'paidIn',
      amountMinor: 500,
      reason: 'Change from the bank',
    });
    expect((await drawerOf(paidIn, 201)).expectedMinor).toBe(20_244);
  });

  it('takes a retried movement once', async () => {
    const body = { id: crypto.randomUUID(), kind: 'paidIn', amountMinor: 100, reason: 'Tips' };
    const first = await salesCall(app.server, casey, `/sales/drawers/${drawer.id}/movements`, {
      body,
    });
    expect((await drawerOf(first, 201)).expectedMinor).toBe(20_344);
    const retry = await salesCall(app.server, casey, `/sales/drawers/${drawer.id}/movements`, {
      body,
    });
    expect((await drawerOf(retry, 200)).expectedMinor).toBe(20_344);
    const other = await salesCall(app.server, casey, `/sales/drawers/${drawer.id}/movements`, {
      body: { ...body, amountMinor: 200 },
    });
    await expectError(other, 409, 'conflict');
  });

  it("needs a manager's approval for Casey's no-sale open", async () => {
    const refused = await move(casey, drawer.id, {
      kind: 'noSale',
      amountMinor: 0,
      reason: 'Customer needed change',
    });
    expect(await refused.json()).toMatchObject({
      error: { code: 'approval_required', details: { action: 'noSale' } },
    });
    const approval = await requestApproval(app.server, casey, {
      action: 'noSale',
      summary: 'No-sale: customer needed change',
      credentials: { method: 'pin', username: 'max', pin: '33334444' },
    });
    const { token } = approvalSchema.parse(await approval.json());
    const opened = await move(casey, drawer.id, {
      kind: 'noSale',
      amountMinor: 0,
      reason: 'Customer needed change',
      approvals: [token],
    });
    expect((await drawerOf(opened, 201)).expectedMinor).toBe(20_344);
    const [movement] = await database.query<{ approved_by: string }>(
      "SELECT approved_by FROM sales_drawer_movements WHERE kind = 'noSale'",
    );
    expect(movement?.approved_by).toBe(maxId);
  });

  it('closes with a count: $202.30 counted against $203.44 expected is $1.14 short', async () => {
    const response = await close(casey, drawer.id, {
      '10000': 1,
      '5000': 1,
      '2000': 2,
      '1000': 1,
      '100': 2,
      '10': 3,
    });
    const closed = await drawerOf(response, 200);
    expect(closed).toMatchObject({
      state: 'closed',
      expectedMinor: 20_344,
      countedMinor: 20_230,
      overShortMinor: -114,
    });
    expect(closed.closedAt).not.toBeNull();
    const actions = (await auditEntries(database, tenants.harbor, { targetId: drawer.id })).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual([
      'sales.drawer.close',
      'sales.drawer.move',
      'sales.drawer.move',
      'sales.drawer.move',
      'sales.drawer.move',
      'sales.drawer.open',
    ]);
    await expectError(await close(casey, drawer.id, { '100': 1 }), 409, 'conflict');
    await expectError(
      await move(casey, drawer.id, { kind: 'paidIn', amountMinor: 100, reason: 'Late' }),
      409,
      'conflict',
    );
    const current = await salesCall(app.server, casey, '/sales/drawers/current');
    await expectError(current, 404, 'not_found');
  });

  it('reports the session (Z report) to the cashier and to whoever reads sales reports', async () => {
    const maxInBrowser = await staffSession(database, maxId, tenants.harbor, {
      atStation: false,
    });
    for (const reader of [casey, maxInBrowser]) {
      const response = await salesCall(app.server, reader, `/sales/drawers/${drawer.id}/report`);
      expect(response.status).toBe(200);
      const { drawer: reported, ...report } = drawerReportSchema.parse(await response.json());
      expect(reported).toMatchObject({ id: drawer.id, state: 'closed', overShortMinor: -114 });
      expect(report).toEqual({
        salesCount: 2,
        grossSalesMinor: 2_600,
        discountsMinor: 100,
        refundsMinor: 545,
        taxMinor: 89 - 45,
        netSalesMinor: 1_089 + 1_500 - 545 - (89 - 45),
        byTender: [
          { kind: 'card', count: 1, amountMinor: 800 },
          { kind: 'cash', count: 2, amountMinor: 1_789 },
        ],
        cash: {
          floatMinor: 20_000,
          cashSalesMinor: 1_789,
          cashRefundsMinor: 545,
          paidInMinor: 600,
          paidOutMinor: 1_500,
          expectedMinor: 20_344,
          countedMinor: 20_230,
          overShortMinor: -114,
        },
        noSaleCount: 1,
        voidsCount: 1,
        counts: { '10000': 1, '5000': 1, '2000': 2, '1000': 1, '100': 2, '10': 3 },
      });
    }
  });
});

describe('who may use a drawer', () => {
  it('lets Max open a no-sale at his own drawer without an approval', async () => {
    const max = await staffSession(database, maxId, tenants.harbor);
    const drawer = await openDrawer(max);
    const response = await move(max, drawer.id, {
      kind: 'noSale',
      amountMinor: 0,
      reason: 'Checking the float',
    });
    expect(response.status).toBe(201);
  });

  it('opens drawers at stations only (409 in a browser)', async () => {
    const maxInBrowser = await staffSession(database, maxId, tenants.harbor, {
      atStation: false,
    });
    const response = await salesCall(app.server, maxInBrowser, '/sales/drawers', {
      body: { locationId, floatMinor: 10_000 },
    });
    await expectError(response, 409, 'conflict');
  });

  it("moves cash only at the drawer's own station (409)", async () => {
    const drawer = await openDrawer(await staffSession(database, caseyId, tenants.harbor));
    const response = await move(casey, drawer.id, {
      kind: 'paidIn',
      amountMinor: 100,
      reason: 'Wrong till',
    });
    await expectError(response, 409, 'conflict');
  });

  it('lets a manager count and close a drawer from a browser, but move cash only at it', async () => {
    const drawer = await openDrawer(await staffSession(database, caseyId, tenants.harbor), 5_000);
    const maxInBrowser = await staffSession(database, maxId, tenants.harbor, {
      atStation: false,
    });
    await expectError(
      await move(maxInBrowser, drawer.id, { kind: 'paidOut', amountMinor: 100, reason: 'x' }),
      409,
      'conflict',
    );
    const closed = await drawerOf(await close(maxInBrowser, drawer.id, { '1000': 5, '5': 1 }), 200);
    expect(closed).toMatchObject({ state: 'closed', countedMinor: 5_005, overShortMinor: 5 });
  });

  it("answers another tenant's drawer as if it did not exist (404)", async () => {
    const drawer = await openDrawer(await staffSession(database, caseyId, tenants.harbor));
    const bluebirdCashierId = await addDesktopUser(database, tenants.bluebird, {
      username: 'blue.cashier',
      pin: '13131313',
    });
    await database.query(
      `UPDATE memberships SET permissions = '{"sales": {"sp": true, "reportsView": true}}'::jsonb
        WHERE account_id = $1`,
      [bluebirdCashierId],
    );
    const stranger = await staffSession(database, bluebirdCashierId, tenants.bluebird);
    for (const path of [`/sales/drawers/${drawer.id}`, `/sales/drawers/${drawer.id}/report`]) {
      await expectError(await salesCall(app.server, stranger, path), 404, 'not_found');
    }
    await expectError(
      await move(stranger, drawer.id, { kind: 'paidIn', amountMinor: 100, reason: 'x' }),
      404,
      'not_found',
    );
    await expectError(await close(stranger, drawer.id, { '100': 1 }), 404, 'not_found');
  });

  it('refuses someone without the point of sale or sales reports (403)', async () => {
    const ninaId = await accountIdByEmail(database, 'nina.noperm@harbor.example');
    const nina = await staffSession(database, ninaId, tenants.harbor);
    await expectError(
      await salesCall(app.server, nina, '/sales/drawers/current'),
      403,
      'forbidden',
    );
  });
});

describe('hostile bodies', () => {
  it('answers 400 naming the field, and writes nothing', async () => {
    const station = await staffSession(database, caseyId, tenants.harbor);
    const drawer = await openDrawer(station);
    const movements = `/sales/drawers/${drawer.id}/movements`;
    const movement = (kind: string, amountMinor: number, reason: string) => ({
      id: crypto.randomUUID(),
      kind,
      amountMinor,
      reason,
    });
    const closing = `/sales/drawers/${drawer.id}/close`;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/sales/drawers', { locationId: 'x', floatMinor: 100 }, 'locationId'],
      ['/sales/drawers', { locationId, floatMinor: -1 }, 'floatMinor'],
      ['/sales/drawers', { locationId, floatMinor: 1.5 }, 'floatMinor'],
      ['/sales/drawers', { locationId: crypto.randomUUID(), floatMinor: 100 }, 'locationId'],
      ['/sales/drawers', { locationId, floatMinor: 100, floatCounts: { '25': 3 } }, 'floatCounts'],
      [movements, movement('paidOut', 100, ''), 'reason'],
      [movements, movement('paidOut', 0, 'Nothing'), 'amountMinor'],
      [movements, movement('noSale', 500, 'Cash?'), 'amountMinor'],
      [movements, movement('steal', 500, 'x'), 'kind'],
      [closing, { counts: {} }, 'counts'],
      [closing, { counts: { '300': 1 } }, 'counts.300'],
      [closing, { counts: { '100': -1 } }, 'counts'],
      ['/sales/drawers/not-a-uuid/close', { counts: { '100': 1 } }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      // Each opening at a station of its own, so none is refused for an open drawer.
      const caller =
        path === '/sales/drawers' ? await staffSession(database, caseyId, tenants.harbor) : station;
      const response = await salesCall(app.server, caller, path, { body });
      expect(await expectError(response, 400, 'validation_failed')).toContain(field);
    }
    const [row] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sales_drawer_movements WHERE drawer_id = $1',
      [drawer.id],
    );
    expect(row?.n).toBe(0);
    const still = await salesCall(app.server, station, `/sales/drawers/${drawer.id}`);
    expect((await drawerOf(still, 200)).state).toBe('open');
  });
});
