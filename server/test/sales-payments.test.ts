// Paying and giving money back over real HTTP: the simulated card terminal, card and gift card
// split, a declined card, gift cards sold and checked, an offline overdraw and a declined stored
// card flagged for a manager, refunds that never return more than was paid, and voids.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentSchema } from '@shared/sales/card-payments';
import { giftCardLedgerSchema, giftCardSchema } from '@shared/sales/gift-cards';
import {
  refundSchema,
  saleSchema,
  salesPageSchema,
  type RefundDraft,
  type Sale,
  type SaleDraft,
} from '@shared/sales/sales';
import { expectError, useRecordingTestApp } from './fixtures';
import { asSeller, salesSetup, saleDraft, type Seller } from './support/sales-fixture';
import { cardPayment as cardPaymentOf, parsedAnswer as ok } from './support/sales-answers';

const { server } = await useRecordingTestApp();
const { catalogue, casey, max } = await salesSetup(server.database, 'station');

const sell = async (seller: Seller, draft: SaleDraft) =>
  ok(await asSeller(server, seller, '/sales/sales', { body: draft }), 201, (body) =>
    saleSchema.parse(body),
  );

/** Asks the terminal for `amountMinor` as Casey at Downtown and polls it to its outcome. */
const cardPayment = (amountMinor: number) =>
  cardPaymentOf(server, casey, catalogue.downtownId, amountMinor);

const beans = (quantity = 1): SaleDraft['lines'] => [
  { productId: catalogue.beans, variantId: null, quantity, unitPriceMinor: 1600 },
];

const giftCard = async (code: string) =>
  ok(await asSeller(server, casey, `/sales/gift-cards/${code}`), 200, (body) =>
    giftCardSchema.parse(body),
  );

let cards = 0;
/**
 * A gift card code no other test of the file uses (random ones of 4 hex digits once coincided, and
 * one test's sale loaded the other's card).
 */
const newCardCode = () => `HC-TEST-${String(++cards).padStart(4, '0')}`;

describe('the simulated card terminal', () => {
  it('waits once, then approves, declines or times out by the amount’s cents', async () => {
    expect(await cardPayment(1600)).toMatchObject({ status: 'approved', cardLast4: '4242' });
    expect(await cardPayment(1651)).toMatchObject({
      status: 'declined',
      message: 'Insufficient funds',
    });
    expect((await cardPayment(1652)).status).toBe('timedOut');
    expect((await cardPayment(1653)).status).toBe('cancelled');
  });

  it('cancels a waiting payment from the till, and not an approved one', async () => {
    const id = randomUUID();
    await asSeller(server, casey, '/sales/card-payments', {
      body: { id, amountMinor: 500, locationId: catalogue.downtownId },
    });
    const cancelled = await asSeller(server, casey, `/sales/card-payments/${id}/cancel`, {
      method: 'POST',
    });
    expect((await ok(cancelled, 200, (body) => cardPaymentSchema.parse(body))).status).toBe(
      'cancelled',
    );
    const approved = await cardPayment(700);
    const late = await asSeller(server, casey, `/sales/card-payments/${approved.id}/cancel`, {
      method: 'POST',
    });
    await expectError(late, 409, 'conflict');
  });
});

describe('gift cards', () => {
  it('show a cashier the balance at the till, and their history only with giftCardsView', async () => {
    expect((await giftCard('HC-1000-0002')).balanceMinor).toBe(0);
    await expectError(
      await asSeller(server, casey, '/sales/gift-cards/HC-1000-0002/ledger'),
      403,
      'forbidden',
    );
  });
});

