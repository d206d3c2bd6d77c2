// The seam between the printer service and a receipt printer: whether one is attached, and one
// job's bytes sent to it. One implementation speaks USB (usb-receipt-printer.ts), another is the
// protocol simulator (simulated-receipt-printer.ts).
import type { ReceiptPrinterStatus } from '@shared/desktop/station-hardware';

export type ReceiptPrinterErrorKind =
  'not-connected' | 'unplugged' | 'busy' | 'access' | 'timeout' | 'refused';

/** What a person at the station is told, by kind; the technical detail goes to the log. */
export const RECEIPT_PRINTER_ERROR_MESSAGES: Record<ReceiptPrinterErrorKind, string> = {
  'not-connected': 'No receipt printer is attached to this station.',
  unplugged: 'The receipt printer was unplugged while printing. Plug it in and print again.',
  busy: 'The receipt printer is in use by another program. Close it and print again.',
  access: 'Zyno Desktop is not allowed to use the receipt printer. Ask your administrator.',
  timeout:
    'The receipt printer did not take the receipt. Check its paper and cover, then print again.',
  refused: 'The receipt printer refused the receipt. Turn it off and on, then print again.',
};

export class ReceiptPrinterError extends Error {
  readonly kind: ReceiptPrinterErrorKind;

  constructor(kind: ReceiptPrinterErrorKind, options?: { cause?: unknown }) {
    super(RECEIPT_PRINTER_ERROR_MESSAGES[kind], options);
    this.name = 'ReceiptPrinterError';
    this.kind = kind;
  }
}

export interface ReceiptPrinterPort {
  status(): ReceiptPrinterStatus;
  /** Sends one job: claims the printer, writes every byte, releases it. */
  write(bytes: Uint8Array): Promise<void>;
}

export const noReceiptPrinter: ReceiptPrinterPort = {
  status: () => ({ connected: false, name: null }),
  write: () => Promise.reject(new ReceiptPrinterError('not-connected')),
};
