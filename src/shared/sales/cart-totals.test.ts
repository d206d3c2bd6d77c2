// Properties of the one arithmetic of a sale (issue 15): a cart's totals are the sums of its lines,
// discounts never exceed what they discount nor make a line negative, tax per line is within half
// a cent of exact, cash gives the right change, and refunding a line in any split of its quantity
// gives back exactly what was paid for it — never more, never a cent adrift.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCash, cartTotals, refundShare, type Discount, type PricedLine } from './cart-totals';
import { RATE_SCALE } from './money';

/** Up to $10,000 a unit and 999 units (the sale contract's limit) keep a line inside Number. */
const unitPrice = fc.integer({ min: 0, max: 1_000_000 });
const quantity = fc.integer({ min: 1, max: 999 });
const rate = fc.oneof(fc.constantFrom(0, 8875, 20_000), fc.integer({ min: 0, max: RATE_SCALE }));

const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constant('amount' as const),
    amountMinor: fc.integer({ min: 1, max: 2_000_000 }),
  }),
);

const line: fc.Arbitrary<PricedLine> = fc.record({
  unitPriceMinor: unitPrice,
  quantity,
  discount,
  taxRate: rate,
  taxInclusive: fc.boolean(),
});
const lines = fc.array(line, { minLength: 1, maxLength: 12 });

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** |value − numerator / denominator| ≤ ½, in integers. */
function withinHalf(value: number, numerator: bigint, denominator: bigint): boolean {
  const gap = 2n * BigInt(value) * denominator - 2n * numerator;
  return (gap < 0n ? -gap : gap) <= denominator;
}

