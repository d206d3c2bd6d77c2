// Refunds and voids of a completed sale, decided in one transaction each. A refund gives back
// units of lines by refundShare (cart-totals.ts), so no line ever returns more than was paid for
// it, and numbers its receipt in the refunding station's series; a card refund never exceeds what
// the card paid. A void undoes a sale that has no refunds: gift-card spends go back on the card,
// cards loaded by the sale are unloaded, card payments are reversed.
import type { z } from 'zod';
import { refundShare } from '@shared/sales/cart-totals';
import type { refundDraftSchema, voidRequestSchema } from '@shared/sales/sales';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, validationFailed } from '../http/errors';
import { reverseCardPayments } from './card-payments-store';
import { loadGiftCard, lockGiftCard, moveGiftCardBalance } from './gift-cards-store';
import { takeReceiptNumber } from './receipt-series-store';
import { rollUpRefund, rollUpVoid } from './report-rollups-store';
import { checkCapturedAt } from './sale-rules';
import { authoriseSalesAction } from './sales-action-authorisation';

type Minor = string | number;

interface LockedSale {
  id: string;
  state: string;
  location_id: string;
  currency: string;
  receipt_number: string;
  refunds: number;
}

async function lockSale(tx: Queryable, tenantId: string, saleId: string): Promise<LockedSale> {
  const [sale] = await tx.query<LockedSale>(
    `SELECT id, state, location_id, currency, receipt_number,
            (SELECT count(*)::int FROM sale_refunds r WHERE r.sale_id = s.id) AS refunds
       FROM sales s WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, saleId],
  );
  if (sale === undefined) throw notFoundInTenant('sale', saleId);
  return sale;
}

interface RefundableLine {
  id: string;
  name: string;
  quantity: number;
  net_minor: Minor;
  tax_minor: Minor;
  tax_inclusive: boolean;
  refunded_quantity: number;
  refunded_net_minor: Minor;
  refunded_tax_minor: Minor;
}

type RefundDraft = z.output<typeof refundDraftSchema>;

interface RefundedLine {
  saleLineId: string;
  quantity: number;
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

async function refundLines(
  tx: Queryable,
  saleId: string,
  draft: RefundDraft,
): Promise<RefundedLine[]> {
  const lines = await tx.query<RefundableLine>(
    `SELECT id, name, quantity, net_minor, tax_minor, tax_inclusive, refunded_quantity,
            refunded_net_minor, refunded_tax_minor
       FROM sale_lines WHERE sale_id = $1`,
    [saleId],
  );
  const seen = new Set<string>();
  return draft.lines.map((wanted, index) => {
    const field = `lines.${index}`;
    const line = lines.find((candidate) => candidate.id === wanted.saleLineId);
    if (line === undefined || seen.has(wanted.saleLineId)) {
      throw validationFailed(`${field}.saleLineId: Choose each line of this sale at most once.`);
    }
    seen.add(line.id);
    const left = line.quantity - line.refunded_quantity;
    if (wanted.quantity > left) {
      throw validationFailed(
        `${field}.quantity: Only ${left} of ${line.name} ${left === 1 ? 'is' : 'are'} left to refund.`,
      );
    }
    const share = refundShare(
      {
        netMinor: Number(line.net_minor),
        taxMinor: Number(line.tax_minor),
        quantity: line.quantity,
        taxInclusive: line.tax_inclusive,
      },
      wanted.quantity,
      {
        quantity: line.refunded_quantity,
        netMinor: Number(line.refunded_net_minor),
        taxMinor: Number(line.refunded_tax_minor),
      },
    );
    return { saleLineId: line.id, quantity: wanted.quantity, ...share };
  });
}

/** A card refund goes back to the sale's cards: never more than they paid, less earlier refunds. */
async function checkRefundTenders(
  tx: Queryable,
  saleId: string,
  draft: RefundDraft,
  totalMinor: number,
): Promise<void> {
  const refunding = draft.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  if (refunding !== totalMinor) {
    throw validationFailed(
      `tenders: The refund tenders add up to ${refunding} but the refund's total is ${totalMinor}.`,
    );
  }
  draft.tenders.forEach((tender, index) => {
    if (tender.kind === 'giftCard' && tender.giftCardCode === null) {
      throw validationFailed(`tenders.${index}.giftCardCode: Enter the gift card to load.`);
    }
  });
  const toCard = draft.tenders
    .filter((tender) => tender.kind === 'card')
    .reduce((sum, tender) => sum + tender.amountMinor, 0);
  if (toCard === 0) return;
  const [paid] = await tx.query<{ paid: Minor; refunded: Minor }>(
    `SELECT COALESCE(sum(amount_minor) FILTER (WHERE refund_id IS NULL
                       AND kind IN ('card', 'storedCard')), 0) AS paid,
            COALESCE(sum(amount_minor) FILTER (WHERE refund_id IS NOT NULL AND kind = 'card'), 0)
              AS refunded
       FROM sale_tenders WHERE sale_id = $1`,
    [saleId],
  );
  const left = Number(paid?.paid ?? 0) - Number(paid?.refunded ?? 0);
  if (toCard > left) {
    throw validationFailed(
      `tenders: At most ${left} can go back to the card this sale was paid with.`,
    );
  }
}

