// Completing sales at the point of sale over real HTTP: cash with change, card and gift card
// split, a declined card, Idempotency-Key repeats and reuse, gap-free receipt numbers, the
// discounts a cashier needs a manager for, and another tenant's sales, gift cards and card
// payments answering 404.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, tenantChannel } from '@shared/realtime';
import { saleSchema, type Sale, type SaleDraft } from '@shared/sales/sales';
import { auditEntries } from '../src/auth/audit-log';
import { accountIdByEmail, count, expectError, useRecordingTestApp } from './fixtures';
import {
  asSeller,
  latteAndCroissant as latteAndCroissantOf,
  salesSetup,
  saleDraft,
  sellerSession,
  type Seller,
} from './support/sales-fixture';

const { server, realtime } = await useRecordingTestApp();
const { catalogue, casey, max } = await salesSetup(server.database, 'browser');

const sell = (seller: Seller, draft: SaleDraft, key?: string | null) =>
  asSeller(server, seller, '/sales/sales', { body: draft, ...(key === undefined ? {} : { key }) });

async function completed(response: Response): Promise<Sale> {
  expect(response.status, await response.clone().text()).toBe(201);
  return saleSchema.parse(await response.json());
}

const latteAndCroissant = () => latteAndCroissantOf(catalogue);

const cash = (amountMinor: number, givenMinor = amountMinor) =>
  ({ kind: 'cash', amountMinor, givenMinor }) as const;

describe('a cash sale', () => {
  it('prices lines from the catalogue, taxes them, gives change and numbers the receipt', async () => {
    const draft = saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963, 2000)]);
    const sale = await completed(await sell(casey, draft));
    expect(sale).toMatchObject({
      id: draft.id,
      receiptNumber: 'DT-01-000001',
      installId: casey.installId,
      staff: { name: 'Casey Cashier' },
      state: 'completed',
      currency: 'USD',
      subtotalMinor: 885,
      discountMinor: 0,
      taxMinor: 78,
      totalMinor: 963,
      changeMinor: 1037,
      tenders: [{ kind: 'cash', amountMinor: 963, givenMinor: 2000, changeMinor: 1037 }],
    });
    expect(sale.lines.map((line) => [line.name, line.variantName, line.totals.taxMinor])).toEqual([
      ['Latte', 'Medium', 47],
      ['Croissant', null, 31],
    ]);
    expect(sale.lines[0]?.modifiers).toEqual([{ name: 'Oat', priceDeltaMinor: 60 }]);
    const [audit] = await auditEntries(server.database, catalogue.harborId, {
      targetType: 'sale',
      targetId: draft.id,
    });
    expect(audit?.action).toBe('sales.sale.complete');
    expect(realtime.events).toContainEqual(
      expect.objectContaining({
        channel: tenantChannel(catalogue.harborId),
        event: REALTIME_EVENTS.salesSalesChanged,
        data: { id: draft.id },
      }),
    );
  });

  it('refuses tenders that do not add up to the total, naming the field, and writes nothing', async () => {
    const before = await count(server.database, 'sales');
    const short = await sell(
      casey,
      saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(900, 2000)]),
    );
    expect(await expectError(short, 400, 'validation_failed')).toMatch(/^tenders: .*963/);
    const noChangeFromCard = await sell(
      casey,
      saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963, 900)]),
    );
    expect(await expectError(noChangeFromCard, 400, 'validation_failed')).toMatch(
      /^tenders\.0\.givenMinor/,
    );
    expect(await count(server.database, 'sales')).toBe(before);
  });

  it('takes a price the catalogue does not have only with priceOverrides', async () => {
    const cheaper = (): SaleDraft['lines'] => [
      { productId: catalogue.espresso, variantId: null, quantity: 1, unitPriceMinor: 250 },
    ];
    const byCasey = await sell(casey, saleDraft(catalogue.downtownId, cheaper(), [cash(272)]));
    expect(await expectError(byCasey, 403, 'approval_required')).toMatch(/manager/);
    const byMax = await completed(
      await sell(max, saleDraft(catalogue.downtownId, cheaper(), [cash(272)])),
    );
    expect(byMax.lines[0]).toMatchObject({ unitPriceMinor: 250, priceOverridden: true });
  });

  it('accepts an offline sale at the station’s price and audits the mismatch', async () => {
    const draft = saleDraft(
      catalogue.downtownId,
      [{ productId: catalogue.espresso, variantId: null, quantity: 1, unitPriceMinor: 280 }],
      [cash(305)],
      { offline: true },
    );
    const sale = await completed(await sell(casey, draft));
    expect(sale.offline).toBe(true);
    const actions = (
      await auditEntries(server.database, catalogue.harborId, { targetId: draft.id })
    ).map((entry) => entry.action);
    expect(actions).toContain('sales.sale.price_mismatch');
  });
});

