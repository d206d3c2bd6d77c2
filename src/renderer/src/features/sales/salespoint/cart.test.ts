// The cart as a cashier builds it: options priced in, the same item again adds to its line,
// quantities edited and lines removed, discounts on a line and on the sale, and the totals and
// the sale draft that follow from them.
import { describe, expect, it } from 'vitest';
import * as C from './cart';
import { HARBOR_CATALOGUE, HARBOR_IDS as I, productById } from './test/harbor-catalogue';

const add = (
  cart: C.Cart,
  productId: string,
  options: Partial<{ variantId: string; modifierOptionIds: string[]; quantity: number }> = {},
) =>
  C.addToCart(cart, HARBOR_CATALOGUE, {
    product: productById(productId),
    variantId: options.variantId ?? null,
    modifierOptionIds: options.modifierOptionIds ?? [],
    quantity: options.quantity ?? 1,
  });

describe('the cart', () => {
  it('prices a latte with its size and modifiers, named after what was chosen', () => {
    const cart = add(C.emptyCart(), I.latte, {
      variantId: I.latteMedium,
      modifierOptionIds: [I.oat, I.extraShot],
    });
    expect(cart.lines).toMatchObject([
      { name: 'Latte', detail: 'Medium, Oat, Extra shot', unitPriceMinor: 635, taxRate: 8875 },
    ]);
  });

  it('raises the quantity of the same item and keeps a different choice on its own line', () => {
    let cart = add(C.emptyCart(), I.croissant);
    cart = add(cart, I.croissant, { quantity: 2 });
    cart = add(cart, I.latte, { variantId: I.latteSmall, modifierOptionIds: [I.whole] });
    cart = add(cart, I.latte, { variantId: I.latteSmall, modifierOptionIds: [I.almond] });
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Croissant', 3],
      ['Latte', 1],
      ['Latte', 1],
    ]);
    expect(C.itemCount(cart)).toBe(5);
  });

  it('edits a quantity, removes a line at zero or on request', () => {
    let cart = add(add(C.emptyCart(), I.croissant), I.muffin);
    const [croissant, muffin] = cart.lines.map((line) => line.key);
    cart = C.setQuantity(cart, croissant ?? '', 4);
    expect(cart.lines[0]?.quantity).toBe(4);
    cart = C.setQuantity(cart, croissant ?? '', 0);
    expect(cart.lines.map((line) => line.name)).toEqual(['Blueberry Muffin']);
    expect(C.removeLine(cart, muffin ?? '').lines).toEqual([]);
  });

  it('totals through cartTotals: 8.875 % on pastries, none on beans', () => {
    const cart = add(add(add(C.emptyCart(), I.croissant), I.muffin), I.beans);
    expect(C.totalsOf(cart)).toMatchObject({
      subtotalMinor: 2275,
      discountMinor: 0,
      // 6.75 × 8.875 % = 0.599 → 0.60
      taxMinor: 60,
      totalMinor: 2335,
    });
  });

  it('takes a line discount and a whole-sale discount, spread over the lines', () => {
    let cart = add(add(C.emptyCart(), I.croissant), I.muffin);
    cart = C.setLineDiscount(cart, cart.lines[0]?.key ?? '', { kind: 'percent', percent: 10 });
    cart = C.setSaleDiscount(cart, { kind: 'amount', amountMinor: 100 });
    const totals = C.totalsOf(cart);
    expect(totals.discountMinor).toBe(35 + 100);
    expect(totals.subtotalMinor - totals.discountMinor).toBe(540);
    expect(totals.totalMinor).toBe(540 + totals.taxMinor);
  });

  it('drafts the sale with the cart id, the lines as chosen, the approvals and the tenders', () => {
    let cart = add(C.emptyCart('5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a0000'), I.croissant, {
      quantity: 2,
    });
    cart = C.addApproval(cart, 'discounts', 'approval-token');
    expect(C.hasApproval(cart, 'discounts')).toBe(true);
    expect(C.hasApproval(cart, 'refunds')).toBe(false);
    const draft = C.saleDraftOf(cart, {
      locationId: I.downtown,
      tenders: [{ kind: 'cash', amountMinor: 762, givenMinor: 1000 }],
      capturedAt: '2026-11-25T14:05:00.000Z',
    });
    expect(draft).toEqual({
      id: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a0000',
      locationId: I.downtown,
      lines: [
        {
          productId: I.croissant,
          variantId: null,
          modifierOptionIds: [],
          quantity: 2,
          unitPriceMinor: 350,
          discount: null,
          giftCardCode: null,
        },
      ],
      discount: null,
      tenders: [{ kind: 'cash', amountMinor: 762, givenMinor: 1000 }],
      approvals: ['approval-token'],
      capturedAt: '2026-11-25T14:05:00.000Z',
      takenOverFrom: null,
      customerId: null,
    });
  });

  it('carries "for pickup" into the draft, and leaves it out once switched off', () => {
    const pickup = { kind: 'pickup', customerName: 'Jo' } as const;
    const cart = C.setFulfillment(add(C.emptyCart(), I.croissant), pickup);
    const draftOf = (current: C.Cart) =>
      C.saleDraftOf(current, {
        locationId: I.downtown,
        tenders: [{ kind: 'cash', amountMinor: 381, givenMinor: 400 }],
        capturedAt: '2026-11-25T14:05:00.000Z',
      });
    expect(draftOf(cart).fulfillment).toEqual(pickup);
    expect(draftOf(C.setFulfillment(cart, null))).not.toHaveProperty('fulfillment');
  });

  it('sells a gift card as one untaxed line at its amount, kept at one and never discounted', () => {
    let cart = C.addGiftCard(add(C.emptyCart(), I.croissant), HARBOR_CATALOGUE, {
      product: productById(I.giftCard),
      code: 'HC-2000-0001',
      amountMinor: 2500,
      detail: 'HC-2000-0001 (new card)',
    });
    const key = cart.lines[1]?.key ?? '';
    cart = C.setLineDiscount(C.setQuantity(cart, key, 3), key, { kind: 'percent', percent: 50 });
    expect(C.hasGiftCards(cart)).toBe(true);
    expect(cart.lines[1]).toMatchObject({ quantity: 1, discount: null, unitPriceMinor: 2500 });
    expect(C.totalsOf(cart).lines[1]).toMatchObject({ taxMinor: 0, totalMinor: 2500 });
    const draft = C.saleDraftOf(cart, {
      locationId: I.downtown,
      tenders: [],
      capturedAt: '2026-11-25T14:05:00.000Z',
    });
    expect(draft.lines.map((line) => line.giftCardCode)).toEqual([null, 'HC-2000-0001']);
    expect(C.hasGiftCards(C.setQuantity(cart, key, 0))).toBe(false);
  });

  it('sends the attached customer as the sale’s customerId, until it is removed', () => {
    const jane = { id: '0b7c1f3e-2d4a-4e5f-8a6b-7c8d9e0f1a2b', name: 'Jane Doe' };
    const cart = C.setCustomer(C.emptyCart(), jane);
    const payment = { locationId: I.downtown, tenders: [], capturedAt: '2026-11-25T14:05:00Z' };
    expect(C.saleDraftOf(cart, payment).customerId).toBe(jane.id);
    expect(C.saleDraftOf(C.setCustomer(cart, null), payment).customerId).toBeNull();
  });
});
