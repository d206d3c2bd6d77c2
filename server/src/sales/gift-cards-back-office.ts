// The back office's writes to gift cards (giftCardsEdit): issue a card with its first load,
// reload it, deactivate and reactivate it. Each writes its ledger row and its audit entry in the
// caller's transaction, so the balance, its history and the audit land together.
import type {
  GiftCardSummary,
  issueGiftCardSchema,
  reloadGiftCardSchema,
} from '@shared/sales/gift-cards';
import type { z } from 'zod';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError, conflict, notFoundInTenant } from '../http/errors';
import { giftCardSummary, tenantCurrency } from './gift-cards-list-store';
import {
  createGiftCard,
  lockGiftCard,
  moveGiftCardBalance,
  setGiftCardActive,
  type LedgerSource,
  type LockedGiftCard,
} from './gift-cards-store';

const TARGET = 'giftCard';

const stateOf = (card: LockedGiftCard) => ({
  code: card.code,
  balanceMinor: card.balanceMinor,
  active: card.active,
});

async function summaryOf(tx: Queryable, tenantId: string, code: string): Promise<GiftCardSummary> {
  const summary = await giftCardSummary(tx, tenantId, code);
  if (summary === null) throw new Error('The gift card was not stored.');
  return summary;
}

/** A ledger entry made in the back office: by the caller, with their note or reason. */
const byCaller = (context: TenantContext, note: string): LedgerSource => ({
  saleId: null,
  receiptNumber: null,
  accountId: context.accountId,
  note,
});

function absent(code: string): never {
  throw notFoundInTenant('gift card', code);
}

/** A new card with its first load; 409 naming the code when the tenant already has it. */
export async function issueGiftCard(
  tx: Queryable,
  context: TenantContext,
  request: z.output<typeof issueGiftCardSchema>,
): Promise<GiftCardSummary> {
  const { tenantId } = context;
  if ((await lockGiftCard(tx, tenantId, request.code)) !== null) {
    const message = `A gift card with the code ${request.code} already exists. Enter another code or generate one.`;
    throw new ApiError(409, 'conflict', message, [{ path: 'code', code: 'taken', message }]);
  }
  const card = await createGiftCard(tx, tenantId, request.code, await tenantCurrency(tx, tenantId));
  await moveGiftCardBalance(
    tx,
    tenantId,
    card,
    'issued',
    request.amountMinor,
    byCaller(context, request.note),
  );
  await recordAudit(tx, context, {
    action: 'sales.gift_card.issue',
    targetType: TARGET,
    targetId: card.id,
    after: { ...stateOf(card), note: request.note },
  });
  return summaryOf(tx, tenantId, card.code);
}

/** Loads more money onto an active card. */
export async function reloadGiftCard(
  tx: Queryable,
  context: TenantContext,
  code: string,
  request: z.output<typeof reloadGiftCardSchema>,
): Promise<GiftCardSummary> {
  const { tenantId } = context;
  const card = (await lockGiftCard(tx, tenantId, code)) ?? absent(code);
  if (!card.active) {
    throw conflict(`Gift card ${code} is deactivated. Reactivate it before reloading it.`);
  }
  const before = stateOf(card);
  const source = byCaller(context, request.note);
  await moveGiftCardBalance(tx, tenantId, card, 'reloaded', request.amountMinor, source);
  await recordAudit(tx, context, {
    action: 'sales.gift_card.reload',
    targetType: TARGET,
    targetId: card.id,
    before,
    after: { ...stateOf(card), note: request.note },
  });
  return summaryOf(tx, tenantId, code);
}

/** Deactivates (active false) or reactivates a card; 409 when it is already so. */
export async function changeGiftCardActive(
  tx: Queryable,
  context: TenantContext,
  code: string,
  active: boolean,
  reason: string,
): Promise<GiftCardSummary> {
  const { tenantId } = context;
  const card = (await lockGiftCard(tx, tenantId, code)) ?? absent(code);
  if (card.active === active) {
    throw conflict(`Gift card ${code} is already ${active ? 'active' : 'deactivated'}.`);
  }
  const before = stateOf(card);
  await setGiftCardActive(tx, tenantId, card, active, byCaller(context, reason));
  await recordAudit(tx, context, {
    action: active ? 'sales.gift_card.reactivate' : 'sales.gift_card.deactivate',
    targetType: TARGET,
    targetId: card.id,
    before,
    after: { ...stateOf(card), reason },
  });
  return summaryOf(tx, tenantId, code);
}