describe('discounts', () => {
  const discounted = () =>
    saleDraft(
      catalogue.downtownId,
      [{ productId: catalogue.croissant, variantId: null, quantity: 2, unitPriceMinor: 350 }],
      [cash(686)],
      { discount: { kind: 'percent', percent: 10 } },
    );

  it('need a manager’s approval for a cashier', async () => {
    const before = await count(server.database, 'sales');
    const response = await sell(casey, discounted());
    await expectError(response, 403, 'approval_required');
    expect(await count(server.database, 'sales')).toBe(before);
  });

  it('are given by a manager, spread over the lines before tax', async () => {
    const sale = await completed(await sell(max, discounted()));
    expect(sale).toMatchObject({
      subtotalMinor: 700,
      discountMinor: 70,
      taxMinor: 56,
      totalMinor: 686,
    });
  });
});

describe('Idempotency-Key', () => {
  it('returns the first answer to a repeat, and never writes twice', async () => {
    const key = randomUUID();
    const draft = saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)]);
    const first = await completed(await sell(casey, draft, key));
    const before = await count(server.database, 'sales');
    const repeat = await sell(casey, draft, key);
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual(first);
    expect(await count(server.database, 'sales')).toBe(before);
  });

  it('answers concurrent repeats with one sale', async () => {
    const key = randomUUID();
    const draft = saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)]);
    const answers = await Promise.all([1, 2, 3].map(() => sell(casey, draft, key)));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const rows = await server.database.query('SELECT 1 FROM sales WHERE id = $1', [draft.id]);
    expect(rows).toHaveLength(1);
  });

  it('completes a sale sent under two keys at once only once (the other answers 409)', async () => {
    const draft = saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)]);
    const answers = await Promise.all([sell(casey, draft), sell(casey, draft)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await server.database.query('SELECT 1 FROM sales WHERE id = $1', [draft.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and a sale without a key (400)', async () => {
    const key = randomUUID();
    await completed(
      await sell(casey, saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)]), key),
    );
    const other = await sell(
      casey,
      saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)]),
      key,
    );
    await expectError(other, 422, 'idempotency_key_reused');
    const keyless = await sell(
      casey,
      saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)]),
      null,
    );
    expect(await expectError(keyless, 400, 'validation_failed')).toMatch(/Idempotency-Key/);
  });
});

