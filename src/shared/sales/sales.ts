// Contract of sales (issue 15): a sale as the point of sale sends it (lines, discounts, tenders,
// approvals; the same shape online and from the offline queue), the sale as the server keeps it,
// and refunds and voids of a sale. Totals are recomputed by the server with cart-totals.ts.
import { z } from 'zod';
import { singleLineText } from '../text-fields';
import { listQuerySchema, pageSchema } from '../paging';
import { discountSchema } from './cart-totals';
import { FULFILLMENT_KINDS, saleFulfillmentDraftSchema } from './fulfillment';
import { amountMinorSchema, positiveAmountMinorSchema, taxRateSchema } from './money';

export const SALES_PATHS = {
  /** GET: the sales list (paged); POST: complete a sale (Idempotency-Key required). */
  sales: '/sales/sales',
  sale: '/sales/sales/:id',
  /** POST: refund lines of a sale (Idempotency-Key required). */
  refunds: '/sales/sales/:id/refunds',
  /** POST: void a completed sale (Idempotency-Key required). */
  void: '/sales/sales/:id/void',
  /** GET ?locationId=: this station's receipt series at a location and its next number. */
  receiptSeries: '/sales/receipt-series',
} as const;

export const saleIdParamsSchema = z.object({ id: z.uuid('The sale id must be a uuid.') });

const reason = singleLineText()
  .min(1, 'Enter a reason.')
  .max(200, 'A reason may be at most 200 characters long.');

export const giftCardCodeSchema = singleLineText()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,32}$/, 'A gift card code is 4 to 32 letters, digits or dashes.');

/** Approval tokens from POST /sales/approvals (a manager's override), one per action approved. */
const approvals = z.array(z.string().min(1).max(2048)).max(10).default([]);

export const saleLineDraftSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  modifierOptionIds: z.array(z.uuid()).max(20).default([]),
  quantity: z.number().int().min(1, 'A quantity is at least 1.').max(999),
  /** What the station charged per unit, variant and modifiers included. */
  unitPriceMinor: amountMinorSchema,
  /** The cashier typed another price (needs priceOverrides or a manager's approval). */
  priceOverridden: z.boolean().default(false),
  discount: discountSchema.nullable().default(null),
  /** Selling or reloading a gift card: the card the line loads (its price is the amount). */
  giftCardCode: giftCardCodeSchema.nullable().default(null),
});
export type SaleLineDraft = z.infer<typeof saleLineDraftSchema>;

export const tenderDraftSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cash'),
    /** The part applied to the sale; the rest of givenMinor is change. */
    amountMinor: amountMinorSchema,
    givenMinor: amountMinorSchema,
  }),
  z.object({
    kind: z.literal('card'),
    amountMinor: positiveAmountMinorSchema,
    /** An approved payment on the card terminal (card-payments.ts). */
    paymentId: z.uuid(),
  }),
  z.object({
    kind: z.literal('storedCard'),
    amountMinor: positiveAmountMinorSchema,
    /** Taken by the terminal while offline, forwarded to the payment provider on sync. */
    storedPaymentId: z.uuid(),
    last4: z.string().regex(/^[0-9]{4}$/),
  }),
  z.object({
    kind: z.literal('giftCard'),
    amountMinor: positiveAmountMinorSchema,
    code: giftCardCodeSchema,
  }),
]);
export type TenderDraft = z.infer<typeof tenderDraftSchema>;

/** The customer a sale is for: a CRM contact (src/shared/crm/contacts.ts) and the name sold under. */
export const saleCustomerSchema = z.object({ id: z.uuid(), name: z.string() });
export type SaleCustomer = z.infer<typeof saleCustomerSchema>;

/** POST /sales/sales. The same body from the till and from the offline queue. */
export const saleDraftSchema = z.object({
  /** Chosen by the station: the sale's id from the first scan, through the queue, on the server. */
  id: z.uuid(),
  locationId: z.uuid(),
  lines: z.array(saleLineDraftSchema).min(1, 'A sale has at least one line.').max(500),
  discount: discountSchema.nullable().default(null),
  tenders: z.array(tenderDraftSchema).min(1, 'A sale needs a tender.').max(20),
  /** The CRM contact the sale is for; it must be a contact of the caller's tenant. */
  customerId: z.uuid().nullable().default(null),
  approvals,
  /** A receipt number the station reserved (offline); null lets the server number the sale. */
  receiptNumber: z.string().min(1).max(40).nullable().default(null),
  /** When the sale was rung up at the station (it may reach the server later). */
  capturedAt: z.iso.datetime({ offset: true }),
  /** Rung up while the station was offline and sent by its queue. */
  offline: z.boolean().default(false),
  /** The cart was parked by someone else at this station and taken over (audited). */
  takenOverFrom: z
    .object({ accountId: z.uuid(), parkedAt: z.iso.datetime({ offset: true }) })
    .nullable()
    .default(null),
  /**
   * Who rang the sale up, set by the station's queue: a sale queued offline may reach the server
   * under the next person's session (a staff change before the connection returned). Null: the
   * signed-in sender.
   */
  staffId: z.uuid().nullable().default(null),
  /** Picked up later or shipped: the sale makes a fulfillment order (fulfillment.ts). */
  fulfillment: saleFulfillmentDraftSchema.nullable().default(null),
});
export type SaleDraft = z.input<typeof saleDraftSchema>;

