// The receipt of a Harbor Coffee sale: every line with its options and discount, the totals, the
// tenders with the change, the receipt number as a barcode; the drawer kicks for cash only, and
// never on a reprint.
import { describe, expect, it } from 'vitest';
import { buildReceipt } from './build-receipt';
import { receiptDocumentSchema, type ReceiptBlock } from './receipt';
import type { Sale } from './sales';

const CONTEXT = {
  tenantName: 'Harbor Coffee',
  locationName: 'Harbor Coffee Downtown',
  address: '12 Harbor Street, Portland',
  timeZone: 'America/New_York',
};

function line(overrides: Partial<Sale['lines'][number]>): Sale['lines'][number] {
  return {
    id: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a0001',
    productId: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a1001',
    name: 'Croissant',
    variantName: null,
    modifiers: [],
    quantity: 1,
    unitPriceMinor: 350,
    priceOverridden: false,
    discount: null,
    taxRate: 8875,
    taxInclusive: false,
    totals: {
      grossMinor: 350,
      lineDiscountMinor: 0,
      saleDiscountMinor: 0,
      netMinor: 350,
      taxMinor: 31,
      totalMinor: 381,
    },
    refundedQuantity: 0,
    giftCardCode: null,
    ...overrides,
  };
}

const SALE: Sale = {
  id: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a0000',
  receiptNumber: 'DT-000042',
  locationId: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a2000',
  locationName: 'Harbor Coffee Downtown',
  installId: null,
  installName: 'Front counter',
  staff: { id: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a3000', name: 'Casey Cashier' },
  state: 'completed',
  currency: 'USD',
  lines: [
    line({
      name: 'Latte',
      variantName: 'Medium',
      modifiers: [{ name: 'Oat', priceDeltaMinor: 60 }],
      quantity: 2,
      unitPriceMinor: 535,
      discount: { kind: 'percent', percent: 10 },
      totals: {
        grossMinor: 1070,
        lineDiscountMinor: 107,
        saleDiscountMinor: 0,
        netMinor: 963,
        taxMinor: 85,
        totalMinor: 1048,
      },
    }),
    line({}),
  ],
  discount: null,
  subtotalMinor: 1420,
  discountMinor: 107,
  taxMinor: 116,
  totalMinor: 1429,
  tenders: [
    {
      id: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a4000',
      kind: 'cash',
      amountMinor: 1429,
      givenMinor: 2000,
      changeMinor: 571,
      cardLast4: null,
      giftCardCode: null,
    },
  ],
  changeMinor: 571,
  customer: null,
  fulfillment: null,
  refunds: [],
  capturedAt: '2026-11-25T14:05:00.000Z',
  createdAt: '2026-11-25T14:05:01.000Z',
  offline: false,
  voidedAt: null,
  voidReason: null,
};

const CASH = SALE.tenders[0] as Sale['tenders'][number];

const rows = (blocks: readonly ReceiptBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'row' ? [[block.left, block.right]] : []));
const texts = (blocks: readonly ReceiptBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'text' || block.kind === 'title' ? [block.text] : []));