describe('receipt numbers', () => {
  it('run without gaps per station and location; a reserved number of the station is kept once', async () => {
    const atStation = () =>
      sellerSession(server.database, catalogue.harborId, 'casey.cashier@harbor.example', 'station');
    const station = await atStation();
    const seriesOf = async (seller: Seller) =>
      (await (
        await asSeller(server, seller, `/sales/receipt-series?locationId=${catalogue.pierId}`)
      ).json()) as { prefix: string; nextNumber: number };
    const { prefix, nextNumber } = await seriesOf(station);
    expect(nextNumber).toBe(1);
    expect(prefix).toMatch(/^PR-0[1-9]$/);
    const sellAt = async (seller: Seller, extra: Partial<SaleDraft> = {}) =>
      sell(seller, saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)], extra));
    const numbered = async (extra: Partial<SaleDraft> = {}) =>
      (await completed(await sellAt(station, extra))).receiptNumber;
    const reserved = (number: string) => ({ receiptNumber: `${prefix}-${number}`, offline: true });

    expect(await numbered()).toBe(`${prefix}-000001`);
    // A refused sale uses no number.
    await expectError(
      await sell(station, saleDraft(catalogue.pierId, latteAndCroissant(), [cash(1)])),
      400,
      'validation_failed',
    );
    // Queued sales arrive with the numbers the station gave them; the series moves past them.
    const ahead = saleDraft(catalogue.pierId, latteAndCroissant(), [cash(963)], reserved('000004'));
    const key = randomUUID();
    const first = await completed(await sell(station, ahead, key));
    expect(first.receiptNumber).toBe(`${prefix}-000004`);
    expect((await seriesOf(station)).nextNumber).toBe(5);
    // A retried conflict brings a number below the next one.
    expect(await numbered(reserved('000002'))).toBe(`${prefix}-000002`);
    expect((await seriesOf(station)).nextNumber).toBe(5);
    // The same sale again is its first answer, not a used number.
    const repeat = await sell(station, ahead, key);
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual(first);

    const before = await count(server.database, 'sales');
    for (const used of ['000001', '000004']) {
      expect(await expectError(await sellAt(station, reserved(used)), 409, 'conflict')).toBe(
        `receiptNumber: ${prefix}-${used} is already used.`,
      );
    }
    const other = await seriesOf(await atStation());
    expect(other.prefix).not.toBe(prefix);
    for (const foreign of [
      `${other.prefix}-000003`,
      `${prefix}-000000`,
      `${prefix}-3`,
      `${prefix}-0000003x`,
    ]) {
      const refused = await sellAt(station, { receiptNumber: foreign, offline: true });
      expect(await expectError(refused, 409, 'conflict')).toMatch(
        new RegExp(
          `^receiptNumber: .* is not in this station's receipt series here \\(${prefix}\\)`,
        ),
      );
    }
    expect(await count(server.database, 'sales')).toBe(before);
    expect(await numbered()).toBe(`${prefix}-000005`);
  });
});

describe('a sale sent for someone else (staffId)', () => {
  it('is the named staff member’s when they may sell there, and audits who sent it', async () => {
    const maxAtStation = await sellerSession(
      server.database,
      catalogue.harborId,
      'max.manager@harbor.example',
      'station',
    );
    const caseyId = await accountIdByEmail(server.database, 'casey.cashier@harbor.example');
    const maxId = await accountIdByEmail(server.database, 'max.manager@harbor.example');
    const draft = saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963)], {
      staffId: caseyId,
      offline: true,
    });
    const sale = await completed(await sell(maxAtStation, draft));
    expect(sale.staff).toEqual({ id: caseyId, name: 'Casey Cashier' });
    expect(sale.installId).toBe(maxAtStation.installId);
    const [audit] = await auditEntries(server.database, catalogue.harborId, {
      targetType: 'sale',
      targetId: draft.id,
    });
    expect(audit).toMatchObject({
      action: 'sales.sale.complete',
      actorAccountId: maxId,
      after: { staffId: caseyId, recordedBy: maxId },
    });
    const own = await completed(
      await sell(
        maxAtStation,
        saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963)], { staffId: maxId }),
      ),
    );
    expect(own.staff.id).toBe(maxId);
    // Casey's discount is judged as hers: Max's own key does not waive her manager's approval.
    const discounted = await sell(
      maxAtStation,
      saleDraft(
        catalogue.downtownId,
        [{ productId: catalogue.croissant, variantId: null, quantity: 2, unitPriceMinor: 350 }],
        [cash(686)],
        { staffId: caseyId, discount: { kind: 'percent', percent: 10 }, offline: true },
      ),
    );
    await expectError(discounted, 403, 'approval_required');
  });

  it('refuses someone who may not sell there, or no member, naming staffId', async () => {
    const ninaId = await accountIdByEmail(server.database, 'nina.noperm@harbor.example');
    const caseyId = await accountIdByEmail(server.database, 'casey.cashier@harbor.example');
    const before = await count(server.database, 'sales');
    const refusals: [Seller, string, RegExp][] = [
      [casey, ninaId, /^staffId: The staff member may not use the point of sale at a station\.$/],
      // Casey sells at stations only: not in Max's browser.
      [max, caseyId, /^staffId: The staff member may not use the point of sale in a browser\.$/],
      [casey, randomUUID(), /^staffId: The staff member is not a member of this business\.$/],
    ];
    for (const [seller, staffId, message] of refusals) {
      const response = await sell(
        seller,
        saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963)], { staffId }),
      );
      expect(await expectError(response, 400, 'validation_failed')).toMatch(message);
    }
    expect(await count(server.database, 'sales')).toBe(before);
  });
});

