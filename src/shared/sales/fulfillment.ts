// Contract of fulfillment (issue 16): orders to pick up or ship, made by a sale marked for pickup
// or shipping at the point of sale or created in the back office; their status flow, the pickup
// scan by code, and the tenant's fulfillment settings (box types, pickup instructions).
import { z } from 'zod';
import { isStorableText } from '../fields';
import { singleLineText } from '../text-fields';
import { listQuerySchema, pageSchema } from '../paging';

export const FULFILLMENT_PATHS = {
  /** GET: the orders (paged, filtered); POST: create an order in the back office. */
  orders: '/sales/fulfillment/orders',
  order: '/sales/fulfillment/orders/:id',
  /** POST: move an order one step along its status flow. */
  status: '/sales/fulfillment/orders/:id/status',
  /** GET: the order a pickup code names. */
  pickup: '/sales/fulfillment/pickup/:code',
  /** POST: hand the order over to its customer (only when ready). */
  handOver: '/sales/fulfillment/pickup/:code/hand-over',
  /** GET, PUT: the tenant's pickup instructions. */
  settings: '/sales/fulfillment/settings',
  /** POST: add a box type (the list itself is the reference list). */
  boxTypes: '/sales/fulfillment/box-types',
  /** PUT: rename or resize; DELETE: remove (orders keep the name they were packed in). */
  boxType: '/sales/fulfillment/box-types/:id',
} as const;

export const FULFILLMENT_KINDS = ['pickup', 'shipping'] as const;
export type FulfillmentKind = (typeof FULFILLMENT_KINDS)[number];

export const FULFILLMENT_STATUSES = ['new', 'packed', 'ready', 'handedOver', 'shipped'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** The one status an order may move to next, by kind; null once it is done. */
export function nextFulfillmentStatus(
  kind: FulfillmentKind,
  status: FulfillmentStatus,
): Exclude<FulfillmentStatus, 'new'> | null {
  switch (status) {
    case 'new':
      return 'packed';
    case 'packed':
      return 'ready';
    case 'ready':
      return kind === 'pickup' ? 'handedOver' : 'shipped';
    default:
      return null;
  }
}

/** Six characters without the look-alikes 0/O, 1/I/L, 2/Z, 5/S, 8/B. */
export const PICKUP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PICKUP_CODE_LENGTH = 6;

export const pickupCodeSchema = singleLineText()
  .toUpperCase()
  .regex(
    new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${String(PICKUP_CODE_LENGTH)}}$`),
    'A pickup code is 6 letters and digits, as printed on the receipt.',
  );

const customerName = singleLineText()
  .min(1, 'Enter the customer’s name.')
  .max(120, 'A name may be at most 120 characters long.');
const contact = singleLineText().max(200, 'Contact details may be at most 200 characters long.');
const note = singleLineText().max(500, 'A note may be at most 500 characters long.');
/** Control characters but the line break, which an address or instructions may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

function multiLineText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL_BUT_NEWLINE.test(value), 'Control characters are not allowed.')
    .refine(isStorableText, 'Broken Unicode characters are not allowed.');
}

const shipTo = multiLineText(500, 'An address may be at most 500 characters long.');

/**
 * A sale's request to be fulfilled later (saleDraftSchema.fulfillment): picked up at the shop or
 * shipped to `shipTo`. The customer's name defaults to the sale's customer.
 */
export const saleFulfillmentDraftSchema = z
  .object({
    kind: z.enum(FULFILLMENT_KINDS),
    customerName: customerName.nullable().default(null),
    contact: contact.nullable().default(null),
    note: note.nullable().default(null),
    shipTo: shipTo.nullable().default(null),
  })
  .refine((draft) => draft.kind !== 'shipping' || (draft.shipTo ?? '') !== '', {
    message: 'Enter the address to ship to.',
    path: ['shipTo'],
  });
export type SaleFulfillmentDraft = z.input<typeof saleFulfillmentDraftSchema>;

export const orderItemSchema = z.object({
  name: singleLineText().min(1, 'Name the item.').max(200),
  quantity: z.number().int().min(1, 'A quantity is at least 1.').max(999),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** POST /sales/fulfillment/orders: items typed in, or those of the sale with `receiptNumber`. */
/** The fields of an order typed in the back office but its items (the form types them as text). */
export const orderDraftFields = {
  kind: z.enum(FULFILLMENT_KINDS),
  customerName,
  contact: contact.default(''),
  note: note.default(''),
  shipTo: shipTo.default(''),
  receiptNumber: singleLineText().max(40).default(''),
};

export const orderDraftSchema = z
  .object({ ...orderDraftFields, items: z.array(orderItemSchema).max(100).default([]) })
  .refine((draft) => draft.kind !== 'shipping' || draft.shipTo !== '', {
    message: 'Enter the address to ship to.',
    path: ['shipTo'],
  })
  .refine((draft) => draft.receiptNumber !== '' || draft.items.length > 0, {
    message: 'Add an item, or the receipt number of the sale to fulfill.',
    path: ['items'],
  });
export type OrderDraft = z.input<typeof orderDraftSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid('The order id must be a uuid.') });
export const pickupCodeParamsSchema = z.object({ code: pickupCodeSchema });

/** POST …/status: the status the caller means to reach (so a stale screen cannot skip one). */
export const statusChangeSchema = z.object({
  status: z.enum(FULFILLMENT_STATUSES),
  /** Packing needs the box the order went into. */
  boxTypeId: z.uuid('Choose a box type.').nullable().default(null),
});
export type StatusChange = z.input<typeof statusChangeSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(FULFILLMENT_KINDS),
  status: z.enum(FULFILLMENT_STATUSES),
  customerName: z.string(),
  contact: z.string(),
  note: z.string(),
  shipTo: z.string(),
  saleId: z.uuid().nullable(),
  receiptNumber: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** The box it was packed in; the name stays when the box type is removed later. */
  boxTypeId: z.uuid().nullable(),
  boxTypeName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersListQuerySchema = listQuerySchema.extend({
  status: z.enum(FULFILLMENT_STATUSES).optional(),
  kind: z.enum(FULFILLMENT_KINDS).optional(),
  /** Pickup code, customer name or receipt number, or part of one. */
  search: singleLineText().max(120).optional(),
});
export const ordersPageSchema = pageSchema(orderSchema);

const instructions = multiLineText(
  1000,
  'Pickup instructions may be at most 1,000 characters long.',
);

export const fulfillmentSettingsSchema = z.object({ pickupInstructions: instructions });
export type FulfillmentSettings = z.infer<typeof fulfillmentSettingsSchema>;

const millimetres = z.number().int('Whole millimetres.').min(1, 'At least 1 mm.').max(10_000);

export const boxTypeDraftSchema = z.object({
  name: singleLineText()
    .min(1, 'Name the box type.')
    .max(80, 'A name may be at most 80 characters long.'),
  lengthMm: millimetres,
  widthMm: millimetres,
  heightMm: millimetres,
  maxWeightGrams: z.number().int('Whole grams.').min(1, 'At least 1 g.').max(1_000_000),
});
export type BoxTypeDraft = z.infer<typeof boxTypeDraftSchema>;
export const boxTypeIdParamsSchema = z.object({ id: z.uuid('The box type id must be a uuid.') });
export const boxTypeSchema = boxTypeDraftSchema.extend({ id: z.uuid() });
