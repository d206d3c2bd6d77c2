// The arithmetic of a sale, defined once for the point of sale, the offline queue and the server:
// line discounts, a whole-sale discount spread over the lines, tax per line, tenders and change,
// and how much of a line a refund gives back. Every figure is whole minor units.
import { z } from 'zod';
import { allocate, amountMinorSchema, divideRounded, taxOn, taxWithin } from './money';

export const discountSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z.number().int('A discount is a whole percent.').min(1).max(100),
  }),
  z.object({ kind: z.literal('amount'), amountMinor: amountMinorSchema.min(1) }),
]);
export type Discount = z.infer<typeof discountSchema>;

/** One line as priced: the unit price already includes its variant and modifiers. */
export interface PricedLine {
  unitPriceMinor: number;
  quantity: number;
  discount: Discount | null;
  /** Thousandths of a percent (money.ts RATE_SCALE). */
  taxRate: number;
  taxInclusive: boolean;
}

export interface LineTotals {
  /** unit price × quantity. */
  grossMinor: number;
  lineDiscountMinor: number;
  /** This line's share of the whole-sale discount. */
  saleDiscountMinor: number;
  /** gross − both discounts: what the customer pays for the line before (exclusive) tax. */
  netMinor: number;
  taxMinor: number;
  /** net, plus the tax when it is not already inside the price. */
  totalMinor: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

function discountAmount(discount: Discount | null, baseMinor: number): number {
  if (discount === null) return 0;
  const wanted =
    discount.kind === 'percent'
      ? divideRounded(baseMinor * discount.percent, 100)
      : discount.amountMinor;
  return Math.min(wanted, baseMinor);
}

export function cartTotals(
  lines: readonly PricedLine[],
  saleDiscount: Discount | null,
): CartTotals {
  const afterLineDiscounts = lines.map((line) => {
    const grossMinor = line.unitPriceMinor * line.quantity;
    const lineDiscountMinor = discountAmount(line.discount, grossMinor);
    return { grossMinor, lineDiscountMinor, remaining: grossMinor - lineDiscountMinor };
  });
  const remaining = afterLineDiscounts.map((line) => line.remaining);
  const saleDiscountMinor = discountAmount(
    saleDiscount,
    remaining.reduce((sum, amount) => sum + amount, 0),
  );
  const shares = allocate(saleDiscountMinor, remaining);
  const totals = afterLineDiscounts.map((line, index): LineTotals => {
    const priced = lines[index];
    const share = shares[index] ?? 0;
    const netMinor = line.remaining - share;
    const rate = priced?.taxRate ?? 0;
    const inclusive = priced?.taxInclusive ?? false;
    const taxMinor = inclusive ? taxWithin(netMinor, rate) : taxOn(netMinor, rate);
    return {
      grossMinor: line.grossMinor,
      lineDiscountMinor: line.lineDiscountMinor,
      saleDiscountMinor: share,
      netMinor,
      taxMinor,
      totalMinor: inclusive ? netMinor : netMinor + taxMinor,
    };
  });
  const sum = (pick: (line: LineTotals) => number) =>
    totals.reduce((total, line) => total + pick(line), 0);
  return {
    lines: totals,
    subtotalMinor: sum((line) => line.grossMinor),
    discountMinor: sum((line) => line.lineDiscountMinor + line.saleDiscountMinor),
    taxMinor: sum((line) => line.taxMinor),
    totalMinor: sum((line) => line.totalMinor),
  };
}

/** Cash handed over against what is still due: the part applied to the sale and the change. */
export function applyCash(
  dueMinor: number,
  givenMinor: number,
): { amountMinor: number; changeMinor: number } {
  const amountMinor = Math.min(dueMinor, givenMinor);
  return { amountMinor, changeMinor: givenMinor - amountMinor };
}

/**
 * What refunding `quantity` more units of a line gives back, after `refundedQuantity` units worth
 * `refundedMinor` (total) were refunded before. Proportional and rounded, except that the last
 * units take exactly what is left, so a line never refunds more (or less) than was paid for it.
 */
export function refundShare(
  line: Pick<LineTotals, 'netMinor' | 'taxMinor'> & { quantity: number; taxInclusive: boolean },
  quantity: number,
  refunded: { quantity: number; netMinor: number; taxMinor: number },
): { netMinor: number; taxMinor: number; totalMinor: number } {
  if (!Number.isInteger(quantity) || quantity < 1 || refunded.quantity + quantity > line.quantity) {
    throw new RangeError(
      `Cannot refund ${quantity} of ${line.quantity - refunded.quantity} units left on the line.`,
    );
  }
  const inclusive = line.taxInclusive;
  if (refunded.quantity + quantity === line.quantity) {
    const netMinor = line.netMinor - refunded.netMinor;
    const taxMinor = line.taxMinor - refunded.taxMinor;
    return { netMinor, taxMinor, totalMinor: inclusive ? netMinor : netMinor + taxMinor };
  }
  const upTo = refunded.quantity + quantity;
  const netMinor = divideRounded(line.netMinor * upTo, line.quantity) - refunded.netMinor;
  const taxMinor = divideRounded(line.taxMinor * upTo, line.quantity) - refunded.taxMinor;
  return { netMinor, taxMinor, totalMinor: inclusive ? netMinor : netMinor + taxMinor };
}