describe('cartTotals', () => {
  it('prices a medium latte with oat milk and a croissant at 8.875 % tax', () => {
    const totals = cartTotals(
      [
        { unitPriceMinor: 535, quantity: 1, discount: null, taxRate: 8875, taxInclusive: false },
        { unitPriceMinor: 350, quantity: 2, discount: null, taxRate: 8875, taxInclusive: false },
      ],
      null,
    );
    expect(totals).toMatchObject({
      subtotalMinor: 1235,
      discountMinor: 0,
      // 47.48… and 62.125 cents.
      taxMinor: 47 + 62,
      totalMinor: 1235 + 109,
    });
  });

  it('spreads a whole-sale discount over the lines in proportion to what is left of each', () => {
    const totals = cartTotals(
      [
        {
          unitPriceMinor: 1000,
          quantity: 1,
          discount: { kind: 'amount', amountMinor: 400 },
          taxRate: 0,
          taxInclusive: false,
        },
        { unitPriceMinor: 300, quantity: 1, discount: null, taxRate: 0, taxInclusive: false },
      ],
      { kind: 'percent', percent: 10 },
    );
    expect(totals.lines.map((priced) => priced.saleDiscountMinor)).toEqual([60, 30]);
    expect(totals.discountMinor).toBe(490);
    expect(totals.totalMinor).toBe(810);
  });

  it('adds up: total, subtotal, discount and tax are the sums over the lines', () => {
    fc.assert(
      fc.property(lines, discount, (cart, saleDiscount) => {
        const totals = cartTotals(cart, saleDiscount);
        expect(totals.lines).toHaveLength(cart.length);
        expect(totals.totalMinor).toBe(sum(totals.lines.map((priced) => priced.totalMinor)));
        expect(totals.subtotalMinor).toBe(sum(totals.lines.map((priced) => priced.grossMinor)));
        expect(totals.taxMinor).toBe(sum(totals.lines.map((priced) => priced.taxMinor)));
        expect(totals.discountMinor).toBe(
          sum(totals.lines.map((priced) => priced.lineDiscountMinor + priced.saleDiscountMinor)),
        );
        expect(totals.subtotalMinor - totals.discountMinor).toBe(
          sum(totals.lines.map((priced) => priced.netMinor)),
        );
        totals.lines.forEach((priced, index) => {
          const source = cart[index];
          expect(priced.grossMinor).toBe((source?.unitPriceMinor ?? 0) * (source?.quantity ?? 0));
          expect(priced.netMinor).toBe(
            priced.grossMinor - priced.lineDiscountMinor - priced.saleDiscountMinor,
          );
        });
      }),
    );
  });

  it('never discounts more than the gross, nor makes a line negative', () => {
    fc.assert(
      fc.property(lines, discount, (cart, saleDiscount) => {
        const totals = cartTotals(cart, saleDiscount);
        expect(totals.discountMinor).toBeLessThanOrEqual(totals.subtotalMinor);
        for (const priced of totals.lines) {
          expect(priced.lineDiscountMinor).toBeGreaterThanOrEqual(0);
          expect(priced.saleDiscountMinor).toBeGreaterThanOrEqual(0);
          expect(priced.lineDiscountMinor + priced.saleDiscountMinor).toBeLessThanOrEqual(
            priced.grossMinor,
          );
          expect(priced.netMinor).toBeGreaterThanOrEqual(0);
          expect(priced.taxMinor).toBeGreaterThanOrEqual(0);
          expect(priced.totalMinor).toBeGreaterThanOrEqual(priced.netMinor);
        }
      }),
    );
  });

  it('takes a percent discount within half a cent of exact, and a whole-sale one to within a cent per line', () => {
    fc.assert(
      fc.property(lines, discount, (cart, saleDiscount) => {
        const totals = cartTotals(cart, saleDiscount);
        totals.lines.forEach((priced, index) => {
          const own = cart[index]?.discount ?? null;
          if (own?.kind === 'percent') {
            expect(
              withinHalf(priced.lineDiscountMinor, BigInt(priced.grossMinor * own.percent), 100n),
            ).toBe(true);
          }
          if (own?.kind === 'amount') {
            expect(priced.lineDiscountMinor).toBe(Math.min(own.amountMinor, priced.grossMinor));
          }
        });
        const remaining = totals.lines.map(
          (priced) => priced.grossMinor - priced.lineDiscountMinor,
        );
        const remainingSum = BigInt(sum(remaining));
        const saleDiscountSum = sum(totals.lines.map((priced) => priced.saleDiscountMinor));
        if (saleDiscount === null) expect(saleDiscountSum).toBe(0);
        if (remainingSum === 0n) return;
        totals.lines.forEach((priced, index) => {
          const gap =
            BigInt(priced.saleDiscountMinor) * remainingSum -
            BigInt(saleDiscountSum) * BigInt(remaining[index] ?? 0);
          expect((gap < 0n ? -gap : gap) < remainingSum).toBe(true);
        });
      }),
    );
  });

  it('taxes each line within half a cent of exact, on top of the price or inside it', () => {
    fc.assert(
      fc.property(lines, discount, (cart, saleDiscount) => {
        const totals = cartTotals(cart, saleDiscount);
        totals.lines.forEach((priced, index) => {
          const source = cart[index];
          if (source === undefined) throw new Error('A line went missing.');
          const taxRate = BigInt(source.taxRate);
          const net = BigInt(priced.netMinor);
          if (source.taxInclusive) {
            // The price holds the tax: net · rate / (scale + rate) of it.
            expect(withinHalf(priced.taxMinor, net * taxRate, BigInt(RATE_SCALE) + taxRate)).toBe(
              true,
            );
            expect(priced.totalMinor).toBe(priced.netMinor);
          } else {
            expect(withinHalf(priced.taxMinor, net * taxRate, BigInt(RATE_SCALE))).toBe(true);
            expect(priced.totalMinor).toBe(priced.netMinor + priced.taxMinor);
          }
        });
      }),
    );
  });

  it('charges no more when the tax is inside the price than when it is added to it', () => {
    fc.assert(
      fc.property(lines, discount, (cart, saleDiscount) => {
        const exclusive = cartTotals(
          cart.map((priced) => ({ ...priced, taxInclusive: false })),
          saleDiscount,
        );
        const inclusive = cartTotals(
          cart.map((priced) => ({ ...priced, taxInclusive: true })),
          saleDiscount,
        );
        expect(inclusive.subtotalMinor).toBe(exclusive.subtotalMinor);
        expect(inclusive.discountMinor).toBe(exclusive.discountMinor);
        expect(inclusive.totalMinor).toBe(exclusive.subtotalMinor - exclusive.discountMinor);
        expect(inclusive.totalMinor).toBeLessThanOrEqual(exclusive.totalMinor);
        expect(inclusive.taxMinor).toBeLessThanOrEqual(exclusive.taxMinor);
      }),
    );
  });
});

