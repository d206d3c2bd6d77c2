// The cart of the sale being rung up: lines as the cashier chose them, discounts, the manager
// approvals they needed, the customer it is for. Pure functions over plain data, so a cart can be parked and taken over;
// its totals come from cartTotals (src/shared/sales/cart-totals.ts) and nowhere else.
import { cartTotals, type CartTotals, type Discount } from '@shared/sales/cart-totals';
import type { ApprovableAction } from '@shared/sales/approvals';
import type { Catalogue, Product } from '@shared/sales/catalogue';
import type { SaleFulfillmentDraft } from '@shared/sales/fulfillment';
import type { SaleCustomer, SaleDraft, TenderDraft } from '@shared/sales/sales';

export interface CartLine {
  /** Tells two lines of the same product apart (a different milk). */
  key: string;
  productId: string;
  variantId: string | null;
  modifierOptionIds: string[];
  name: string;
  /** "Medium, Oat": the variant and the modifiers chosen. */
  detail: string;
  quantity: number;
  unitPriceMinor: number;
  discount: Discount | null;
  taxRate: number;
  taxInclusive: boolean;
  /** A gift card sold or reloaded: the card's code; the line is one card at its amount. */
  giftCardCode?: string;
}

export interface Cart {
  /** The sale's id from the first item on: the Idempotency-Key of its completion. */
  id: string;
  lines: CartLine[];
  discount: Discount | null;
  /** The manager overrides this sale needed, each a single-use token for its action. */
  approvals: { action: ApprovableAction; token: string }[];
  /** Parked by someone else at this station and taken over (the server audits it). */
  takenOverFrom: { accountId: string; parkedAt: string } | null;
  /** The CRM contact the sale is for, with the name the till shows. */
  customer: SaleCustomer | null;
  /** Picked up later (fulfillment.ts): the sale makes an order. Absent in carts parked before. */
  fulfillment?: SaleFulfillmentDraft | null;
}

export function emptyCart(id: string = crypto.randomUUID()): Cart {
  return { id, lines: [], discount: null, approvals: [], takenOverFrom: null, customer: null };
}

/** A product as chosen: its variant (if it has any) and the modifier options picked. */
export interface Choice {
  product: Product;
  variantId: string | null;
  modifierOptionIds: string[];
  quantity: number;
}

function taxOf(catalogue: Catalogue, product: Product) {
  const tax = catalogue.taxes.find((candidate) => candidate.id === product.taxId);
  return { taxRate: tax?.rate ?? 0, taxInclusive: tax?.inclusive ?? false };
}

/** The line a choice makes: unit price = variant (or product) price + modifier deltas. */
export function lineFor(catalogue: Catalogue, choice: Choice): Omit<CartLine, 'key'> {
  const { product } = choice;
  const variant = product.variants.find((candidate) => candidate.id === choice.variantId);
  const options = product.modifierGroups
    .flatMap((group) => group.options)
    .filter((option) => choice.modifierOptionIds.includes(option.id));
  const unitPriceMinor =
    (variant?.priceMinor ?? product.priceMinor) +
    options.reduce((sum, option) => sum + option.priceDeltaMinor, 0);
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    modifierOptionIds: options.map((option) => option.id),
    name: product.name,
    detail: [variant?.name, ...options.map((option) => option.name)]
      .filter((part): part is string => part !== undefined)
      .join(', '),
    quantity: choice.quantity,
    unitPriceMinor,
    discount: null,
    ...taxOf(catalogue, product),
  };
}

function sameItem(line: CartLine, added: Omit<CartLine, 'key'>): boolean {
  return (
    line.productId === added.productId &&
    line.variantId === added.variantId &&
    line.discount === null &&
    line.modifierOptionIds.join() === added.modifierOptionIds.join()
  );
}

