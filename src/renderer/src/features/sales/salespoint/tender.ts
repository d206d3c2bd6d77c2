// The arithmetic of paying: what is still due after the tenders taken, the quick-cash amounts a
// cashier offers, and cash handed over (applyCash: the part applied and the change).
import { applyCash } from '@shared/sales/cart-totals';
import type { TenderDraft } from '@shared/sales/sales';

export function paidMinor(tenders: readonly TenderDraft[]): number {
  return tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
}

export function remainingDue(totalMinor: number, tenders: readonly TenderDraft[]): number {
  return Math.max(0, totalMinor - paidMinor(tenders));
}

export function cashTender(
  dueMinor: number,
  givenMinor: number,
): Extract<TenderDraft, { kind: 'cash' }> {
  const { amountMinor } = applyCash(dueMinor, givenMinor);
  return { kind: 'cash', amountMinor, givenMinor };
}

const NOTES_MINOR = [500, 1000, 2000, 5000, 10000] as const;

/** Exact, the next whole dollar, and the notes above what is due: "$12.34 · $13 · $20 · $50". */
export function quickCashAmounts(dueMinor: number): number[] {
  if (dueMinor <= 0) return [];
  const nextWhole = Math.ceil(dueMinor / 100) * 100;
  const notes = NOTES_MINOR.filter((note) => note > dueMinor && note !== nextWhole);
  return [...new Set([dueMinor, nextWhole, ...notes])].slice(0, 6);
}
