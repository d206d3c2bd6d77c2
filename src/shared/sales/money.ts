// Money in integer minor units (cents for US dollars) in the tenant's ISO 4217 currency, and the
// one rounding rule every amount goes through: half away from zero, on integers only, so no
// floating-point residue ever reaches a total.
import { z } from 'zod';

/** A hundred million in major units: above any one sale, well inside Number's exact integers. */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

export const amountMinorSchema = z
  .number('An amount is a whole number of minor units (cents).')
  .int('An amount is a whole number of minor units (cents).')
  .min(0, 'An amount cannot be negative.')
  .max(MAX_AMOUNT_MINOR, 'The amount is too large.');

/** A positive amount: what a tender, a paid-in or a gift-card load moves. */
export const positiveAmountMinorSchema = amountMinorSchema.min(1, 'Enter an amount above zero.');

export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'A currency is an ISO 4217 code.');

/** A tax rate in thousandths of a percent: 8.875 % is 8875. */
export const RATE_SCALE = 100_000;
export const taxRateSchema = z.number().int().min(0).max(RATE_SCALE);

/** numerator / denominator rounded half away from zero; the denominator is positive. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in minor units.`);
  }
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  // Never −0: it would print as "-0.00" wherever a formatter keeps the sign.
  return numerator < 0 && magnitude > 0 ? -magnitude : magnitude;
}

/** The tax on a net amount at `rate` (thousandths of a percent), rounded once. */
export function taxOn(netMinor: number, rate: number): number {
  return divideRounded(netMinor * rate, RATE_SCALE);
}

/** The tax already inside a tax-inclusive amount. */
export function taxWithin(grossMinor: number, rate: number): number {
  return grossMinor - divideRounded(grossMinor * RATE_SCALE, RATE_SCALE + rate);
}

/**
 * Splits `amount` across `weights` in proportion, by largest remainder (ties to the earlier
 * share), so the shares always add up to exactly `amount`. BigInt inside: amount × weight can
 * pass Number's exact range for large sales.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) return weights.map(() => 0);
  const whole = BigInt(amount);
  const parts = weights.map((weight, index) => ({
    index,
    share: (whole * BigInt(weight)) / total,
    remainder: (whole * BigInt(weight)) % total,
  }));
  let left = whole - parts.reduce((sum, part) => sum + part.share, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.share));
}
