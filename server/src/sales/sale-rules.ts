// What a sale draft must satisfy before anything of it is stored: a capture time a station could
// have, each line priced from the catalogue (a different price is an override; from an offline
// queue a product gone is accepted and flagged), the gift card rules, and tenders that add up
// exactly with only cash giving change. Pure: the caller loads the catalogue's pricing.
import type { z } from 'zod';
import { applyCash, type CartTotals, type PricedLine } from '@shared/sales/cart-totals';
import { formatMoney } from '@shared/sales/format-money';
import { MAX_AMOUNT_MINOR } from '@shared/sales/money';
import type { saleDraftSchema, SaleLineDraft } from '@shared/sales/sales';
import { conflict, validationFailed } from '../http/errors';
import type { ProductPricing } from './catalogue-store';

type SaleDraft = z.output<typeof saleDraftSchema>;

/** Why a sale waits for a manager (sales.conflicts). */
export interface SaleConflict {
  kind:
    | 'productUnavailable'
    | 'giftCardUnknown'
    | 'giftCardOverdrawn'
    | 'giftCardOverOfflineLimit'
    | 'storedCardDeclined';
  detail: string;
}

export interface LineToStore {
  draft: SaleLineDraft;
  name: string;
  variantName: string | null;
  modifiers: { name: string; priceDeltaMinor: number }[];
  priced: PricedLine;
  /** The catalogue's unit price, when the station charged another. */
  cataloguePriceMinor: number | null;
}

const fieldError = (field: string, message: string) => validationFailed(`${field}: ${message}`);

/** The earliest a sale may say it was rung up, and how far ahead of the server's clock. */
const EARLIEST_CAPTURE = Date.parse('2000-01-01T00:00:00Z');
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** 400 for a capture time no station could have (before 2000, or a day ahead of now). */
export function checkCapturedAt(capturedAt: string): void {
  const at = Date.parse(capturedAt);
  if (!(at >= EARLIEST_CAPTURE && at <= Date.now() + CLOCK_SKEW_MS)) {
    throw fieldError('capturedAt', 'The time is not one a station could have rung this up at.');
  }
}

/** The line as the catalogue prices it; throws 400 for a variant or option not of the product. */
function priceLine(
  line: SaleLineDraft,
  field: string,
  product: ProductPricing,
): Omit<LineToStore, 'draft'> {
  if (product.isGiftCard !== (line.giftCardCode !== null)) {
    throw fieldError(
      `${field}.giftCardCode`,
      product.isGiftCard
        ? 'A gift card line needs the code of the card it loads.'
        : 'Only a gift card product loads a gift card.',
    );
  }
  const tax = { taxRate: product.taxRate, taxInclusive: product.taxInclusive };
  if (product.isGiftCard) {
    if (line.quantity !== 1 || line.discount !== null || line.unitPriceMinor < 1) {
      throw fieldError(field, 'A gift card line loads one card with an amount, without discount.');
    }
    const priced = { unitPriceMinor: line.unitPriceMinor, quantity: 1, discount: null, ...tax };
    return {
      name: product.name,
      variantName: null,
      modifiers: [],
      priced,
      cataloguePriceMinor: null,
    };
  }
  const variant = product.variants.find((candidate) => candidate.id === line.variantId);
  if (product.variants.length > 0 ? variant === undefined : line.variantId !== null) {
    throw fieldError(`${field}.variantId`, `Choose one of the sizes of ${product.name}.`);
  }
  if (new Set(line.modifierOptionIds).size !== line.modifierOptionIds.length) {
    throw fieldError(`${field}.modifierOptionIds`, 'An option is chosen at most once.');
  }
  const modifiers = line.modifierOptionIds.map((id) => {
    const option = product.modifierGroups
      .flatMap((group) => group.options)
      .find((candidate) => candidate.id === id);
    if (option === undefined) {
      throw fieldError(`${field}.modifierOptionIds`, `${id} is not an option of ${product.name}.`);
    }
    return { name: option.name, priceDeltaMinor: option.priceDeltaMinor };
  });
  const cataloguePrice =
    (variant?.priceMinor ?? product.priceMinor) +
    modifiers.reduce((sum, modifier) => sum + modifier.priceDeltaMinor, 0);
  return {
    name: product.name,
    variantName: variant?.name ?? null,
    modifiers,
    priced: {
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      discount: line.discount,
      ...tax,
    },
    cataloguePriceMinor:
      line.priceOverridden || line.unitPriceMinor !== cataloguePrice ? cataloguePrice : null,
  };
}

