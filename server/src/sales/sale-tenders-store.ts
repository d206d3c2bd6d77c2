// A completed sale's tenders, each one's money taken in the sale's transaction: card payments
// claimed, stored-card payments forwarded, gift cards spent (an offline sale overdrawing one, or
// over the offline limit, is flagged for a manager instead of refused), and the rows stored.
import type { z } from 'zod';
import type { saleDraftSchema } from '@shared/sales/sales';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError, notFoundError } from '../http/errors';
import { claimCardPayment, forwardStoredCardPayment } from './card-payments-store';
import { lockGiftCard, moveGiftCardBalance } from './gift-cards-store';
import type { SaleConflict } from './sale-rules';

type SaleDraft = z.output<typeof saleDraftSchema>;

export interface SalesSettings {
  currency: string;
  offlineGiftCardMinor: number;
}

export async function salesSettings(tx: Queryable, tenantId: string): Promise<SalesSettings> {
  const [row] = await tx.query<{ currency: string; offline_gift_card_minor: string | number }>(
    'SELECT currency, offline_gift_card_minor FROM sales_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row === undefined
    ? { currency: 'USD', offlineGiftCardMinor: 0 }
    : { currency: row.currency, offlineGiftCardMinor: Number(row.offline_gift_card_minor) };
}

/** Takes each tender's money (claims, forwards, spends) and stores the tenders. */
export async function takeTenders(
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
