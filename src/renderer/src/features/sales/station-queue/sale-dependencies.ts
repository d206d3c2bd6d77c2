// Which waiting sales depend on a refused one: a later sale that loads or spends a gift card an
// earlier refused (or held) sale also loads or spends waits with it, since its balance depends on
// how the manager resolves the first. Every other sale goes on syncing past a conflict.
import type { QueuedDraft, QueuedSale } from './queue-records';

/** The gift cards a sale loads (sold or reloaded lines) or spends (tenders), upper-cased. */
export function giftCardCodesOf(draft: QueuedDraft): Set<string> {
  const codes = new Set<string>();
  for (const line of draft.lines) {
    if (line.giftCardCode !== null) codes.add(line.giftCardCode.toUpperCase());
  }
  for (const tender of draft.tenders) {
    if (tender.kind === 'giftCard') codes.add(tender.code.toUpperCase());
  }
  return codes;
}

/** The waiting sales held behind a refused one, in queue order. */
export function heldSales(sales: readonly QueuedSale[]): QueuedSale[] {
  const blocked = new Set<string>();
  const held: QueuedSale[] = [];
  for (const sale of sales) {
    const codes = giftCardCodesOf(sale.draft);
    const dependent = [...codes].some((code) => blocked.has(code));
    if (sale.conflict === null && !dependent) continue;
    if (sale.conflict === null) held.push(sale);
    for (const code of codes) blocked.add(code);
  }
  return held;
}
