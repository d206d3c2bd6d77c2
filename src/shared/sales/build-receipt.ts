// The receipt of a sale as a document of blocks (receipt.ts): one pure function, so the screen,
// the station's printer and a reprint all say the same thing. Plain ASCII, which every thermal
// printer's code page holds.
import type { ReceiptBlock, ReceiptDocument } from './receipt';
import type { Sale } from './sales';
import { formatMoney } from './format-money';

export interface ReceiptContext {
  tenantName: string;
  locationName: string;
  address: string;
  /** The location's IANA time zone for the date line; the runtime's when absent. */
  timeZone?: string;
  /** A copy printed again later: marked as such, and the drawer stays shut. */
  reprint?: boolean;
  /**
   * Balances of the gift cards the sale loaded, by code, as the server answered just after it:
   * printed under each card's line. A reprint leaves them out (they may have moved since).
   */
  giftCardBalances?: Readonly<Record<string, number>>;
}

const TENDER_LABELS = {
  cash: 'Cash',
  card: 'Card',
  storedCard: 'Card (offline)',
  giftCard: 'Gift card',
} as const;

function discountLabel(discount: NonNullable<Sale['discount']>, currency: string): string {
  return discount.kind === 'percent'
    ? `Discount ${String(discount.percent)}%`
    : `Discount ${formatMoney(discount.amountMinor, currency)}`;
}

function capturedAtText(capturedAt: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(capturedAt));
}

function lineBlocks(
  line: Sale['lines'][number],
  currency: string,
  giftCardBalances: Readonly<Record<string, number>>,
): ReceiptBlock[] {
  const money = (amount: number) => formatMoney(amount, currency);
  const blocks: ReceiptBlock[] = [
    {
      kind: 'row',
      left: `${String(line.quantity)} x ${line.name}`,
      right: money(line.totals.grossMinor),
    },
  ];
  const details = [line.variantName, ...line.modifiers.map((modifier) => modifier.name)].filter(
    (detail): detail is string => detail !== null && detail !== '',
  );
  if (details.length > 0) blocks.push({ kind: 'text', text: `  ${details.join(', ')}` });
  if (line.quantity > 1) {
    blocks.push({ kind: 'text', text: `  @ ${money(line.unitPriceMinor)} each` });
  }
  if (line.discount !== null && line.totals.lineDiscountMinor > 0) {
    blocks.push({
      kind: 'row',
      left: `  ${discountLabel(line.discount, currency)}`,
      right: `-${money(line.totals.lineDiscountMinor)}`,
    });
  }
  if (line.giftCardCode !== null) {
    blocks.push({ kind: 'text', text: `  Card ${line.giftCardCode}` });
    const balance = giftCardBalances[line.giftCardCode];
    if (balance !== undefined)
      blocks.push({ kind: 'text', text: `  New balance ${money(balance)}` });
  }
  return blocks;
}

function tenderBlocks(tender: Sale['tenders'][number], currency: string): ReceiptBlock[] {
  const money = (amount: number) => formatMoney(amount, currency);
  const suffix =
    tender.cardLast4 !== null
      ? ` **** ${tender.cardLast4}`
      : tender.giftCardCode !== null
        ? ` ${tender.giftCardCode}`
        : '';
  if (tender.kind !== 'cash' || tender.givenMinor === null) {
    return [
      {
        kind: 'row',
        left: `${TENDER_LABELS[tender.kind]}${suffix}`,
        right: money(tender.amountMinor),
      },
    ];
  }
  return [
    { kind: 'row', left: 'Cash', right: money(tender.givenMinor) },
    { kind: 'row', left: 'Change', right: money(tender.changeMinor ?? 0) },
  ];
}

export function buildReceipt(sale: Sale, context: ReceiptContext): ReceiptDocument {
  const money = (amount: number) => formatMoney(amount, sale.currency);
  const blocks: ReceiptBlock[] = [
    { kind: 'logo' },
    { kind: 'title', text: context.tenantName },
    { kind: 'text', text: context.locationName, align: 'center' },
  ];
  if (context.address.trim() !== '') {
    blocks.push({ kind: 'text', text: context.address, align: 'center' });
  }
  if (context.reprint === true)
    blocks.push({ kind: 'text', text: 'REPRINT', align: 'center', bold: true });
  if (sale.state === 'voided')
    blocks.push({ kind: 'text', text: 'VOIDED', align: 'center', bold: true });
  blocks.push(
    { kind: 'rule' },
    { kind: 'row', left: `Receipt ${sale.receiptNumber}`, right: '' },
    { kind: 'text', text: capturedAtText(sale.capturedAt, context.timeZone) },
    { kind: 'text', text: `Served by ${sale.staff.name}` },
  );
  if (sale.installName !== null) blocks.push({ kind: 'text', text: `Station ${sale.installName}` });
  blocks.push({ kind: 'rule' });
  const balances = context.reprint === true ? {} : (context.giftCardBalances ?? {});
  for (const line of sale.lines) blocks.push(...lineBlocks(line, sale.currency, balances));
  blocks.push(
    { kind: 'rule' },
    { kind: 'row', left: 'Subtotal', right: money(sale.subtotalMinor) },
  );
  if (sale.discountMinor > 0) {
    blocks.push({ kind: 'row', left: 'Discounts', right: `-${money(sale.discountMinor)}` });
  }
  blocks.push(
    { kind: 'row', left: 'Tax', right: money(sale.taxMinor) },
    { kind: 'row', left: 'Total', right: money(sale.totalMinor), bold: true },
    { kind: 'rule' },
  );
  for (const tender of sale.tenders) blocks.push(...tenderBlocks(tender, sale.currency));
  if (sale.customer !== null) {
    blocks.push({ kind: 'text', text: `Customer: ${sale.customer.name}` });
  }
  if (sale.fulfillment !== null) {
    // Scanned (or read out) at the pickup counter to find the order.
    blocks.push(
      { kind: 'rule' },
      {
        kind: 'text',
        text: sale.fulfillment.kind === 'pickup' ? 'Pickup code' : 'Order code',
        align: 'center',
      },
      { kind: 'text', text: sale.fulfillment.code, align: 'center', bold: true },
      { kind: 'barcode', data: sale.fulfillment.code },
    );
  }
  blocks.push(
    { kind: 'rule' },
    { kind: 'barcode', data: sale.receiptNumber },
    { kind: 'text', text: 'Thank you!', align: 'center' },
  );
  return {
    blocks,
    kickDrawer: context.reprint !== true && sale.tenders.some((tender) => tender.kind === 'cash'),
  };
}
