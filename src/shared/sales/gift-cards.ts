// Contract of gift cards: a balance check at the till, and each card's ledger (issued, reloaded,
// redeemed, refunded to). Selling and reloading happen as sale lines; redeeming as a sale tender.
// The back office lists the cards, issues and reloads them and deactivates them (giftCardsEdit).
import { z } from 'zod';
import { singleLineText } from '../text-fields';
import { listQuerySchema, pageSchema } from '../paging';
import { currencySchema } from './money';
import { giftCardCodeSchema } from './sales';

export const GIFT_CARD_PATHS = {
  /** GET: balance and state of one card, by code. */
  giftCard: '/sales/gift-cards/:code',
  /** GET: the card's ledger, newest first. */
  ledger: '/sales/gift-cards/:code/ledger',
  /** GET: the cards, paged; POST: issue a card in the back office (Idempotency-Key required). */
  giftCards: '/sales/gift-cards',
  /** POST: load more money onto an active card (Idempotency-Key required). */
  reload: '/sales/gift-cards/:code/reload',
  /** POST: stop a card from being spent or loaded, with a reason. */
  deactivate: '/sales/gift-cards/:code/deactivate',
  /** POST: let a deactivated card be used again, with a reason. */
  reactivate: '/sales/gift-cards/:code/reactivate',
} as const;

export const giftCardCodeParamsSchema = z.object({ code: giftCardCodeSchema });

export const giftCardSchema = z.object({
  code: z.string(),
  balanceMinor: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const GIFT_CARD_ENTRY_KINDS = [
  'issued',
  'reloaded',
  'redeemed',
  'refunded',
  'adjusted',
  'deactivated',
  'reactivated',
] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

export const giftCardLedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  /** Positive loads the card, negative spends from it. */
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  saleId: z.uuid().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Who made the entry: the back-office user, or the staff of the sale or refund. */
  staffName: z.string().nullable().default(null),
  /** The back office's note or reason. */
  note: z.string().nullable().default(null),
});
export const giftCardLedgerSchema = z.object({ items: z.array(giftCardLedgerEntrySchema) });

/**
 * A card's state in the back office: `inactive` once deactivated, `usedUp` while active with
 * nothing left to spend (zero, or below zero after an offline overdraw), else `active`.
 */
export const GIFT_CARD_STATUSES = ['active', 'usedUp', 'inactive'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export function giftCardStatus(card: Pick<GiftCard, 'active' | 'balanceMinor'>): GiftCardStatus {
  if (!card.active) return 'inactive';
  return card.balanceMinor > 0 ? 'active' : 'usedUp';
}

/** One card as the back office lists it; also what every back-office write answers. */
export const giftCardSummarySchema = giftCardSchema.extend({
  status: z.enum(GIFT_CARD_STATUSES),
  /** The card's last redemption at a till; null when it was never spent. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

export const GIFT_CARD_SORT_COLUMNS = ['code', 'balance', 'issuedAt', 'lastUsedAt'] as const;
export type GiftCardSortColumn = (typeof GIFT_CARD_SORT_COLUMNS)[number];

export const giftCardsListQuerySchema = listQuerySchema.extend({
  /** The start of a code, or a whole scanned code. */
  search: singleLineText().toUpperCase().max(32, 'search: at most 32 characters.').optional(),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
});
export const giftCardsPageSchema = pageSchema(giftCardSummarySchema).extend({
  /** The tenant's currency: what a card issued now is loaded in. */
  currency: currencySchema,
});

/** The most one issue or reload may load onto a card: $2,000.00 in the tenant's currency. */
export const GIFT_CARD_MAX_LOAD_MINOR = 200_000;

const loadAmountSchema = z
  .number('Enter an amount.')
  .int('An amount is a whole number of cents.')
  .min(1, 'Enter an amount above zero.')
  .max(GIFT_CARD_MAX_LOAD_MINOR, 'A gift card can be loaded with at most 2,000.00 at a time.');

const noteSchema = singleLineText().max(200, 'A note may be at most 200 characters long.');

/** POST /sales/gift-cards. */
export const issueGiftCardSchema = z.object({
  code: giftCardCodeSchema,
  amountMinor: loadAmountSchema,
  note: noteSchema.default(''),
});
export type IssueGiftCard = z.input<typeof issueGiftCardSchema>;

/** POST /sales/gift-cards/:code/reload. */
export const reloadGiftCardSchema = z.object({
  amountMinor: loadAmountSchema,
  note: noteSchema.default(''),
});
export type ReloadGiftCard = z.input<typeof reloadGiftCardSchema>;

/** POST …/deactivate and …/reactivate. */
export const giftCardStatusChangeSchema = z.object({
  reason: noteSchema.min(1, 'Enter a reason.'),
});
export type GiftCardStatusChange = z.input<typeof giftCardStatusChangeSchema>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh code like GC-7KQ2-M9XD-4TPA (no 0/O or 1/I to misread), from `random` bytes. */
export function generatedGiftCardCode(random: (bytes: Uint8Array) => Uint8Array): string {
  // 256 is a multiple of the alphabet's 32 characters, so each is equally likely.
  const chars = [...random(new Uint8Array(12))]
    .map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? '')
    .join('');
  return `GC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
