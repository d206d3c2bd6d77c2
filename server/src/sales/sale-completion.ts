// Completing a sale (POST /sales/sales), every rule decided in the sale's transaction: the draft
// checked and its lines priced (sale-rules.ts), discounts and overrides authorised, totals by
// cart-totals.ts, the tenders' money taken (sale-tenders-store.ts), gift cards loaded, and the
// receipt numbered in the station's series. A sale from the offline queue is never refused for
// what the station could not know: a product gone, an overdrawn gift card or a declined stored
// card flag it for a manager instead.
import type { z } from 'zod';
import { cartTotals } from '@shared/sales/cart-totals';
import type { SaleCustomer, saleDraftSchema } from '@shared/sales/sales';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from '../http/errors';
import { createSaleOrder } from './fulfillment-store';
import { loadPricingFor } from './catalogue-store';
import { loadGiftCard } from './gift-cards-store';
import { takeReceiptNumber } from './receipt-series-store';
import { rollUpSale } from './report-rollups-store';
import { saleStaffContext } from './sale-staff';
import {
  checkCapturedAt,
  checkGiftCardLines,
  checkTenders,
  priceLines,
  type LineToStore,
  type SaleConflict,
} from './sale-rules';
import { salesSettings, takeTenders } from './sale-tenders-store';
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
