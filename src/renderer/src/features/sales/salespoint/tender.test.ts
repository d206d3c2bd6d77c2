// Paying: quick-cash amounts, cash applied with its change (applyCash), and what is still due
// after each tender of a split payment.
import { cartTotals } from '@shared/sales/cart-totals';
import { describe, expect, it } from 'vitest';
import { cashTender, quickCashAmounts, remainingDue } from './tender';

describe('paying a sale', () => {
  it('offers exact, the next dollar and the notes above what is due', () => {
    expect(quickCashAmounts(1234)).toEqual([1234, 1300, 2000, 5000, 10000]);
    expect(quickCashAmounts(500)).toEqual([500, 1000, 2000, 5000, 10000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it('applies cash up to what is due and gives the rest back as change', () => {
    const { totalMinor } = cartTotals(
      [
        { unitPriceMinor: 350, quantity: 1, discount: null, taxRate: 8875, taxInclusive: false },
        { unitPriceMinor: 325, quantity: 1, discount: null, taxRate: 8875, taxInclusive: false },
        { unitPriceMinor: 1600, quantity: 1, discount: null, taxRate: 0, taxInclusive: false },
      ],
      null,
    );
    const tender = cashTender(totalMinor, 5000);
    expect(tender).toEqual({ kind: 'cash', amountMinor: 2335, givenMinor: 5000 });
    expect(tender.givenMinor - tender.amountMinor).toBe(2665);
    expect(remainingDue(totalMinor, [tender])).toBe(0);
  });

  it('leaves the rest due after each part of a split tender', () => {
    const gift = { kind: 'giftCard' as const, amountMinor: 1000, code: 'HC-1000-0001' };
    expect(remainingDue(2335, [gift])).toBe(1335);
    const cash = cashTender(1335, 1000);
    expect(cash).toEqual({ kind: 'cash', amountMinor: 1000, givenMinor: 1000 });
    expect(remainingDue(2335, [gift, cash])).toBe(335);
  });
});
