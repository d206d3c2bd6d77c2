// The receipt of a sale the station queued (offline, or behind other waiting sales): a Sale built
// from the cart and the queued draft — names from the catalogue, totals from cartTotals, the
// tenders and the reserved receipt number — so the receipt prints before the server has it.
import type { Catalogue } from '@shared/sales/catalogue';
import type { ReceiptDocument } from '@shared/sales/receipt';
import type { Sale } from '@shared/sales/sales';
import type { QueuedDraft } from '../station-queue';
import { POS_MESSAGES as M } from '../messages';
import { totalsOf, type Cart } from './cart';

interface ProvisionalContext {
  catalogue: Catalogue;
  location: { id: string; name: string };
  staff: { id: string; name: string };
  /** The station (Zyno Desktop), or null in a browser. */
  installId: string | null;
}

const NO_TOTALS = {
  grossMinor: 0,
  lineDiscountMinor: 0,
  saleDiscountMinor: 0,
  netMinor: 0,
  taxMinor: 0,
  totalMinor: 0,
};

function modifiersOf(catalogue: Catalogue, productId: string, optionIds: readonly string[]) {
  const product = catalogue.products.find((candidate) => candidate.id === productId);
  const options = product?.modifierGroups.flatMap((group) => group.options) ?? [];
  return options
    .filter((option) => optionIds.includes(option.id))
    .map((option) => ({ name: option.name, priceDeltaMinor: option.priceDeltaMinor }));
}

function variantNameOf(catalogue: Catalogue, productId: string, variantId: string | null) {
  const product = catalogue.products.find((candidate) => candidate.id === productId);
  return product?.variants.find((variant) => variant.id === variantId)?.name ?? null;
}

export function provisionalSale(cart: Cart, draft: QueuedDraft, context: ProvisionalContext): Sale {
  const { catalogue } = context;
  const totals = totalsOf(cart);
  const changeMinor = draft.tenders.reduce(
    (sum, tender) => sum + (tender.kind === 'cash' ? tender.givenMinor - tender.amountMinor : 0),
    0,
  );
  return {
    id: draft.id,
    receiptNumber: draft.receiptNumber ?? M.receiptNumberPending,
    locationId: context.location.id,
    locationName: context.location.name,
    installId: context.installId,
    // The server names the station; the provisional receipt goes without.
    installName: null,
    staff: context.staff,
    state: 'completed',
    currency: catalogue.currency,
    lines: cart.lines.map((line, index) => ({
      id: line.key,
      productId: line.productId,
      name: line.name,
      variantName: variantNameOf(catalogue, line.productId, line.variantId),
      modifiers: modifiersOf(catalogue, line.productId, line.modifierOptionIds),
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      priceOverridden: false,
      discount: line.discount,
      taxRate: line.taxRate,
      taxInclusive: line.taxInclusive,
      totals: totals.lines[index] ?? NO_TOTALS,
      refundedQuantity: 0,
      giftCardCode: null,
    })),
    discount: cart.discount,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    tenders: draft.tenders.map((tender, index) => ({
      id: `${draft.id}-${String(index)}`,
      kind: tender.kind,
      amountMinor: tender.amountMinor,
      givenMinor: tender.kind === 'cash' ? tender.givenMinor : null,
      changeMinor: tender.kind === 'cash' ? tender.givenMinor - tender.amountMinor : null,
      cardLast4: tender.kind === 'storedCard' ? tender.last4 : null,
      giftCardCode: tender.kind === 'giftCard' ? tender.code : null,
    })),
    changeMinor,
    customer: null,
    refunds: [],
    capturedAt: draft.capturedAt,
    createdAt: draft.capturedAt,
    offline: true,
    voidedAt: null,
    voidReason: null,
  };
}

/** The receipt of a queued sale says so under its number: the server does not have it yet. */
export function markOffline(document: ReceiptDocument): ReceiptDocument {
  const at = document.blocks.findIndex((block) => block.kind === 'row');
  const blocks = [...document.blocks];
  blocks.splice(at + 1, 0, { kind: 'text', text: M.offlineReceiptLine, bold: true });
  return { ...document, blocks };
}
