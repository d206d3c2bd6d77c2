// The gift cards back office over real HTTP: the list (search, status, sorts, keyset pages),
// issuing, reloading, deactivating and reactivating with giftCardsEdit, the Idempotency-Key
// repeat, audit entries and realtime, the ledger after a redemption at the till, and refusals:
// another tenant's card, a viewer's or a cashier's calls, hostile and out-of-range input.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, tenantChannel } from '@shared/realtime';
import {
  giftCardLedgerSchema,
  giftCardSummarySchema,
  giftCardsPageSchema,
  type GiftCardSummary,
} from '@shared/sales/gift-cards';
import { auditEntries } from '../src/auth/audit-log';
import { expectError, useRecordingTestApp } from './fixtures';
import * as sales from './support/sales-fixture';

const { server, realtime } = await useRecordingTestApp();
let setup: sales.SalesSetup;
/** Morgan Multi in Harbor Coffee, allowed to view gift cards but not to change them. */
let viewer: sales.Seller;

/** Morgan Multi in a browser in `tenantId`, with only the sales permissions `granted`. */
async function morganWith(tenantId: string, granted: object): Promise<sales.Seller> {
  await server.database.query(
    `UPDATE memberships SET permissions = $2::jsonb
      WHERE tenant_id = $1
        AND account_id = (SELECT id FROM accounts WHERE email = 'morgan.multi@harbor.example')`,
    [tenantId, JSON.stringify({ sales: granted })],
  );
  return sales.sellerSession(server.database, tenantId, 'morgan.multi@harbor.example', 'browser');
}

beforeAll(async () => {
  setup = await sales.salesSetup(server.database, 'browser');
  viewer = await morganWith(setup.catalogue.harborId, { giftCardsView: true });
});

let codes = 0;
/** A code no other test uses. */
const freshCode = () =>
  `BO-${String(++codes).padStart(4, '0')}-${randomUUID().slice(0, 4)}`.toUpperCase();

const issue = (body: unknown, key?: string, seller = setup.max) =>
  sales.asSeller(server, seller, '/sales/gift-cards', {
    body,
    ...(key === undefined ? {} : { key }),
  });

async function issued(code: string, amountMinor: number, note = ''): Promise<GiftCardSummary> {
  const response = await issue({ code, amountMinor, note });
  expect(response.status, await response.clone().text()).toBe(201);
  return giftCardSummarySchema.parse(await response.json());
}

const post = (code: string, action: string, body: unknown, seller = setup.max, key?: string) =>
  sales.asSeller(server, seller, `/sales/gift-cards/${code}/${action}`, {
    body,
    ...(key === undefined ? {} : { key }),
  });

async function ledgerOf(code: string, seller = setup.max) {
  const response = await sales.asSeller(server, seller, `/sales/gift-cards/${code}/ledger`);
  expect(response.status).toBe(200);
  return giftCardLedgerSchema.parse(await response.json()).items;
}

