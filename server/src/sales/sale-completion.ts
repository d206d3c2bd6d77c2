// Completing a sale (POST /sales/sales), every rule decided in the sale's transaction: each line
// priced from the catalogue (a different price is a price override, or, from an offline queue,
// accepted and audited), discounts and overrides authorised, totals by cart-totals.ts, tenders
// that add up exactly (only cash gives change), card payments claimed, stored-card payments
// forwarded, gift cards spent and loaded, and the receipt numbered in the station's series. A
// sale from the offline queue is never refused for what the station could not know: a product
// gone, an overdrawn gift card or a declined stored card flag it for a manager instead.
import type { z } from 'zod';
import { applyCash, cartTotals, type CartTotals, type PricedLine } from '@shared/sales/cart-totals';
import { formatMoney } from '@shared/sales/format-money';
import { MAX_AMOUNT_MINOR } from '@shared/sales/money';
import type { SaleCustomer, saleDraftSchema, SaleLineDraft } from '@shared/sales/sales';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import {
  ApiError,
  conflict,
  notFoundError,
  notFoundInTenant,
  uniqueViolation,
  validationFailed,
} from '../http/errors';
import { claimCardPayment, forwardStoredCardPayment } from './card-payments-store';
import { createSaleOrder } from './fulfillment-store';
import { loadPricingFor, type ProductPricing } from './catalogue-store';
import { lockGiftCard, loadGiftCard, moveGiftCardBalance } from './gift-cards-store';
import { takeReceiptNumber } from './receipt-series-store';
import { rollUpSale } from './report-rollups-store';
import { saleStaffContext } from './sale-staff';
import { authoriseSalesAction } from './sales-action-authorisation';

type SaleDraft = z.output<typeof saleDraftSchema>;

/** The CRM's contact `contactId` as a sale's customer, or null when it is not this tenant's. */
export type FindSaleCustomer = (
  db: Queryable,
  tenantId: string,
  contactId: string,
) => Promise<SaleCustomer | null>;

/** The sale's customer as it will be stored; 404 for a contact not of this tenant. */
async function saleCustomer(
  tx: Queryable,
  tenantId: string,
  customerId: string | null,
  findSaleCustomer: FindSaleCustomer,
): Promise<SaleCustomer | null> {
  if (customerId === null) return null;
  const customer = await findSaleCustomer(tx, tenantId, customerId);
  if (customer === null) throw notFoundInTenant('contact', customerId);
  return customer;
}

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

interface SalesSettings {
  currency: string;
  offlineGiftCardMinor: number;
}

