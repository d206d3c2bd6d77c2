// The receipt of a sale the station queued (offline, or behind other waiting sales): a Sale built
// from the cart and the queued draft — names from the catalogue, totals from cartTotals, the
// tenders and the reserved receipt number — so the receipt prints before the server has it.
import type { Catalogue } from '@shared/sales/catalogue';
import type { ReceiptDocument } from '@shared/sales/receipt';
import type { Sale, TenderDraft } from '@shared/sales/sales';
import type { QueuedDraft } from '../station-queue';
import { POS_MESSAGES as M } from '../messages';
import type { CartTotals, LineTotals, PricedLine } from '@shared/sales/cart-totals';
import { totalsOf, type Cart } from './cart';

interface ProvisionalContext {
  catalogue: Catalogue;
  location: { id: string; name: string };
  staff: { id: string; name: string };
  /** The station (Zyno Desktop), or null in a browser. */
  installId: string | null;
}

/** A line the totals do not cover (never, as lines and totals come from the same cart). */
export const NO_LINE_TOTALS = {
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

/** A line of a recorded sale: as drafted, named, with its totals, nothing refunded yet. */
export function recordedLineOf(
  catalogue: Catalogue,
  line: PricedLine & {
    productId: string;
    variantId: string | null;
    modifierOptionIds: string[];
    giftCardCode?: string | null;
  },
  { id, name, totals }: { id: string; name: string; totals: LineTotals | undefined },
): Sale['lines'][number] {
  return {
    id,
    productId: line.productId,
    name,
    variantName: variantNameOf(catalogue, line.productId, line.variantId),
    modifiers: modifiersOf(catalogue, line.productId, line.modifierOptionIds),
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    priceOverridden: false,
    discount: line.discount,
    taxRate: line.taxRate,
    taxInclusive: line.taxInclusive,
    totals: totals ?? NO_LINE_TOTALS,
    refundedQuantity: 0,
    giftCardCode: line.giftCardCode ?? null,
  };
}

export function provisionalSale(cart: Cart, draft: QueuedDraft, context: ProvisionalContext): Sale {
  const { catalogue } = context;
  const totals = totalsOf(cart);
  return {
    id: draft.id,
    receiptNumber: draft.receiptNumber ?? M.receiptNumberPending,
    // The pickup code is the server's to give: it comes with the sale once it is synced.
    fulfillment: null,
    locationId: context.location.id,
    locationName: context.location.name,
    installId: context.installId,
    // The server names the station; the provisional receipt goes without.
    installName: null,
    staff: context.staff,
    state: 'completed',
    currency: catalogue.currency,
    lines: cart.lines.map((line, index) =>
      recordedLineOf(catalogue, line, {
        id: line.key,
        name: line.name,
        totals: totals.lines[index],
      }),
    ),
    ...recordedMoneyOf(draft, totals, {
      tenderId: (index) => `${draft.id}-${String(index)}`,
      cardLast4: (tender) => (tender.kind === 'storedCard' ? tender.last4 : null),
    }),
    customer: cart.customer,
    offline: true,
  };
}

/**
 * What a sale says of its money once recorded: the draft's discount, the totals, the tenders as
 * the server reports them and the change the cash ones gave; nothing refunded or voided yet.
 */
export function recordedMoneyOf(
  draft: QueuedDraft,
  totals: CartTotals,
  {
    tenderId,
    cardLast4,
  }: { tenderId: (index: number) => string; cardLast4: (tender: TenderDraft) => string | null },
) {
  const tenders = draft.tenders.map((tender, index) => {
    const cash = tender.kind === 'cash';
    return {
      id: tenderId(index),
      kind: tender.kind,
      amountMinor: tender.amountMinor,
      givenMinor: cash ? tender.givenMinor : null,
      changeMinor: cash ? tender.givenMinor - tender.amountMinor : null,
      cardLast4: cardLast4(tender),
      giftCardCode: tender.kind === 'giftCard' ? tender.code : null,
    };
  });
  return {
    discount: draft.discount,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    tenders,
    changeMinor: tenders.reduce((sum, tender) => sum + (tender.changeMinor ?? 0), 0),
    refunds: [],
    capturedAt: draft.capturedAt,
    createdAt: draft.capturedAt,
    voidedAt: null,
    voidReason: null,
  } satisfies Partial<Sale>;
}

/** The receipt of a queued sale says so under its number: the server does not have it yet. */
export function markOffline(document: ReceiptDocument): ReceiptDocument {
  const at = document.blocks.findIndex((block) => block.kind === 'row');
  const blocks = [...document.blocks];
  blocks.splice(at + 1, 0, { kind: 'text', text: M.offlineReceiptLine, bold: true });
  return { ...document, blocks };
}
