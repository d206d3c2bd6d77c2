// Gift cards and their ledger: every change of a balance is one ledger row written with it, so
// the ledger always adds up to the balance. Cards are locked while a sale, refund or void (or a
// back-office reload or deactivation) moves their money or state.
import type { GiftCard, GiftCardEntryKind, giftCardLedgerSchema } from '@shared/sales/gift-cards';
import type { z } from 'zod';
import type { Queryable } from '../db/database';

export interface LockedGiftCard {
  id: string;
  code: string;
  balanceMinor: number;
  active: boolean;
}

/** Where a ledger entry came from. */
export interface LedgerSource {
  saleId: string | null;
  refundId?: string | null;
  receiptNumber: string | null;
  /** The back-office user who made the entry (a sale's staff is the sale's). */
  accountId?: string | null;
  note?: string | null;
}

export async function lockGiftCard(
  tx: Queryable,
  tenantId: string,
  code: string,
): Promise<LockedGiftCard | null> {
  const [row] = await tx.query<{
    id: string;
    code: string;
    balance_minor: string | number;
    active: boolean;
  }>(
    `SELECT id, code, balance_minor, active FROM gift_cards
      WHERE tenant_id = $1 AND code = $2 FOR UPDATE`,
    [tenantId, code],
  );
  return row === undefined
    ? null
    : { id: row.id, code: row.code, balanceMinor: Number(row.balance_minor), active: row.active };
}

/** Moves `amountMinor` (positive loads, negative spends) and writes its ledger row. */
export async function moveGiftCardBalance(
  tx: Queryable,
  tenantId: string,
  card: LockedGiftCard,
  kind: GiftCardEntryKind,
  amountMinor: number,
  source: LedgerSource,
): Promise<void> {
  const balanceAfter = card.balanceMinor + amountMinor;
  await tx.query(
    `UPDATE gift_cards SET balance_minor = $2,
            last_used_at = CASE WHEN $3::boolean THEN now() ELSE last_used_at END
      WHERE id = $1`,
    [card.id, balanceAfter, kind === 'redeemed'],
  );
  await writeLedgerEntry(tx, tenantId, { card, kind, amountMinor, source });
  card.balanceMinor = balanceAfter;
}

interface LedgerEntry {
  /** The card before the change the entry records. */
  card: LockedGiftCard;
  kind: GiftCardEntryKind;
  /** Zero for a change of state (deactivated, reactivated). */
  amountMinor: number;
  source: LedgerSource;
}

async function writeLedgerEntry(
  tx: Queryable,
  tenantId: string,
  { card, kind, amountMinor, source }: LedgerEntry,
): Promise<void> {
  await tx.query(
    `INSERT INTO gift_card_ledger
       (tenant_id, gift_card_id, kind, amount_minor, balance_after_minor, sale_id, refund_id,
        receipt_number, account_id, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tenantId,
      card.id,
      kind,
      amountMinor,
      card.balanceMinor + amountMinor,
      source.saleId,
      source.refundId ?? null,
      source.receiptNumber,
      source.accountId ?? null,
      source.note === '' ? null : (source.note ?? null),
    ],
  );
}

/** Deactivates or reactivates a locked card and writes the ledger row that says who and why. */
export async function setGiftCardActive(
  tx: Queryable,
  tenantId: string,
  card: LockedGiftCard,
  active: boolean,
  source: LedgerSource,
): Promise<void> {
  await tx.query('UPDATE gift_cards SET active = $2 WHERE id = $1', [card.id, active]);
  const kind = active ? 'reactivated' : 'deactivated';
  await writeLedgerEntry(tx, tenantId, { card, kind, amountMinor: 0, source });
  card.active = active;
}

/** A new card with a zero balance (its first load is the `issued` entry), locked. */
export async function createGiftCard(
  tx: Queryable,
  tenantId: string,
  code: string,
  currency: string,
): Promise<LockedGiftCard> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO gift_cards (tenant_id, code, currency) VALUES ($1, $2, $3) RETURNING id`,
    [tenantId, code, currency],
  );
  if (row === undefined) throw new Error('The gift card was not stored.');
  return { id: row.id, code, balanceMinor: 0, active: true };
}

/** Loads a card: the first load issues it, later ones reload it. Answers the card as loaded. */
export async function loadGiftCard(
  tx: Queryable,
  tenantId: string,
  code: string,
  amountMinor: number,
  currency: string,
  source: LedgerSource,
): Promise<LockedGiftCard> {
  const existing = await lockGiftCard(tx, tenantId, code);
  const card = existing ?? (await createGiftCard(tx, tenantId, code, currency));
  await moveGiftCardBalance(
    tx,
    tenantId,
    card,
    existing === null ? 'issued' : 'reloaded',
    amountMinor,
    source,
  );
  return card;
}

export async function findGiftCard(
  db: Queryable,
  tenantId: string,
  code: string,
): Promise<GiftCard | null> {
  const [row] = await db.query<{
    code: string;
    balance_minor: string | number;
    currency: string;
    active: boolean;
    issued_at: Date;
  }>(
    `SELECT code, balance_minor, currency, active, issued_at FROM gift_cards
      WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code],
  );
  return row === undefined
    ? null
    : {
        code: row.code,
        balanceMinor: Number(row.balance_minor),
        currency: row.currency,
        active: row.active,
        issuedAt: new Date(row.issued_at).toISOString(),
      };
}

/** The card's ledger, newest first (null when the tenant has no such card). */
export async function giftCardLedger(
  db: Queryable,
  tenantId: string,
  code: string,
): Promise<z.infer<typeof giftCardLedgerSchema> | null> {
  const card = await findGiftCard(db, tenantId, code);
  if (card === null) return null;
  const rows = await db.query<{
    id: string;
    kind: GiftCardEntryKind;
    amount_minor: string | number;
    balance_after_minor: string | number;
    sale_id: string | null;
    receipt_number: string | null;
    created_at: Date;
    staff_name: string | null;
    note: string | null;
  }>(
    `SELECT e.id, e.kind, e.amount_minor, e.balance_after_minor, e.sale_id, e.receipt_number,
            e.created_at, e.note, btrim(a.first_name || ' ' || a.last_name) AS staff_name
       FROM gift_card_ledger e
       JOIN gift_cards g ON g.id = e.gift_card_id
       LEFT JOIN sale_refunds r ON r.tenant_id = e.tenant_id AND r.id = e.refund_id
       LEFT JOIN sales s ON s.tenant_id = e.tenant_id AND s.id = e.sale_id
       LEFT JOIN accounts a ON a.id = COALESCE(e.account_id, r.account_id, s.account_id)
      WHERE g.tenant_id = $1 AND g.code = $2
      ORDER BY e.seq DESC
      LIMIT 500`,
    [tenantId, code],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amountMinor: Number(row.amount_minor),
      balanceAfterMinor: Number(row.balance_after_minor),
      saleId: row.sale_id,
      receiptNumber: row.receipt_number,
      createdAt: new Date(row.created_at).toISOString(),
      staffName: row.staff_name === '' ? null : row.staff_name,
      note: row.note,
    })),
  };
}