async function salesSettings(tx: Queryable, tenantId: string): Promise<SalesSettings> {
  const [row] = await tx.query<{ currency: string; offline_gift_card_minor: string | number }>(
    'SELECT currency, offline_gift_card_minor FROM sales_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row === undefined
    ? { currency: 'USD', offlineGiftCardMinor: 0 }
    : { currency: row.currency, offlineGiftCardMinor: Number(row.offline_gift_card_minor) };
}

interface LineToStore {
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

function priceLines(
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
function checkGiftCardLines(
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
function checkTenders(draft: SaleDraft, totalMinor: number): number {
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

/** The sale's row; the same id sent at once under two keys loses the race with a 409. */
async function insertSale(tx: Queryable, sql: string, params: readonly unknown[]): Promise<void> {
  try {
    await tx.query(sql, params);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict('id: This sale was already completed.');
    throw error;
  }
}

interface StoredSale {
  id: string;
  receiptNumber: string;
  totalMinor: number;
  giftCardsChanged: boolean;
}

async function insertSaleRows(
  tx: Queryable,
  context: TenantContext,
  draft: SaleDraft,
  numbering: { seriesId: string; receiptNumber: string },
  currency: string,
  lines: readonly LineToStore[],
  customer: SaleCustomer | null,
): Promise<{ totalMinor: number; changeMinor: number }> {
  const totals = cartTotals(
    lines.map((line) => line.priced),
    draft.discount,
  );
  checkGiftCardLines(draft, lines, totals, currency);
  const changeMinor = checkTenders(draft, totals.totalMinor);
  await insertSale(
    tx,
    `INSERT INTO sales
       (id, tenant_id, location_id, install_id, account_id, series_id, receipt_number, currency,
        discount, subtotal_minor, discount_minor, tax_minor, total_minor, change_minor,
        customer_id, customer_name, taken_over_from, captured_at, offline)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16,
             $17::jsonb, $18, $19)`,
    [
      draft.id,
      context.tenantId,
      draft.locationId,
      context.installId,
      context.accountId,
      numbering.seriesId,
      numbering.receiptNumber,
      currency,
      JSON.stringify(draft.discount),
      totals.subtotalMinor,
      totals.discountMinor,
      totals.taxMinor,
      totals.totalMinor,
      changeMinor,
      customer?.id ?? null,
      customer?.name ?? null,
      JSON.stringify(draft.takenOverFrom),
      draft.capturedAt,
      draft.offline,
    ],
  );
  for (const [position, line] of lines.entries()) {
    const lineTotals = totals.lines[position];
    if (lineTotals === undefined) throw new Error('cartTotals lost a line.');
    await tx.query(
      `INSERT INTO sale_lines
         (tenant_id, sale_id, position, product_id, variant_id, name, variant_name, modifiers,
          quantity, unit_price_minor, price_overridden, discount, tax_rate, tax_inclusive,
          gross_minor, line_discount_minor, sale_discount_minor, net_minor, tax_minor,
          total_minor, gift_card_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12::jsonb, $13, $14, $15,
               $16, $17, $18, $19, $20, $21)`,
      [
        context.tenantId,
        draft.id,
        position,
        line.draft.productId,
        line.draft.variantId,
        line.name,
        line.variantName,
        JSON.stringify(line.modifiers),
        line.priced.quantity,
        line.priced.unitPriceMinor,
        line.draft.priceOverridden || line.cataloguePriceMinor !== null,
        JSON.stringify(line.draft.discount),
        line.priced.taxRate,
        line.priced.taxInclusive,
        lineTotals.grossMinor,
        lineTotals.lineDiscountMinor,
        lineTotals.saleDiscountMinor,
        lineTotals.netMinor,
        lineTotals.taxMinor,
        lineTotals.totalMinor,
        line.draft.giftCardCode,
      ],
    );
  }
  return { totalMinor: totals.totalMinor, changeMinor };
}

/** Takes each tender's money (claims, forwards, spends) and stores the tenders. */
async function takeTenders(
  tx: Queryable,
  context: TenantContext,
  draft: SaleDraft,
  receiptNumber: string,
  settings: SalesSettings,
  conflicts: SaleConflict[],
): Promise<boolean> {
  let giftCardsChanged = false;
  for (const [position, tender] of draft.tenders.entries()) {
    const field = `tenders.${position}`;
    let cardPaymentId: string | null = null;
    let cardLast4: string | null = null;
    let giftCardCode: string | null = null;
    if (tender.kind === 'card') {
      cardPaymentId = tender.paymentId;
      ({ cardLast4 } = await claimCardPayment(
        tx,
        context.tenantId,
        { ...tender, field },
        draft.id,
      ));
    } else if (tender.kind === 'storedCard') {
      cardPaymentId = tender.storedPaymentId;
      cardLast4 = tender.last4;
      const forwarded = await forwardStoredCardPayment(
        tx,
        context,
        { ...tender, id: tender.storedPaymentId, locationId: draft.locationId },
        draft.id,
      );
      if (!forwarded.approved) {
        conflicts.push({ kind: 'storedCardDeclined', detail: tender.storedPaymentId });
      }
    } else if (tender.kind === 'giftCard') {
      giftCardCode = tender.code;
      giftCardsChanged = true;
      await spendGiftCard(tx, context.tenantId, draft, { ...tender, field }, receiptNumber, {
        settings,
        conflicts,
      });
    }
    await tx.query(
      `INSERT INTO sale_tenders
         (tenant_id, sale_id, position, kind, amount_minor, given_minor, change_minor,
          card_payment_id, card_last4, gift_card_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        context.tenantId,
        draft.id,
        position,
        tender.kind,
        tender.amountMinor,
        tender.kind === 'cash' ? tender.givenMinor : null,
        tender.kind === 'cash' ? tender.givenMinor - tender.amountMinor : null,
        cardPaymentId,
        cardLast4,
        giftCardCode,
      ],
    );
  }
  return giftCardsChanged;
}

async function spendGiftCard(
  tx: Queryable,
  tenantId: string,
  draft: SaleDraft,
  tender: { code: string; amountMinor: number; field: string },
  receiptNumber: string,
  rules: { settings: SalesSettings; conflicts: SaleConflict[] },
): Promise<void> {
  const card = await lockGiftCard(tx, tenantId, tender.code);
  if (card === null || !card.active) {
    if (!draft.offline)
      throw notFoundError(`${tender.field}.code: There is no gift card ${tender.code}.`);
    rules.conflicts.push({ kind: 'giftCardUnknown', detail: tender.code });
    return;
  }
  if (card.balanceMinor < tender.amountMinor) {
    if (!draft.offline) {
      throw new ApiError(
        409,
        'insufficient_balance',
        `The gift card ${card.code} holds ${card.balanceMinor}, less than ${tender.amountMinor}.`,
        { code: card.code, balanceMinor: card.balanceMinor },
      );
    }
    rules.conflicts.push({ kind: 'giftCardOverdrawn', detail: card.code });
  }
  if (draft.offline && tender.amountMinor > rules.settings.offlineGiftCardMinor) {
    rules.conflicts.push({ kind: 'giftCardOverOfflineLimit', detail: card.code });
  }
  await moveGiftCardBalance(tx, tenantId, card, 'redeemed', -tender.amountMinor, {
    saleId: draft.id,
    receiptNumber,
  });
}

/**
 * Completes the sale in `tx` and resolves to what was stored. The caller answers with the sale
 * as loaded in the same transaction, so the answer an Idempotency-Key keeps is the stored sale.
 */
export async function completeSale(
  tx: Queryable,
  context: TenantContext,
  draft: SaleDraft,
  findSaleCustomer: FindSaleCustomer,
): Promise<StoredSale> {
  checkCapturedAt(draft.capturedAt);
  const existing = await tx.query('SELECT 1 FROM sales WHERE id = $1', [draft.id]);
  if (existing.length > 0) throw conflict('id: This sale was already completed.');
  const staff = await saleStaffContext(tx, context, draft.staffId);
  const settings = await salesSettings(tx, context.tenantId);
  const pricing = await loadPricingFor(
    tx,
    context.tenantId,
    draft.lines.map((line) => line.productId),
  );
  const customer = await saleCustomer(tx, context.tenantId, draft.customerId, findSaleCustomer);
  const conflicts: SaleConflict[] = [];
  const lines = priceLines(draft, pricing, conflicts);
  const mismatched = lines.filter((line) => line.cataloguePriceMinor !== null);
  const approvals: Record<string, unknown> = {};
  if (mismatched.length > 0 && !draft.offline) {
    approvals.priceOverrides = await authoriseSalesAction(
      tx,
      staff,
      'priceOverrides',
      draft.approvals,
    );
  }
  if (draft.discount !== null || draft.lines.some((line) => line.discount !== null)) {
    approvals.discounts = await authoriseSalesAction(tx, staff, 'discounts', draft.approvals);
  }
  const numbering = await takeReceiptNumber(
    tx,
    context.tenantId,
    { locationId: draft.locationId, installId: context.installId },
    draft.receiptNumber,
  );
  const { totalMinor, changeMinor } = await insertSaleRows(
    tx,
    staff,
    draft,
    numbering,
    settings.currency,
    lines,
    customer,
  );
  let giftCardsChanged = await takeTenders(
    tx,
    context,
    draft,
    numbering.receiptNumber,
    settings,
    conflicts,
  );
  for (const [index, line] of lines.entries()) {
    if (line.draft.giftCardCode === null) continue;
    giftCardsChanged = true;
    const card = await loadGiftCard(
      tx,
      context.tenantId,
      line.draft.giftCardCode,
      line.priced.unitPriceMinor,
      settings.currency,
      { saleId: draft.id, receiptNumber: numbering.receiptNumber },
    );
    // Thrown after the load: the transaction rolls it back with the rest of the sale.
    if (!card.active && !draft.offline) {
      throw conflict(`lines.${index}.giftCardCode: The gift card ${card.code} is not active.`);
    }
  }
  if (draft.fulfillment !== null) {
    await createSaleOrder(tx, staff, draft.fulfillment, {
      saleId: draft.id,
      receiptNumber: numbering.receiptNumber,
      customerName: customer?.name ?? null,
      lines,
    });
  }
  if (conflicts.length > 0) {
    await tx.query('UPDATE sales SET needs_review = true, conflicts = $2::jsonb WHERE id = $1', [
      draft.id,
      JSON.stringify(conflicts),
    ]);
  }
  await rollUpSale(tx, context.tenantId, draft.id);
  await auditSale(tx, context, draft, {
    staffId: staff.accountId,
    receiptNumber: numbering.receiptNumber,
    totalMinor,
    changeMinor,
    approvals,
    conflicts,
    mismatched,
  });
  return { id: draft.id, receiptNumber: numbering.receiptNumber, totalMinor, giftCardsChanged };
}

async function auditSale(
  tx: Queryable,
  context: TenantContext,
  draft: SaleDraft,
  sale: {
    /** Whose sale it is; the audit's actor is who sent it (recordedBy). */
    staffId: string;
    receiptNumber: string;
    totalMinor: number;
    changeMinor: number;
    approvals: Record<string, unknown>;
    conflicts: readonly SaleConflict[];
    mismatched: readonly LineToStore[];
  },
): Promise<void> {
  const target = { targetType: 'sale', targetId: draft.id };
  await recordAudit(tx, context, {
    action: 'sales.sale.complete',
    ...target,
    after: {
      receiptNumber: sale.receiptNumber,
      staffId: sale.staffId,
      recordedBy: context.accountId,
      locationId: draft.locationId,
      totalMinor: sale.totalMinor,
      changeMinor: sale.changeMinor,
      tenders: draft.tenders.map((tender) => ({
        kind: tender.kind,
        amountMinor: tender.amountMinor,
      })),
      offline: draft.offline,
      approvals: sale.approvals,
      conflicts: sale.conflicts,
    },
  });
  if (draft.offline && sale.mismatched.length > 0) {
    await recordAudit(tx, context, {
      action: 'sales.sale.price_mismatch',
      ...target,
      after: {
        lines: sale.mismatched.map((line) => ({
          productId: line.draft.productId,
          chargedMinor: line.priced.unitPriceMinor,
          catalogueMinor: line.cataloguePriceMinor,
        })),
      },
    });
  }
  if (draft.takenOverFrom !== null) {
    await recordAudit(tx, context, {
      action: 'sales.cart.take_over',
      ...target,
      before: { accountId: draft.takenOverFrom.accountId, parkedAt: draft.takenOverFrom.parkedAt },
      after: { accountId: sale.staffId },
    });
  }
}