describe('tenders', () => {
  it('split card and gift card: the card is claimed and the gift card spent, on its ledger', async () => {
    const card = await cardPayment(1100);
    const sale = await sell(
      casey,
      saleDraft(catalogue.downtownId, beans(), [
        { kind: 'card', amountMinor: 1100, paymentId: card.id },
        { kind: 'giftCard', amountMinor: 500, code: 'hc-1000-0001' },
      ]),
    );
    expect(sale.tenders).toMatchObject([
      { kind: 'card', amountMinor: 1100, cardLast4: '4242' },
      { kind: 'giftCard', amountMinor: 500, giftCardCode: 'HC-1000-0001' },
    ]);
    expect((await giftCard('HC-1000-0001')).balanceMinor).toBe(2000);
    const ledger = await ok(
      await asSeller(server, max, '/sales/gift-cards/HC-1000-0001/ledger'),
      200,
      (body) => giftCardLedgerSchema.parse(body),
    );
    expect(
      ledger.items.map((entry) => [entry.kind, entry.amountMinor, entry.balanceAfterMinor]),
    ).toEqual([
      ['redeemed', -500, 2000],
      ['issued', 2500, 2500],
    ]);
    const again = await asSeller(server, casey, '/sales/sales', {
      body: saleDraft(catalogue.downtownId, beans(), [
        { kind: 'card', amountMinor: 1600, paymentId: card.id },
      ]),
    });
    expect(await expectError(again, 409, 'conflict')).toMatch(/already taken/);
  });

  it('refuses a declined card and a gift card without the balance, writing nothing', async () => {
    const declined = await cardPayment(1651);
    const byDeclinedCard = await asSeller(server, max, '/sales/sales', {
      body: saleDraft(
        catalogue.downtownId,
        [
          {
            productId: catalogue.beans,
            variantId: null,
            quantity: 1,
            unitPriceMinor: 1651,
            priceOverridden: true,
          },
        ],
        [{ kind: 'card', amountMinor: 1651, paymentId: declined.id }],
      ),
    });
    await expectError(byDeclinedCard, 409, 'payment_not_approved');
    const empty = await asSeller(server, casey, '/sales/sales', {
      body: saleDraft(catalogue.downtownId, beans(), [
        { kind: 'giftCard', amountMinor: 1600, code: 'HC-1000-0002' },
      ]),
    });
    await expectError(empty, 409, 'insufficient_balance');
    expect((await giftCard('HC-1000-0002')).balanceMinor).toBe(0);
  });

  it('flags an offline overdraw and a declined stored card for a manager, never refusing them', async () => {
    const draft = saleDraft(
      catalogue.downtownId,
      beans(2),
      [
        { kind: 'giftCard', amountMinor: 600, code: 'HC-1000-0002' },
        { kind: 'storedCard', amountMinor: 2600, storedPaymentId: randomUUID(), last4: '1111' },
      ],
      { offline: true },
    );
    const sale = await sell(casey, draft);
    expect(sale.state).toBe('completed');
    const [row] = await server.database.query<{
      needs_review: boolean;
      conflicts: { kind: string }[];
    }>('SELECT needs_review, conflicts FROM sales WHERE id = $1', [sale.id]);
    expect(row?.needs_review).toBe(true);
    expect(row?.conflicts.map((conflict) => conflict.kind)).toEqual(['giftCardOverdrawn']);
    expect((await giftCard('HC-1000-0002')).balanceMinor).toBe(-600);

    const declined = await sell(
      casey,
      saleDraft(
        catalogue.downtownId,
        [{ productId: catalogue.beans, variantId: null, quantity: 1, unitPriceMinor: 1651 }],
        [{ kind: 'storedCard', amountMinor: 1651, storedPaymentId: randomUUID(), last4: '2222' }],
        {
          offline: true,
        },
      ),
    );
    const [flagged] = await server.database.query<{ conflicts: { kind: string }[] }>(
      'SELECT conflicts FROM sales WHERE id = $1',
      [declined.id],
    );
    expect(flagged?.conflicts.map((conflict) => conflict.kind)).toEqual(['storedCardDeclined']);
  });

  it('sells a new gift card with its code, and reloads it', async () => {
    const code = newCardCode();
    const line = (amount: number): SaleDraft['lines'] => [
      {
        productId: catalogue.giftCard,
        variantId: null,
        quantity: 1,
        unitPriceMinor: amount,
        giftCardCode: code,
      },
    ];
    await sell(
      casey,
      saleDraft(catalogue.downtownId, line(3000), [
        { kind: 'cash', amountMinor: 3000, givenMinor: 3000 },
      ]),
    );
    await sell(
      casey,
      saleDraft(catalogue.downtownId, line(1000), [
        { kind: 'cash', amountMinor: 1000, givenMinor: 1000 },
      ]),
    );
    expect(await giftCard(code)).toMatchObject({ code, balanceMinor: 4000, active: true });
    await expectError(
      await asSeller(server, casey, '/sales/gift-cards/HC-9999-9999'),
      404,
      'not_found',
    );
  });
});