export const lineTotalsSchema = z.object({
  grossMinor: z.number().int(),
  lineDiscountMinor: z.number().int(),
  saleDiscountMinor: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
});

export const SALE_STATES = ['completed', 'voided', 'partiallyRefunded', 'refunded'] as const;

export const saleLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  modifiers: z.array(z.object({ name: z.string(), priceDeltaMinor: z.number().int() })),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  priceOverridden: z.boolean(),
  discount: discountSchema.nullable(),
  taxRate: taxRateSchema,
  taxInclusive: z.boolean(),
  totals: lineTotalsSchema,
  refundedQuantity: z.number().int(),
  giftCardCode: z.string().nullable(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const TENDER_KINDS = ['cash', 'card', 'storedCard', 'giftCard'] as const;

export const tenderSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TENDER_KINDS),
  amountMinor: z.number().int(),
  /** Cash only. */
  givenMinor: z.number().int().nullable(),
  changeMinor: z.number().int().nullable(),
  cardLast4: z.string().nullable(),
  giftCardCode: z.string().nullable(),
});

const staffSchema = z.object({ id: z.uuid(), name: z.string() });

export const refundSummarySchema = z.object({
  id: z.uuid(),
  receiptNumber: z.string(),
  totalMinor: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const saleSchema = z.object({
  id: z.uuid(),
  receiptNumber: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  /** The station; null for a sale made in a browser. */
  installId: z.uuid().nullable(),
  installName: z.string().nullable(),
  staff: staffSchema,
  state: z.enum(SALE_STATES),
  currency: z.string(),
  lines: z.array(saleLineSchema),
  discount: discountSchema.nullable(),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  tenders: z.array(tenderSchema),
  changeMinor: z.number().int(),
  customer: saleCustomerSchema.nullable(),
  /** The fulfillment order the sale made: its code is what the customer shows at pickup. */
  fulfillment: z
    .object({ kind: z.enum(FULFILLMENT_KINDS), code: z.string() })
    .nullable()
    .default(null),
  refunds: z.array(refundSummarySchema),
  capturedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  offline: z.boolean(),
  voidedAt: z.iso.datetime({ offset: true }).nullable(),
  voidReason: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const salesListQuerySchema = listQuerySchema.extend({
  locationId: z.uuid().optional(),
  installId: z.uuid().optional(),
  staffId: z.uuid().optional(),
  state: z.enum(SALE_STATES).optional(),
  /** Receipt number, or part of it. */
  search: singleLineText().max(40).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Sales paid (at least in part) with this tender. */
  tender: z.enum(TENDER_KINDS).optional(),
  /** The sale's total at least / at most this, in minor units. */
  minTotalMinor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  maxTotalMinor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const salesPageSchema = pageSchema(saleSchema);

/** POST /sales/sales/:id/refunds. */
export const refundDraftSchema = z.object({
  id: z.uuid(),
  lines: z
    .array(z.object({ saleLineId: z.uuid(), quantity: z.number().int().min(1).max(999) }))
    .min(1, 'Choose at least one line to refund.'),
  /** How the money goes back; the amounts add up to the refund's total. */
  tenders: z
    .array(
      z.object({
        kind: z.enum(['cash', 'card', 'giftCard']),
        amountMinor: positiveAmountMinorSchema,
        giftCardCode: giftCardCodeSchema.nullable().default(null),
      }),
    )
    .min(1)
    .max(10),
  reason,
  approvals,
  capturedAt: z.iso.datetime({ offset: true }),
  offline: z.boolean().default(false),
});
export type RefundDraft = z.input<typeof refundDraftSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  saleId: z.uuid(),
  receiptNumber: z.string(),
  staff: staffSchema,
  reason: z.string(),
  lines: z.array(
    z.object({
      saleLineId: z.uuid(),
      name: z.string(),
      quantity: z.number().int(),
      netMinor: z.number().int(),
      taxMinor: z.number().int(),
      totalMinor: z.number().int(),
    }),
  ),
  tenders: z.array(tenderSchema),
  totalMinor: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Refund = z.infer<typeof refundSchema>;

/** POST /sales/sales/:id/void. */
export const voidRequestSchema = z.object({ reason, approvals });

export const receiptSeriesQuerySchema = z.object({ locationId: z.uuid() });
/**
 * A station's gap-free series at one location: receipt numbers are `${prefix}-${number}` with the
 * number zero-padded to 6 digits. The station reserves the next numbers while online so that
 * offline sales keep the series without gaps.
 */
export const receiptSeriesSchema = z.object({
  prefix: z.string(),
  nextNumber: z.number().int().min(1),
});
