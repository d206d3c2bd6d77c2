// A receipt as a document of blocks, built once from a sale and rendered two ways: on screen by
// the point of sale, and as ESC/POS by the station's receipt printer (Zyno Desktop main process).
// Plain data, so it crosses the desktop bridge; the schema bounds what a page may ask to print.
import * as z from 'zod/mini';

/** Characters per line of an 80 mm thermal printer in its normal font. */
export const RECEIPT_WIDTH = 42;

const text = z.string().check(z.maxLength(200));

export const receiptBlockSchema = z.discriminatedUnion('kind', [
  /** The tenant's logo as the printer's raster image. */
  z.object({ kind: z.literal('logo') }),
  /** Large and centred: the business name. */
  z.object({ kind: z.literal('title'), text }),
  z.object({
    kind: z.literal('text'),
    text,
    align: z._default(z.enum(['left', 'center']), 'left'),
    bold: z._default(z.boolean(), false),
  }),
  /** Left text and right-aligned figure on one line: "2 × Latte … 9.50". */
  z.object({
    kind: z.literal('row'),
    left: text,
    right: text,
    bold: z._default(z.boolean(), false),
  }),
  z.object({ kind: z.literal('rule') }),
  /** A CODE128 barcode: the receipt number (for returns), a pickup order's code. */
  z.object({
    kind: z.literal('barcode'),
    data: z.string().check(z.regex(/^[\x20-\x7e]{1,40}$/)),
  }),
]);
export type ReceiptBlock = z.input<typeof receiptBlockSchema>;

export const receiptDocumentSchema = z.object({
  blocks: z.array(receiptBlockSchema).check(z.minLength(1), z.maxLength(600)),
  /** Pulse the cash drawer open after printing (cash sales, no-sale opens). */
  kickDrawer: z._default(z.boolean(), false),
});
export type ReceiptDocument = z.input<typeof receiptDocumentSchema>;
