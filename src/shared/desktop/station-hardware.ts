// The station hardware a page may use through the desktop bridge (issue 15): the ESC/POS receipt
// printer with the cash drawer behind it, and USB HID point-of-sale barcode scanners. Plain data
// only; both sides parse it.
import * as z from 'zod/mini';

/** A 2D code can carry a few kilobytes; longer is not a scan but a fault. */
export const MAX_BARCODE_SCAN_LENGTH = 4096;

/** GS1's group separator (FNC1 in a GS1 code), the one control character a scan carries. */
const GROUP_SEPARATOR = 0x1d;

function isScanText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code !== GROUP_SEPARATOR && (code < 0x20 || code > 0x7e)) return false;
  }
  return true;
}

/**
 * One scan from a HID POS scanner: the decoded data (ASCII, GS1's group separator kept) and the
 * AIM symbology identifier the scanner reported (`]E0` EAN-13/UPC-A, `]C0` Code 128, `]Q1` QR …),
 * null when the scanner reports none.
 */
export const barcodeScanSchema = z.strictObject({
  data: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(MAX_BARCODE_SCAN_LENGTH),
      z.refine(isScanText, 'A scan is printable ASCII (and GS1 group separators).'),
    ),
  symbology: z.nullable(z.string().check(z.regex(/^\][\x21-\x7e]{2}$/))),
});
export type BarcodeScan = z.infer<typeof barcodeScanSchema>;

/** Whether the station's receipt printer is attached now, and what it calls itself. */
export const receiptPrinterStatusSchema = z.strictObject({
  connected: z.boolean(),
  name: z.nullable(z.string().check(z.maxLength(200))),
});
export type ReceiptPrinterStatus = z.infer<typeof receiptPrinterStatusSchema>;
