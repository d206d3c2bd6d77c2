// Contract of card payments through the payment-provider adapter. The reference server's adapter
// is a simulated card terminal: the amount's cents choose the outcome, as card networks' test
// cards do (CARD_TEST_AMOUNTS). The point of sale starts a payment, polls it, and may cancel it.
import { z } from 'zod';
import { positiveAmountMinorSchema } from './money';

export const CARD_PAYMENT_PATHS = {
  /** POST: ask the terminal for an amount (Idempotency-Key required). */
  payments: '/sales/card-payments',
  /** GET: where the payment stands. */
  payment: '/sales/card-payments/:id',
  /** POST: cancel from the till while the terminal still waits. */
  cancel: '/sales/card-payments/:id/cancel',
} as const;

export const CARD_PAYMENT_STATUSES = [
  'waiting',
  'approved',
  'declined',
  'timedOut',
  'cancelled',
] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/**
 * The simulated terminal's test amounts, by the amount's cents: any other amount is approved.
 * `cancelled` is the customer pressing Cancel on the terminal.
 */
export const CARD_TEST_AMOUNTS = {
  declinedCents: 51,
  timedOutCents: 52,
  cancelledOnTerminalCents: 53,
} as const;

export const cardPaymentParamsSchema = z.object({ id: z.uuid('The payment id must be a uuid.') });

export const cardPaymentRequestSchema = z.object({
  /** Chosen by the station, so a retried request finds the same payment. */
  id: z.uuid(),
  amountMinor: positiveAmountMinorSchema,
  locationId: z.uuid(),
});

export const cardPaymentSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  /** Set once approved. */
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  /** The terminal's words for a decline ("Insufficient funds"), else null. */
  message: z.string().nullable(),
  /** The sale that took the payment; null until one does. */
  saleId: z.uuid().nullable(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;