describe('gift cards sold at the till', () => {
  const loading = (code: string, amountMinor: number): SaleDraft['lines'][number] => ({
    productId: catalogue.giftCard,
    variantId: null,
    quantity: 1,
    unitPriceMinor: amountMinor,
    giftCardCode: code,
  });

  it('are not paid for with a gift card, nor discounted with the whole sale', async () => {
    const code = newCardCode();
    const before = (await giftCard('HC-1000-0001')).balanceMinor;
    const byGiftCard = await asSeller(server, max, '/sales/sales', {
      body: saleDraft(
        catalogue.downtownId,
        [...beans(), loading(code, 2500)],
        [
          { kind: 'giftCard', amountMinor: 2000, code: 'HC-1000-0001' },
          { kind: 'cash', amountMinor: 2100, givenMinor: 2100 },
        ],
      ),
    });
    expect(await expectError(byGiftCard, 400, 'validation_failed')).toBe(
      'tenders: A gift card cannot pay for a gift card: take the $25.00 loaded onto gift cards in cash or by card.',
    );
    const discounted = await asSeller(server, max, '/sales/sales', {
      body: saleDraft(
        catalogue.downtownId,
        [loading(code, 2500)],
        [{ kind: 'cash', amountMinor: 2250, givenMinor: 2250 }],
        { discount: { kind: 'percent', percent: 10 } },
      ),
    });
    expect(await expectError(discounted, 400, 'validation_failed')).toMatch(
      /^discount: A whole-sale discount would discount the gift card/,
    );
    await expectError(await asSeller(server, casey, `/sales/gift-cards/${code}`), 404, 'not_found');
    expect((await giftCard('HC-1000-0001')).balanceMinor).toBe(before);
  });

  it('may pay with a gift card for the rest of the sale', async () => {
    const code = newCardCode();
    const before = (await giftCard('HC-1000-0001')).balanceMinor;
    await sell(
      casey,
      saleDraft(
        catalogue.downtownId,
        [...beans(), loading(code, 1000)],
        [
          { kind: 'giftCard', amountMinor: 100, code: 'HC-1000-0001' },
          { kind: 'cash', amountMinor: 2500, givenMinor: 2500 },
        ],
      ),
    );
    expect((await giftCard(code)).balanceMinor).toBe(1000);
    expect((await giftCard('HC-1000-0001')).balanceMinor).toBe(before - 100);
  });

  it('refuse to reload a card that is not active, writing nothing', async () => {
    const code = newCardCode();
    await sell(
      casey,
      saleDraft(
        catalogue.downtownId,
        [loading(code, 1000)],
        [{ kind: 'cash', amountMinor: 1000, givenMinor: 1000 }],
      ),
    );
    await server.database.query('UPDATE gift_cards SET active = false WHERE code = $1', [code]);
    const reload = await asSeller(server, casey, '/sales/sales', {
      body: saleDraft(
        catalogue.downtownId,
        [loading(code, 500)],
        [{ kind: 'cash', amountMinor: 500, givenMinor: 500 }],
      ),
    });
    expect(await expectError(reload, 409, 'conflict')).toBe(
      `lines.0.giftCardCode: The gift card ${code} is not active.`,
    );
    expect((await giftCard(code)).balanceMinor).toBe(1000);
  });
});