/** Adds a choice: the same item again (no discount on it) raises that line's quantity. */
export function addToCart(cart: Cart, catalogue: Catalogue, choice: Choice): Cart {
  const added = lineFor(catalogue, choice);
  const existing = cart.lines.find((line) => sameItem(line, added));
  if (existing !== undefined) {
    return setQuantity(cart, existing.key, existing.quantity + added.quantity);
  }
  return { ...cart, lines: [...cart.lines, { ...added, key: crypto.randomUUID() }] };
}

export const MAX_QUANTITY = 999;

export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (quantity < 1) return removeLine(cart, key);
  const bounded = Math.min(MAX_QUANTITY, Math.floor(quantity));
  return {
    ...cart,
    lines: cart.lines.map((line) =>
      line.key === key && line.giftCardCode === undefined ? { ...line, quantity: bounded } : line,
    ),
  };
}

/** Selling (or reloading) the card `code` with `amountMinor`: one line, untaxed as its product. */
export function addGiftCard(
  cart: Cart,
  catalogue: Catalogue,
  card: { product: Product; code: string; amountMinor: number; detail: string },
): Cart {
  const line: CartLine = {
    ...lineFor(catalogue, {
      product: card.product,
      variantId: null,
      modifierOptionIds: [],
      quantity: 1,
    }),
    key: crypto.randomUUID(),
    detail: card.detail,
    unitPriceMinor: card.amountMinor,
    giftCardCode: card.code,
  };
  return { ...cart, lines: [...cart.lines, line] };
}

/** What the cart's gift-card lines cost, with `totals` the cart's totals. */
export function giftCardsLoadedMinor(cart: Cart, totals: CartTotals): number {
  return cart.lines.reduce(
    (sum, line, index) =>
      line.giftCardCode === undefined ? sum : sum + (totals.lines[index]?.totalMinor ?? 0),
    0,
  );
}

export function hasGiftCards(cart: Cart): boolean {
  return cart.lines.some((line) => line.giftCardCode !== undefined);
}

export function removeLine(cart: Cart, key: string): Cart {
  return { ...cart, lines: cart.lines.filter((line) => line.key !== key) };
}

/** A gift card is never discounted (the server refuses it): its line keeps no discount. */
export function setLineDiscount(cart: Cart, key: string, discount: Discount | null): Cart {
  return {
    ...cart,
    lines: cart.lines.map((line) =>
      line.key === key && line.giftCardCode === undefined ? { ...line, discount } : line,
    ),
  };
}

export function setSaleDiscount(cart: Cart, discount: Discount | null): Cart {
  return { ...cart, discount };
}

export function setCustomer(cart: Cart, customer: SaleCustomer | null): Cart {
  return { ...cart, customer };
}

export function setFulfillment(cart: Cart, fulfillment: SaleFulfillmentDraft | null): Cart {
  return { ...cart, fulfillment };
}

export function addApproval(cart: Cart, action: ApprovableAction, token: string): Cart {
  return { ...cart, approvals: [...cart.approvals, { action, token }] };
}

export function hasApproval(cart: Cart, action: ApprovableAction): boolean {
  return cart.approvals.some((approval) => approval.action === action);
}

export function totalsOf(cart: Cart): CartTotals {
  return cartTotals(cart.lines, cart.discount);
}

export function itemCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The body of POST /sales/sales for this cart paid with `tenders`. */
export function saleDraftOf(
  cart: Cart,
  {
    locationId,
    tenders,
    capturedAt,
  }: { locationId: string; tenders: TenderDraft[]; capturedAt: string },
): SaleDraft {
  return {
    id: cart.id,
    locationId,
    lines: cart.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      modifierOptionIds: line.modifierOptionIds,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      discount: line.discount,
      giftCardCode: line.giftCardCode ?? null,
    })),
    discount: cart.discount,
    tenders,
    approvals: cart.approvals.map((approval) => approval.token),
    capturedAt,
    takenOverFrom: cart.takenOverFrom,
    customerId: cart.customer?.id ?? null,
    ...(cart.fulfillment == null ? {} : { fulfillment: cart.fulfillment }),
  };
}