describe('applyCash', () => {
  it('gives $5.64 change on $20.00 for $14.36', () => {
    expect(applyCash(1436, 2000)).toEqual({ amountMinor: 1436, changeMinor: 564 });
    expect(applyCash(1436, 1000)).toEqual({ amountMinor: 1000, changeMinor: 0 });
  });

  it('applies at most what is due, and what is applied plus the change is what was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (due, given) => {
          const { amountMinor, changeMinor } = applyCash(due, given);
          expect(amountMinor + changeMinor).toBe(given);
          expect(amountMinor).toBeLessThanOrEqual(due);
          expect(changeMinor).toBeGreaterThanOrEqual(0);
          expect(changeMinor === 0 || amountMinor === due).toBe(true);
        },
      ),
    );
  });
});

/** Cuts `total` into positive parts at the given cut points (a composition of total). */
function splitOf(total: number, cuts: readonly number[]): number[] {
  const points = [...new Set(cuts.map((cut) => 1 + (cut % total)))]
    .filter((point) => point < total)
    .sort((a, b) => a - b);
  return [...points, total].map((point, index) => point - (points[index - 1] ?? 0));
}

describe('refundShare', () => {
  const pricedLine = fc
    .record({ priced: line, saleDiscount: discount })
    .map(({ priced, saleDiscount }) => {
      const [totals] = cartTotals([priced], saleDiscount).lines;
      if (totals === undefined) throw new Error('A line went missing.');
      return { ...totals, quantity: priced.quantity, taxInclusive: priced.taxInclusive };
    });

  it('refunds one of three $4.36 items as its third, and the last one takes what is left', () => {
    const priced = { netMinor: 1000, taxMinor: 89, quantity: 3, taxInclusive: false };
    const first = refundShare(priced, 1, { quantity: 0, netMinor: 0, taxMinor: 0 });
    expect(first).toEqual({ netMinor: 333, taxMinor: 30, totalMinor: 363 });
    const rest = refundShare(priced, 2, { quantity: 1, netMinor: 333, taxMinor: 30 });
    expect(rest).toEqual({ netMinor: 667, taxMinor: 59, totalMinor: 726 });
  });

  it('refunds exactly what was paid for a line in any split of its quantity', () => {
    fc.assert(
      fc.property(pricedLine, fc.array(fc.nat(), { maxLength: 20 }), (priced, cuts) => {
        const refunded = { quantity: 0, netMinor: 0, taxMinor: 0 };
        let totalRefunded = 0;
        for (const part of splitOf(priced.quantity, cuts)) {
          const share = refundShare(priced, part, refunded);
          expect(share.netMinor).toBeGreaterThanOrEqual(0);
          expect(share.taxMinor).toBeGreaterThanOrEqual(0);
          expect(share.totalMinor).toBe(
            priced.taxInclusive ? share.netMinor : share.netMinor + share.taxMinor,
          );
          // Within a cent of this part's exact proportion of the line.
          for (const [piece, whole] of [
            [share.netMinor, priced.netMinor],
            [share.taxMinor, priced.taxMinor],
          ] as const) {
            const gap = BigInt(piece * priced.quantity) - BigInt(whole) * BigInt(part);
            expect((gap < 0n ? -gap : gap) <= BigInt(priced.quantity)).toBe(true);
          }
          refunded.quantity += part;
          refunded.netMinor += share.netMinor;
          refunded.taxMinor += share.taxMinor;
          totalRefunded += share.totalMinor;
          expect(refunded.netMinor).toBeLessThanOrEqual(priced.netMinor);
          expect(refunded.taxMinor).toBeLessThanOrEqual(priced.taxMinor);
          expect(totalRefunded).toBeLessThanOrEqual(priced.totalMinor);
        }
        expect(refunded).toEqual({
          quantity: priced.quantity,
          netMinor: priced.netMinor,
          taxMinor: priced.taxMinor,
        });
        expect(totalRefunded).toBe(priced.totalMinor);
      }),
    );
  });

  it('refuses to refund more units than are left, or none', () => {
    fc.assert(
      fc.property(pricedLine, fc.integer({ min: 1, max: 5 }), (priced, extra) => {
        const nothingYet = { quantity: 0, netMinor: 0, taxMinor: 0 };
        expect(() => refundShare(priced, priced.quantity + extra, nothingYet)).toThrow(RangeError);
        expect(() => refundShare(priced, 0, nothingYet)).toThrow(RangeError);
        expect(() => refundShare(priced, 1.5, nothingYet)).toThrow(RangeError);
        const all = refundShare(priced, priced.quantity, nothingYet);
        expect(() =>
          refundShare(priced, 1, {
            quantity: priced.quantity,
            netMinor: all.netMinor,
            taxMinor: all.taxMinor,
          }),
        ).toThrow(RangeError);
      }),
    );
  });
});