/** A line whose product is gone or no longer sold, kept as the offline station sold it. */
function unavailableLine(line: SaleLineDraft, product: ProductPricing | undefined): LineToStore {
  return {
    draft: line,
    name: product?.name ?? 'Product no longer in the catalogue',
    variantName: null,
    modifiers: [],
    priced: {
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      discount: line.discount,
      taxRate: product?.taxRate ?? 0,
      taxInclusive: product?.taxInclusive ?? false,
    },
    cataloguePriceMinor: null,
  };
}

export function priceLines(
  draft: SaleDraft,
  pricing: ReadonlyMap<string, ProductPricing>,
  conflicts: SaleConflict[],
): LineToStore[] {
  return draft.lines.map((line, index) => {
    if (line.unitPriceMinor * line.quantity > MAX_AMOUNT_MINOR) {
      throw fieldError(`lines.${index}`, 'The line is worth more than one sale may be.');
    }
    const product = pricing.get(line.productId);
    if (product === undefined || !product.active) {
      if (!draft.offline) {
        throw conflict(`lines.${index}.productId: This product is no longer sold.`);
      }
      conflicts.push({ kind: 'productUnavailable', detail: line.productId });
      return unavailableLine(line, product);
    }
    return { draft: line, ...priceLine(line, `lines.${index}`, product) };
  });
}

/**
 * What gift cards loaded in this sale cost may not come from a gift card (that would move one
 * card's balance onto another without money changing hands), nor be discounted by a whole-sale
 * discount. A station knows both before the sale is sent, so the rule holds offline too.
 */
export function checkGiftCardLines(
  draft: SaleDraft,
  lines: readonly LineToStore[],
  totals: CartTotals,
  currency: string,
): void {
  const loadedMinor = lines.reduce(
    (sum, line, index) =>
      line.draft.giftCardCode === null ? sum : sum + (totals.lines[index]?.totalMinor ?? 0),
    0,
  );
  if (loadedMinor === 0) return;
  if (draft.discount !== null) {
    throw fieldError(
      'discount',
      'A whole-sale discount would discount the gift card: sell the gift card on its own.',
    );
  }
  const byGiftCard = draft.tenders.reduce(
    (sum, tender) => (tender.kind === 'giftCard' ? sum + tender.amountMinor : sum),
    0,
  );
  if (byGiftCard > totals.totalMinor - loadedMinor) {
    throw fieldError(
      'tenders',
      `A gift card cannot pay for a gift card: take the ${formatMoney(loadedMinor, currency)} loaded onto gift cards in cash or by card.`,
    );
  }
}

/** Every tender adds up to the total; cash may be given above its amount (the change). */
export function checkTenders(draft: SaleDraft, totalMinor: number): number {
  let changeMinor = 0;
  draft.tenders.forEach((tender, index) => {
    if (tender.kind !== 'cash') return;
    if (tender.givenMinor < tender.amountMinor) {
      throw fieldError(`tenders.${index}.givenMinor`, 'The cash given is less than its amount.');
    }
    changeMinor += applyCash(tender.amountMinor, tender.givenMinor).changeMinor;
  });
  const tendered = draft.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  if (tendered !== totalMinor) {
    throw fieldError(
      'tenders',
      `The tenders add up to ${tendered} but the sale's total is ${totalMinor}.`,
    );
  }
  return changeMinor;
}