describe('buildReceipt', () => {
  it('heads the receipt with the business, the location, the number, the time and the cashier', () => {
    const receipt = buildReceipt(SALE, CONTEXT);
    expect(receipt.blocks[0]).toEqual({ kind: 'logo' });
    expect(texts(receipt.blocks).slice(0, 6)).toEqual([
      'Harbor Coffee',
      'Harbor Coffee Downtown',
      '12 Harbor Street, Portland',
      'Nov 25, 2026, 9:05 AM',
      'Served by Casey Cashier',
      'Station Front counter',
    ]);
    expect(rows(receipt.blocks)).toContainEqual(['Receipt DT-000042', '']);
  });

  it('lists each line with its options, unit price and discount, then the totals and the change', () => {
    expect(rows(buildReceipt(SALE, CONTEXT).blocks)).toEqual([
      ['Receipt DT-000042', ''],
      ['2 x Latte', '$10.70'],
      ['  Discount 10%', '-$1.07'],
      ['1 x Croissant', '$3.50'],
      ['Subtotal', '$14.20'],
      ['Discounts', '-$1.07'],
      ['Tax', '$1.16'],
      ['Total', '$14.29'],
      ['Cash', '$20.00'],
      ['Change', '$5.71'],
    ]);
    const receiptTexts = texts(buildReceipt(SALE, CONTEXT).blocks);
    expect(receiptTexts).toContain('  Medium, Oat');
    expect(receiptTexts).toContain('  @ $5.35 each');
  });

  it('names the customer the sale is for, and no one when it is for no one', () => {
    const forJane = {
      ...SALE,
      customer: { id: '5a0e0d7e-7c39-4a59-9f4a-1c1d6f0a5000', name: 'Jane Doe' },
    };
    expect(texts(buildReceipt(forJane, CONTEXT).blocks)).toContain('Customer: Jane Doe');
    expect(texts(buildReceipt(SALE, CONTEXT).blocks).join('\n')).not.toContain('Customer');
  });

  it('gives a sale for pickup its pickup code, in words and as a barcode to scan at the counter', () => {
    const forPickup: Sale = { ...SALE, fulfillment: { kind: 'pickup', code: 'RDY4KA' } };
    const receipt = buildReceipt(forPickup, CONTEXT);
    expect(texts(receipt.blocks)).toEqual(expect.arrayContaining(['Pickup code', 'RDY4KA']));
    expect(receipt.blocks).toContainEqual({ kind: 'barcode', data: 'RDY4KA' });
    expect(receiptDocumentSchema.safeParse(receipt).success).toBe(true);
    const shipped: Sale = { ...SALE, fulfillment: { kind: 'shipping', code: 'XPT9WE' } };
    expect(texts(buildReceipt(shipped, CONTEXT).blocks)).toContain('Order code');
    expect(texts(buildReceipt(SALE, CONTEXT).blocks)).not.toContain('Pickup code');
  });

  it('ends with the receipt number as a barcode and is a valid document to print', () => {
    const receipt = buildReceipt(SALE, CONTEXT);
    expect(receipt.blocks).toContainEqual({ kind: 'barcode', data: 'DT-000042' });
    expect(receiptDocumentSchema.safeParse(receipt).success).toBe(true);
  });

  it('kicks the drawer for a cash sale, not for a card sale nor for a reprint', () => {
    expect(buildReceipt(SALE, CONTEXT).kickDrawer).toBe(true);
    expect(buildReceipt(SALE, { ...CONTEXT, reprint: true }).kickDrawer).toBe(false);
    expect(texts(buildReceipt(SALE, { ...CONTEXT, reprint: true }).blocks)).toContain('REPRINT');
    const card = {
      ...SALE,
      tenders: [
        {
          ...CASH,
          kind: 'card' as const,
          givenMinor: null,
          changeMinor: null,
          cardLast4: '4242',
        },
      ],
    };
    const receipt = buildReceipt(card, CONTEXT);
    expect(receipt.kickDrawer).toBe(false);
    expect(rows(receipt.blocks)).toContainEqual(['Card **** 4242', '$14.29']);
  });

  it('shows a whole-sale discount, a gift-card tender and a voided sale', () => {
    const sale: Sale = {
      ...SALE,
      state: 'voided',
      discount: { kind: 'amount', amountMinor: 200 },
      tenders: [
        {
          ...CASH,
          kind: 'giftCard',
          givenMinor: null,
          changeMinor: null,
          giftCardCode: 'HC-1000-0001',
        },
      ],
    };
    const receipt = buildReceipt(sale, { ...CONTEXT, address: '' });
    expect(texts(receipt.blocks)).toContain('VOIDED');
    expect(texts(receipt.blocks)).not.toContain('');
    expect(rows(receipt.blocks)).toContainEqual(['Discounts', '-$1.07']);
    expect(rows(receipt.blocks)).toContainEqual(['Gift card HC-1000-0001', '$14.29']);
  });

  it('names a gift card sold and its new balance, and leaves the balance off a reprint', () => {
    const card = line({
      name: 'Gift Card',
      unitPriceMinor: 2500,
      taxRate: 0,
      totals: {
        grossMinor: 2500,
        lineDiscountMinor: 0,
        saleDiscountMinor: 0,
        netMinor: 2500,
        taxMinor: 0,
        totalMinor: 2500,
      },
      giftCardCode: 'HC-2000-0001',
    });
    const sale: Sale = { ...SALE, lines: [card] };
    const context = { ...CONTEXT, giftCardBalances: { 'HC-2000-0001': 4000 } };
    const receipt = buildReceipt(sale, context);
    expect(rows(receipt.blocks)).toContainEqual(['1 x Gift Card', '$25.00']);
    expect(texts(receipt.blocks)).toEqual(
      expect.arrayContaining(['  Card HC-2000-0001', '  New balance $40.00']),
    );
    const reprint = texts(buildReceipt(sale, { ...context, reprint: true }).blocks);
    expect(reprint).toContain('  Card HC-2000-0001');
    expect(reprint).not.toContain('  New balance $40.00');
  });
});