async function page(query: string, seller = setup.max) {
  const response = await sales.asSeller(server, seller, `/sales/gift-cards?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return giftCardsPageSchema.parse(await response.json());
}

describe('issuing and reloading in the back office', () => {
  it('issues a card, reloads it, and the ledger, audit and realtime say who did what', async () => {
    const code = freshCode();
    const card = await issued(code, 5000, 'Raffle prize');
    expect(card).toMatchObject({
      code,
      balanceMinor: 5000,
      currency: 'USD',
      active: true,
      status: 'active',
      lastUsedAt: null,
    });
    const reloaded = await post(code, 'reload', { amountMinor: 2500, note: 'Top-up' });
    expect(reloaded.status).toBe(200);
    expect(giftCardSummarySchema.parse(await reloaded.json()).balanceMinor).toBe(7500);

    const ledger = await ledgerOf(code);
    expect(
      ledger.map(({ kind, amountMinor, balanceAfterMinor, staffName, note }) => ({
        kind,
        amountMinor,
        balanceAfterMinor,
        staffName,
        note,
      })),
    ).toEqual([
      {
        kind: 'reloaded',
        amountMinor: 2500,
        balanceAfterMinor: 7500,
        staffName: 'Max Manager',
        note: 'Top-up',
      },
      {
        kind: 'issued',
        amountMinor: 5000,
        balanceAfterMinor: 5000,
        staffName: 'Max Manager',
        note: 'Raffle prize',
      },
    ]);

    const audits = await auditEntries(server.database, setup.catalogue.harborId, {
      targetType: 'giftCard',
    });
    const mine = audits.filter((entry) => (entry.after as { code?: string } | null)?.code === code);
    expect(mine.map((entry) => entry.action)).toEqual([
      'sales.gift_card.reload',
      'sales.gift_card.issue',
    ]);
    expect(mine[0]).toMatchObject({
      before: { code, balanceMinor: 5000, active: true },
      after: { code, balanceMinor: 7500, active: true, note: 'Top-up' },
    });
    expect(realtime.events).toContainEqual(
      expect.objectContaining({
        channel: tenantChannel(setup.catalogue.harborId),
        event: REALTIME_EVENTS.salesGiftCardsChanged,
        data: { id: code },
      }),
    );
  });

  it('answers a repeated Idempotency-Key with the first answer and loads the card once', async () => {
    const code = freshCode();
    const key = randomUUID();
    const first = await issue({ code, amountMinor: 1000 }, key);
    const again = await issue({ code, amountMinor: 1000 }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());

    const reloadKey = randomUUID();
    for (let time = 0; time < 2; time += 1) {
      const reloaded = await post(code, 'reload', { amountMinor: 300 }, setup.max, reloadKey);
      expect(giftCardSummarySchema.parse(await reloaded.json()).balanceMinor).toBe(1300);
    }
    expect((await ledgerOf(code)).map((entry) => entry.kind)).toEqual(['reloaded', 'issued']);
    const reused = await post(code, 'reload', { amountMinor: 400 }, setup.max, reloadKey);
    await expectError(reused, 422, 'idempotency_key_reused');
  });

  it('refuses a code already issued with 409 naming the code', async () => {
    const code = freshCode();
    await issued(code, 1000);
    const message = await expectError(
      await issue({ code: code.toLowerCase(), amountMinor: 1000 }),
      409,
      'conflict',
    );
    expect(message).toContain(code);
  });

  it.each([
    [{ code: 'AB', amountMinor: 1000 }, 'code'],
    [{ code: '<script>', amountMinor: 1000 }, 'code'],
    [{ code: 'OK-CODE-1', amountMinor: 0 }, 'amountMinor'],
    [{ code: 'OK-CODE-2', amountMinor: -500 }, 'amountMinor'],
    [{ code: 'OK-CODE-3', amountMinor: 200_001 }, 'amountMinor'],
    [{ code: 'OK-CODE-4', amountMinor: 12.5 }, 'amountMinor'],
    [{ code: 'OK-CODE-5', amountMinor: '1000' }, 'amountMinor'],
    [{ code: 'OK-CODE-6', amountMinor: 1000, note: 'x'.repeat(201) }, 'note'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const message = await expectError(await issue(body), 400, 'validation_failed');
    expect(message).toContain(field);
  });

  it('needs an Idempotency-Key to move money', async () => {
    const response = await sales.asSeller(server, setup.max, '/sales/gift-cards', {
      body: { code: freshCode(), amountMinor: 1000 },
      key: null,
    });
    await expectError(response, 400, 'validation_failed');
  });
});

describe('deactivating and reactivating', () => {
  it('deactivates once, refuses a reload or a second deactivation, and reactivates', async () => {
    const code = freshCode();
    await issued(code, 2000);
    const deactivated = await post(code, 'deactivate', { reason: 'Reported stolen' });
    expect(giftCardSummarySchema.parse(await deactivated.json())).toMatchObject({
      active: false,
      status: 'inactive',
      balanceMinor: 2000,
    });
    await expectError(await post(code, 'deactivate', { reason: 'Again' }), 409, 'conflict');
    const refused = await post(code, 'reload', { amountMinor: 100 });
    expect(await expectError(refused, 409, 'conflict')).toContain('Reactivate');
    await expectError(await post(code, 'reactivate', { reason: '   ' }), 400, 'validation_failed');
    const reactivated = await post(code, 'reactivate', { reason: 'Found by owner' });
    expect(giftCardSummarySchema.parse(await reactivated.json()).status).toBe('active');
    expect((await ledgerOf(code)).slice(0, 2)).toMatchObject([
      { kind: 'reactivated', amountMinor: 0, balanceAfterMinor: 2000, note: 'Found by owner' },
      { kind: 'deactivated', amountMinor: 0, balanceAfterMinor: 2000, note: 'Reported stolen' },
    ]);
    const actions = (
      await auditEntries(server.database, setup.catalogue.harborId, {
        targetType: 'giftCard',
        limit: 2,
      })
    ).map((entry) => entry.action);
    expect(actions).toEqual(['sales.gift_card.reactivate', 'sales.gift_card.deactivate']);
  });
});

describe('a redemption at the till', () => {
  it('shows in the ledger with its receipt, staff and balance, and sets the card’s last use', async () => {
    const code = freshCode();
    await issued(code, 2000);
    await post(code, 'reload', { amountMinor: 1000 });
    const draft = sales.saleDraft(
      setup.catalogue.downtownId,
      [{ productId: setup.catalogue.croissant, variantId: null, quantity: 1, unitPriceMinor: 350 }],
      [{ kind: 'giftCard', amountMinor: 381, code }],
    );
    const sold = await sales.asSeller(server, setup.casey, '/sales/sales', { body: draft });
    expect(sold.status, await sold.clone().text()).toBe(201);
    const { receiptNumber } = (await sold.json()) as { receiptNumber: string };
    const [redeemed] = await ledgerOf(code);
    expect(redeemed).toMatchObject({
      kind: 'redeemed',
      amountMinor: -381,
      balanceAfterMinor: 2619,
      saleId: draft.id,
      receiptNumber,
      staffName: 'Casey Cashier',
    });
    const listed = await page(`search=${code}`);
    expect(listed.items).toMatchObject([{ code, balanceMinor: 2619, status: 'active' }]);
    expect(listed.items[0]?.lastUsedAt).not.toBeNull();
  });
});

describe('the list', () => {
  const prefix = `LS${randomUUID().slice(0, 6).toUpperCase()}`;
  const mk = (n: number) => `${prefix}-${n}`;

  beforeAll(async () => {
    for (const [n, amount] of [
      [1, 500],
      [2, 3000],
      [3, 1500],
      [4, 100],
      [5, 700],
    ] as const) {
      await issued(mk(n), amount);
    }
    await post(mk(4), 'deactivate', { reason: 'Test' });
  });

  it('searches by the start of a code, in any case, and counts the matches', async () => {
    const listed = await page(`search=${prefix.toLowerCase()}`);
    expect(listed.items.map((card) => card.code)).toEqual([1, 2, 3, 4, 5].map(mk));
    expect(listed.total).toBe(5);
    expect((await page(`search=${mk(3)}`)).items.map((card) => card.code)).toEqual([mk(3)]);
    expect((await page(`search=${encodeURIComponent("%' OR 1=1 --")}`)).items).toEqual([]);
  });

  it('filters by status', async () => {
    expect((await page(`search=${prefix}&status=inactive`)).items.map((card) => card.code)).toEqual(
      [mk(4)],
    );
    expect((await page(`search=${prefix}&status=active`)).total).toBe(4);
    expect((await page('search=HC-1000&status=usedUp')).items.map((card) => card.code)).toEqual([
      'HC-1000-0002',
    ]);
  });

  it('sorts by balance both ways and pages by cursor without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(
        `search=${prefix}&sort=-balance&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...next.items.map((card) => card.balanceMinor));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([3000, 1500, 700, 500, 100]);
    const ascending = await page(`search=${prefix}&sort=balance`);
    expect(ascending.items.map((card) => card.balanceMinor)).toEqual([100, 500, 700, 1500, 3000]);
  });

  it('pages by last use and issue time', async () => {
    for (const sort of ['lastUsedAt', '-lastUsedAt', 'issuedAt', '-issuedAt', '-code']) {
      const codesSeen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const next: Awaited<ReturnType<typeof page>> = await page(
          `search=${prefix}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        codesSeen.push(...next.items.map((card) => card.code));
        cursor = next.nextCursor;
      } while (cursor);
      expect(new Set(codesSeen).size, sort).toBe(5);
    }
  });

  it('refuses an unknown sort and a forged cursor, naming them', async () => {
    const sortMessage = await expectError(
      await sales.asSeller(server, setup.max, '/sales/gift-cards?sort=secret'),
      400,
      'validation_failed',
    );
    expect(sortMessage).toContain('sort');
    const cursorMessage = await expectError(
      await sales.asSeller(server, setup.max, '/sales/gift-cards?cursor=bm90LWEtY3Vyc29y'),
      400,
      'validation_failed',
    );
    expect(cursorMessage).toContain('cursor');
  });
});

describe('who may', () => {
  it('lets a viewer read the list and a ledger but not change a card', async () => {
    expect((await page('search=HC-1000', viewer)).items.length).toBe(2);
    expect((await ledgerOf('HC-1000-0001', viewer)).length).toBeGreaterThan(0);
    await expectError(
      await issue({ code: freshCode(), amountMinor: 100 }, undefined, viewer),
      403,
      'forbidden',
    );
    for (const [action, body] of [
      ['reload', { amountMinor: 100 }],
      ['deactivate', { reason: 'No' }],
      ['reactivate', { reason: 'No' }],
    ] as const) {
      await expectError(await post('HC-1000-0001', action, body, viewer), 403, 'forbidden');
    }
  });

  it('keeps the list and every write from a cashier, who may still check a balance', async () => {
    await expectError(
      await sales.asSeller(server, setup.casey, '/sales/gift-cards'),
      403,
      'forbidden',
    );
    await expectError(
      await issue({ code: freshCode(), amountMinor: 100 }, undefined, setup.casey),
      403,
      'forbidden',
    );
    await expectError(
      await post('HC-1000-0001', 'reload', { amountMinor: 100 }, setup.casey),
      403,
      'forbidden',
    );
    expect(
      (await sales.asSeller(server, setup.casey, '/sales/gift-cards/HC-1000-0001')).status,
    ).toBe(200);
  });

  it('answers 404 for another tenant’s card and lists none of them', async () => {
    const code = freshCode();
    await issued(code, 900);
    await server.database.query(
      `UPDATE tenants SET apps = array_append(apps, 'sales') WHERE id = $1`,
      [setup.catalogue.otherTenantId],
    );
    const bluebird = await morganWith(setup.catalogue.otherTenantId, {
      giftCardsView: true,
      giftCardsEdit: true,
    });
    expect((await page(`search=${code}`, bluebird)).items).toEqual([]);
    for (const [action, body] of [
      ['reload', { amountMinor: 100 }],
      ['deactivate', { reason: 'Mine now' }],
      ['reactivate', { reason: 'Mine now' }],
    ] as const) {
      await expectError(await post(code, action, body, bluebird), 404, 'not_found');
    }
    expect((await ledgerOf(code)).map((entry) => entry.kind)).toEqual(['issued']);
  });
});