describe('refunds', () => {
  let sale: Sale;
  const refund = (lines: RefundDraft['lines'], amountMinor: number, seller = max) =>
    asSeller(server, seller, `/sales/sales/${sale.id}/refunds`, {
      body: {
        id: randomUUID(),
        lines,
        tenders: [{ kind: 'cash', amountMinor }],
        reason: 'Customer changed their mind',
        capturedAt: new Date().toISOString(),
      } satisfies RefundDraft,
    });

  beforeAll(async () => {
    // Three croissants with a 10 % discount: 1050 − 105 = 945 net, 83.87 → 84 tax, 1029.
    sale = await sell(
      max,
      saleDraft(
        catalogue.downtownId,
        [{ productId: catalogue.croissant, variantId: null, quantity: 3, unitPriceMinor: 350 }],
        [{ kind: 'cash', amountMinor: 1029, givenMinor: 1100 }],
        { discount: { kind: 'percent', percent: 10 } },
      ),
    );
  });

  it('need a manager’s approval for a cashier', async () => {
    const lineId = sale.lines[0]?.id ?? '';
    await expectError(
      await refund([{ saleLineId: lineId, quantity: 1 }], 343, casey),
      403,
      'approval_required',
    );
  });

  it('give back each unit’s share, the last units exactly what is left, and never more', async () => {
    const lineId = sale.lines[0]?.id ?? '';
    const first = await ok(await refund([{ saleLineId: lineId, quantity: 1 }], 343), 201, (body) =>
      refundSchema.parse(body),
    );
    expect(first).toMatchObject({
      totalMinor: 343,
      lines: [{ quantity: 1, netMinor: 315, taxMinor: 28 }],
    });
    expect(first.receiptNumber).toMatch(/^DT-0[1-9]-\d{6}$/);
    const tooMany = await refund([{ saleLineId: lineId, quantity: 3 }], 686);
    expect(await expectError(tooMany, 400, 'validation_failed')).toMatch(
      /^lines\.0\.quantity: Only 2/,
    );
    const wrongTotal = await refund([{ saleLineId: lineId, quantity: 2 }], 700);
    await expectError(wrongTotal, 400, 'validation_failed');
    const rest = await ok(await refund([{ saleLineId: lineId, quantity: 2 }], 686), 201, (body) =>
      refundSchema.parse(body),
    );
    expect(first.totalMinor + rest.totalMinor).toBe(sale.totalMinor);
    const after = await ok(await asSeller(server, max, `/sales/sales/${sale.id}`), 200, (body) =>
      saleSchema.parse(body),
    );
    expect(after.state).toBe('refunded');
    expect(after.refunds.map((made) => made.totalMinor)).toEqual([343, 686]);
    await expectError(await refund([{ saleLineId: lineId, quantity: 1 }], 1), 409, 'conflict');
  });

  it('answer a repeat with the same refund, given back once', async () => {
    const paid = await sell(
      max,
      saleDraft(catalogue.downtownId, beans(), [
        { kind: 'cash', amountMinor: 1600, givenMinor: 1600 },
      ]),
    );
    const key = randomUUID();
    const body: RefundDraft = {
      id: randomUUID(),
      lines: [{ saleLineId: paid.lines[0]?.id ?? '', quantity: 1 }],
      tenders: [{ kind: 'cash', amountMinor: 1600 }],
      reason: 'Wrong grind',
      capturedAt: new Date().toISOString(),
    };
    const send = async () =>
      ok(
        await asSeller(server, max, `/sales/sales/${paid.id}/refunds`, { body, key }),
        201,
        (answer) => refundSchema.parse(answer),
      );
    const first = await send();
    expect(await send()).toEqual(first);
    const rows = await server.database.query('SELECT 1 FROM sale_refunds WHERE sale_id = $1', [
      paid.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('to a card never exceed what the card paid', async () => {
    const card = await cardPayment(800);
    const paid = await sell(
      max,
      saleDraft(catalogue.downtownId, beans(), [
        { kind: 'card', amountMinor: 800, paymentId: card.id },
        { kind: 'cash', amountMinor: 800, givenMinor: 800 },
      ]),
    );
    const response = await asSeller(server, max, `/sales/sales/${paid.id}/refunds`, {
      body: {
        id: randomUUID(),
        lines: [{ saleLineId: paid.lines[0]?.id ?? '', quantity: 1 }],
        tenders: [{ kind: 'card', amountMinor: 1600 }],
        reason: 'Damaged bag',
        capturedAt: new Date().toISOString(),
      } satisfies RefundDraft,
    });
    expect(await expectError(response, 400, 'validation_failed')).toMatch(/At most 800/);
  });
});

describe('voids', () => {
  it('undo a sale: the gift card gets its money back, and a second void is refused', async () => {
    const before = (await giftCard('HC-1000-0001')).balanceMinor;
    const sale = await sell(
      casey,
      saleDraft(catalogue.downtownId, beans(), [
        { kind: 'giftCard', amountMinor: 1000, code: 'HC-1000-0001' },
        { kind: 'cash', amountMinor: 600, givenMinor: 600 },
      ]),
    );
    expect((await giftCard('HC-1000-0001')).balanceMinor).toBe(before - 1000);
    const byCasey = await asSeller(server, casey, `/sales/sales/${sale.id}/void`, {
      body: { reason: 'Rang up twice' },
    });
    await expectError(byCasey, 403, 'approval_required');
    const voided = await ok(
      await asSeller(server, max, `/sales/sales/${sale.id}/void`, {
        body: { reason: 'Rang up twice' },
      }),
      200,
      (body) => saleSchema.parse(body),
    );
    expect(voided).toMatchObject({ state: 'voided', voidReason: 'Rang up twice' });
    expect((await giftCard('HC-1000-0001')).balanceMinor).toBe(before);
    const again = await asSeller(server, max, `/sales/sales/${sale.id}/void`, {
      body: { reason: 'Again' },
    });
    await expectError(again, 409, 'conflict');
  });
});

describe('the sales list', () => {
  it('pages newest first, and shows a cashier only their station’s sales', async () => {
    const first = await ok(await asSeller(server, max, '/sales/sales?limit=2'), 200, (body) =>
      salesPageSchema.parse(body),
    );
    expect(first.items).toHaveLength(2);
    const second = await ok(
      await asSeller(server, max, `/sales/sales?limit=2&cursor=${first.nextCursor ?? ''}`),
      200,
      (body) => salesPageSchema.parse(body),
    );
    const times = [...first.items, ...second.items].map((sale) => sale.capturedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((sale) => sale.id)).size).toBe(4);
    const caseys = await ok(await asSeller(server, casey, '/sales/sales?limit=500'), 200, (body) =>
      salesPageSchema.parse(body),
    );
    expect(caseys.items.length).toBeGreaterThan(0);
    expect(caseys.items.every((sale) => sale.installId === casey.installId)).toBe(true);
    await expectError(
      await asSeller(server, casey, '/sales/sales?cursor=forged'),
      400,
      'validation_failed',
    );
  });
});