describe('receipt numbers at once', () => {
  it('stay distinct and gap-free when new stations sell several sales at the same time', async () => {
    const stations = await Promise.all(
      [1, 2, 3].map(() =>
        sellerSession(
          server.database,
          catalogue.harborId,
          'casey.cashier@harbor.example',
          'station',
        ),
      ),
    );
    const sales = await Promise.all(
      stations.flatMap((station) =>
        [1, 2, 3].map(async () =>
          completed(
            await sell(station, saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963)])),
          ),
        ),
      ),
    );
    const byPrefix = new Map<string, number[]>();
    for (const sale of sales) {
      const prefix = sale.receiptNumber.slice(0, -7);
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), Number(sale.receiptNumber.slice(-6))]);
    }
    expect(byPrefix.size).toBe(3);
    for (const numbers of byPrefix.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3]);
    }
  });
});

describe('another tenant', () => {
  it('sees none of this tenant’s sales', async () => {
    const sale = await completed(
      await sell(max, saleDraft(catalogue.downtownId, latteAndCroissant(), [cash(963)])),
    );
    await server.database.query(
      `UPDATE tenants SET apps = array_append(apps, 'sales') WHERE id = $1`,
      [catalogue.otherTenantId],
    );
    const [morgan] = await server.database.query<{ account_id: string }>(
      `UPDATE memberships SET permissions = '{"sales": {"transactionsView": true, "giftCardsView": true, "spWithoutInstall": true, "refunds": true, "voids": true}}'::jsonb
        WHERE tenant_id = $1 AND account_id = (SELECT id FROM accounts WHERE email = 'morgan.multi@harbor.example')
        RETURNING account_id`,
      [catalogue.otherTenantId],
    );
    expect(morgan).toBeDefined();
    const bluebird = await sellerSession(
      server.database,
      catalogue.otherTenantId,
      'morgan.multi@harbor.example',
      'browser',
    );
    await expectError(
      await asSeller(server, bluebird, `/sales/sales/${sale.id}`),
      404,
      'not_found',
    );
    const refund = await asSeller(server, bluebird, `/sales/sales/${sale.id}/refunds`, {
      body: {
        id: randomUUID(),
        lines: [{ saleLineId: sale.lines[0]?.id, quantity: 1 }],
        tenders: [{ kind: 'cash', amountMinor: 582 }],
        reason: 'Spilled',
        capturedAt: new Date().toISOString(),
      },
    });
    await expectError(refund, 404, 'not_found');
    const voided = await asSeller(server, bluebird, `/sales/sales/${sale.id}/void`, {
      body: { reason: 'Mistake' },
    });
    await expectError(voided, 404, 'not_found');
    const list = await asSeller(server, bluebird, '/sales/sales');
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);

    // Harbor's gift cards and card payments are as absent as its sales.
    for (const path of [
      '/sales/gift-cards/HC-1000-0001',
      '/sales/gift-cards/HC-1000-0001/ledger',
    ]) {
      await expectError(await asSeller(server, bluebird, path), 404, 'not_found');
    }
    const paymentId = randomUUID();
    const started = await asSeller(server, max, '/sales/card-payments', {
      body: { id: paymentId, amountMinor: 500, locationId: catalogue.downtownId },
    });
    expect(started.status).toBe(201);
    await expectError(
      await asSeller(server, bluebird, `/sales/card-payments/${paymentId}`),
      404,
      'not_found',
    );
    await expectError(
      await asSeller(server, bluebird, `/sales/card-payments/${paymentId}/cancel`, {
        method: 'POST',
        body: {},
      }),
      404,
      'not_found',
    );
  });
});
