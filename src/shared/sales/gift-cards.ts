// Contract of gift cards: a balance check at the till, and each card's ledger (issued, reloaded,
// redeemed, refunded to). Selling and reloading happen as sale lines; redeeming as a sale tender.
import { z } from 'zod';
import { giftCardCodeSchema } from './sales';

export const GIFT_CARD_PATHS = {
  /** GET: balance and state of one card, by code. */
  giftCard: '/sales/gift-cards/:code',
  /** GET: the card's ledger, newest first. */
  ledger: '/sales/gift-cards/:code/ledger',
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
] as const;

export const giftCardLedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  /** Positive loads the card, negative spends from it. */
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  saleId: z.uuid().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const giftCardLedgerSchema = z.object({ items: z.array(giftCardLedgerEntrySchema) });