/** Refunds lines of a sale; resolves to the refund's id. */
export async function refundSale(
  tx: Queryable,
  context: TenantContext,
  saleId: string,
  draft: RefundDraft,
): Promise<{ refundId: string; giftCardsChanged: boolean }> {
  checkCapturedAt(draft.capturedAt);
  const sale = await lockSale(tx, context.tenantId, saleId);
  const approval = await authoriseSalesAction(tx, context, 'refunds', draft.approvals);
  if (sale.state === 'voided' || sale.state === 'refunded') {
    throw conflict(`Sale ${sale.receipt_number} is ${sale.state}; nothing is left to refund.`);
  }
  const taken = await tx.query('SELECT 1 FROM sale_refunds WHERE id = $1', [draft.id]);
  if (taken.length > 0) throw conflict('id: This refund was already made.');
  const lines = await refundLines(tx, saleId, draft);
  const sum = (pick: (line: RefundedLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const totalMinor = sum((line) => line.totalMinor);
  await checkRefundTenders(tx, saleId, draft, totalMinor);
  const numbering = await takeReceiptNumber(
    tx,
    context.tenantId,
    { locationId: sale.location_id, installId: context.installId },
    null,
  );
  await tx.query(
    `INSERT INTO sale_refunds
       (id, tenant_id, sale_id, location_id, install_id, account_id, receipt_number, reason,
        net_minor, tax_minor, total_minor, captured_at, offline)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      draft.id,
      context.tenantId,
      saleId,
      sale.location_id,
      context.installId,
      context.accountId,
      numbering.receiptNumber,
      draft.reason,
      sum((line) => line.netMinor),
      sum((line) => line.taxMinor),
      totalMinor,
      draft.capturedAt,
      draft.offline,
    ],
  );
  for (const line of lines) {
    await tx.query(
      `INSERT INTO sale_refund_lines
         (refund_id, tenant_id, sale_line_id, quantity, net_minor, tax_minor, total_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        draft.id,
        context.tenantId,
        line.saleLineId,
        line.quantity,
        line.netMinor,
        line.taxMinor,
        line.totalMinor,
      ],
    );
    await tx.query(
      `UPDATE sale_lines SET refunded_quantity = refunded_quantity + $2,
              refunded_net_minor = refunded_net_minor + $3,
              refunded_tax_minor = refunded_tax_minor + $4
        WHERE id = $1`,
      [line.saleLineId, line.quantity, line.netMinor, line.taxMinor],
    );
  }
  let giftCardsChanged = false;
  for (const [position, tender] of draft.tenders.entries()) {
    await tx.query(
      `INSERT INTO sale_tenders
         (tenant_id, sale_id, refund_id, position, kind, amount_minor, gift_card_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        context.tenantId,
        saleId,
        draft.id,
        position,
        tender.kind,
        tender.amountMinor,
        tender.giftCardCode,
      ],
    );
    if (tender.kind === 'giftCard' && tender.giftCardCode !== null) {
      giftCardsChanged = true;
      await loadGiftCard(
        tx,
        context.tenantId,
        tender.giftCardCode,
        tender.amountMinor,
        sale.currency,
        {
          saleId,
          refundId: draft.id,
          receiptNumber: numbering.receiptNumber,
        },
      );
    }
  }
  const [left] = await tx.query<{ left: number }>(
    'SELECT COALESCE(sum(quantity - refunded_quantity), 0)::int AS left FROM sale_lines WHERE sale_id = $1',
    [saleId],
  );
  await tx.query('UPDATE sales SET state = $2 WHERE id = $1', [
    saleId,
    left?.left === 0 ? 'refunded' : 'partiallyRefunded',
  ]);
  await rollUpRefund(tx, context.tenantId, draft.id);
  await recordAudit(tx, context, {
    action: 'sales.sale.refund',
    targetType: 'sale',
    targetId: saleId,
    before: { state: sale.state },
    after: {
      refundId: draft.id,
      receiptNumber: numbering.receiptNumber,
      totalMinor,
      reason: draft.reason,
      tenders: draft.tenders.map((tender) => ({
        kind: tender.kind,
        amountMinor: tender.amountMinor,
      })),
      approvedBy: approval.approvedBy,
    },
  });
  return { refundId: draft.id, giftCardsChanged };
}

/** Voids a completed sale without refunds; resolves to whether gift cards changed. */
export async function voidSale(
  tx: Queryable,
  context: TenantContext,
  saleId: string,
  request: z.output<typeof voidRequestSchema>,
): Promise<{ giftCardsChanged: boolean }> {
  const sale = await lockSale(tx, context.tenantId, saleId);
  const approval = await authoriseSalesAction(tx, context, 'voids', request.approvals);
  if (sale.state !== 'completed' || sale.refunds > 0) {
    throw conflict(
      `Sale ${sale.receipt_number} is ${sale.state}; only a completed sale without refunds can be voided.`,
    );
  }
  const source = { saleId, receiptNumber: sale.receipt_number };
  const spends = await tx.query<{ gift_card_code: string; amount_minor: Minor }>(
    `SELECT gift_card_code, amount_minor FROM sale_tenders
      WHERE sale_id = $1 AND refund_id IS NULL AND kind = 'giftCard'`,
    [saleId],
  );
  const loads = await tx.query<{ gift_card_code: string; gross_minor: Minor }>(
    'SELECT gift_card_code, gross_minor FROM sale_lines WHERE sale_id = $1 AND gift_card_code IS NOT NULL',
    [saleId],
  );
  for (const load of loads) {
    const card = await lockGiftCard(tx, context.tenantId, load.gift_card_code);
    const amount = Number(load.gross_minor);
    if (card === null || card.balanceMinor < amount) {
      throw conflict(`The gift card ${load.gift_card_code} this sale loaded was already spent.`);
    }
    await moveGiftCardBalance(tx, context.tenantId, card, 'adjusted', -amount, source);
  }
  for (const spend of spends) {
    const card = await lockGiftCard(tx, context.tenantId, spend.gift_card_code);
    if (card === null) continue;
    await moveGiftCardBalance(
      tx,
      context.tenantId,
      card,
      'refunded',
      Number(spend.amount_minor),
      source,
    );
  }
  await reverseCardPayments(tx, saleId);
  await tx.query(
    `UPDATE sales SET state = 'voided', voided_at = now(), voided_by = $2, void_reason = $3
      WHERE id = $1`,
    [saleId, context.accountId, request.reason],
  );
  await rollUpVoid(tx, context.tenantId, saleId);
  await recordAudit(tx, context, {
    action: 'sales.sale.void',
    targetType: 'sale',
    targetId: saleId,
    before: { state: sale.state },
    after: { state: 'voided', reason: request.reason, approvedBy: approval.approvedBy },
  });
  return { giftCardsChanged: spends.length + loads.length > 0 };
}
