// Properties of the one rounding rule and the proportional split every sales figure goes through:
// rounding is half away from zero and within half a unit of the exact quotient, tax on and within
// a price is within half a cent of exact, and allocate's shares always add up to the amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, divideRounded, MAX_AMOUNT_MINOR, RATE_SCALE, taxOn, taxWithin } from './money';

const amount = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR });
const rate = fc.integer({ min: 0, max: RATE_SCALE });

/** |rounded − numerator / denominator| ≤ ½, in integers: |2·rounded·d − 2·n| ≤ d. */
function withinHalf(rounded: number, numerator: bigint, denominator: bigint): boolean {
  const gap = 2n * BigInt(rounded) * denominator - 2n * numerator;
  return (gap < 0n ? -gap : gap) <= denominator;
}

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 4)).toBe(2);
    expect(divideRounded(-7, 4)).toBe(-2);
    expect(divideRounded(0, 3)).toBe(0);
  });

  it('rounds a small negative quotient to zero, not to −0', () => {
    expect(Object.is(divideRounded(-1, 4), 0)).toBe(true);
    expect(Object.is(divideRounded(-1, 2), -1)).toBe(true);
  });

  it('is within half a unit of the exact quotient, and symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (numerator, denominator) => {
          const rounded = divideRounded(numerator, denominator);
          expect(withinHalf(rounded, BigInt(numerator), BigInt(denominator))).toBe(true);
          expect(divideRounded(-numerator, denominator)).toBe(-rounded || 0);
        },
      ),
    );
  });

  it('refuses a zero or negative denominator and unsafe integers', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1, -2)).toThrow(RangeError);
    expect(() => divideRounded(0.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(Number.MAX_SAFE_INTEGER + 1, 2)).toThrow(RangeError);
  });
});

describe('tax on and within a price', () => {
  it('taxes 8.875 % of $4.00 as 36 cents, and finds 36 cents inside $4.36', () => {
    expect(taxOn(400, 8875)).toBe(36);
    expect(taxWithin(436, 8875)).toBe(36);
    expect(taxOn(1600, 0)).toBe(0);
  });

  it('adds tax within half a cent of exact', () => {
    fc.assert(
      fc.property(amount, rate, (net, taxRate) => {
        const tax = taxOn(net, taxRate);
        expect(withinHalf(tax, BigInt(net) * BigInt(taxRate), BigInt(RATE_SCALE))).toBe(true);
      }),
    );
  });

  it('finds the tax inside a tax-inclusive price within half a cent of exact, never more than the price', () => {
    fc.assert(
      fc.property(amount, rate, (gross, taxRate) => {
        const tax = taxWithin(gross, taxRate);
        // Exact: gross · rate / (scale + rate).
        expect(withinHalf(tax, BigInt(gross) * BigInt(taxRate), BigInt(RATE_SCALE + taxRate))).toBe(
          true,
        );
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(gross);
      }),
    );
  });
});

describe('allocate', () => {
  const weights = fc.array(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), {
    minLength: 1,
    maxLength: 30,
  });

  it('splits $1.00 over three equal weights as 34, 33, 33 (ties to the earlier share)', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [0, 3, 0])).toEqual([0, 7, 0]);
  });

  it('always adds up to exactly the amount, each share within one of its exact part', () => {
    fc.assert(
      fc.property(amount, weights, (total, parts) => {
        const weightSum = parts.reduce((sum, weight) => sum + BigInt(weight), 0n);
        fc.pre(weightSum > 0n);
        const shares = allocate(total, parts);
        expect(shares).toHaveLength(parts.length);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
        shares.forEach((share, index) => {
          // |share − total · weight / Σweights| < 1, in integers.
          const gap = BigInt(share) * weightSum - BigInt(total) * BigInt(parts[index] ?? 0);
          expect((gap < 0n ? -gap : gap) < weightSum).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('gives nothing to a zero weight, and never more than its weight when the amount does not exceed their sum', () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (parts, fraction) => {
        const weightSum = parts.reduce((sum, weight) => sum + weight, 0);
        const total = Math.floor(weightSum * fraction);
        const shares = allocate(total, parts);
        shares.forEach((share, index) => {
          const weight = parts[index] ?? 0;
          expect(share).toBeLessThanOrEqual(weight);
          if (weight === 0) expect(share).toBe(0);
        });
      }),
    );
  });
});
