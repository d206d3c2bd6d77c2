// What the till may take while offline (issue 15): cash always; a gift card up to the tenant's
// offline limit per card; an offline ("stored") card payment within the per-sale and per-station
// limits; never a terminal payment, which needs the server. Counted over the sales still queued.
import type { Catalogue } from '@shared/sales/catalogue';
import type { TenderDraft } from '@shared/sales/sales';
import { STATION_QUEUE_MESSAGES as MESSAGES } from './messages';
import type { QueuedDraft } from './queue-records';

export type OfflineLimits = Catalogue['offlineLimits'];

/** The answer the till gets: take it (with the risk to tell the cashier), or why not. */
export type OfflineTenderCheck = { ok: true; risk: string | null } | { ok: false; reason: string };

/** The part of a tender the limits look at. */
export type TenderToCheck =
  | Pick<Extract<TenderDraft, { kind: 'cash' }>, 'kind' | 'amountMinor'>
  | Pick<Extract<TenderDraft, { kind: 'card' }>, 'kind' | 'amountMinor'>
  | Pick<Extract<TenderDraft, { kind: 'storedCard' }>, 'kind' | 'amountMinor'>
  | Pick<Extract<TenderDraft, { kind: 'giftCard' }>, 'kind' | 'amountMinor' | 'code'>;

interface LimitContext {
  limits: OfflineLimits | null;
  currency: string;
  /** Sales still waiting to reach the server. */
  queued: readonly QueuedDraft[];
  /** Tenders already on the cart being paid, not yet in the queue. */
  cartTenders?: readonly TenderToCheck[];
}

export function checkOfflineTender(
  tender: TenderToCheck,
  context: LimitContext,
): OfflineTenderCheck {
  if (tender.kind === 'cash') return { ok: true, risk: null };
  if (tender.kind === 'card') return { ok: false, reason: MESSAGES.cardNeedsServer };
  const { limits, currency } = context;
  if (limits === null) return { ok: false, reason: MESSAGES.noOfflineLimits };
  const taken = [
    ...context.queued.flatMap((draft) => draft.tenders),
    ...(context.cartTenders ?? []),
  ];
  if (tender.kind === 'storedCard') {
    if (tender.amountMinor > limits.cardPerSaleMinor) {
      return { ok: false, reason: MESSAGES.cardPerSale(limits.cardPerSaleMinor, currency) };
    }
    const used = sum(taken.filter((taken) => taken.kind === 'storedCard'));
    if (used + tender.amountMinor > limits.cardTotalMinor) {
      return {
        ok: false,
        reason: MESSAGES.cardTotal(Math.max(0, limits.cardTotalMinor - used), currency),
      };
    }
    return { ok: true, risk: MESSAGES.cardRisk };
  }
  const code = tender.code.toUpperCase();
  const used = sum(
    taken.filter((taken) => taken.kind === 'giftCard' && taken.code.toUpperCase() === code),
  );
  if (used + tender.amountMinor > limits.giftCardMinor) {
    return {
      ok: false,
      reason: MESSAGES.giftCardTotal(code, Math.max(0, limits.giftCardMinor - used), currency),
    };
  }
  return { ok: true, risk: MESSAGES.giftCardRisk };
}

function sum(tenders: readonly { amountMinor: number }[]): number {
  return tenders.reduce((total, tender) => total + tender.amountMinor, 0);
}
