// Zyno Desktop's start-up configuration from the environment, validated once: which server the
// station talks to, where its pages come from, kiosk mode for point-of-sale stations, its
// fingerprint reader, receipt printer and barcode scanners, and the update feed.
import { z } from 'zod';
import { DESKTOP_APP_ORIGIN as APP_ORIGIN } from '@shared/desktop/desktop-app-origin';
import { isSentryDsn, sentryDsnMessage } from '@shared/error-reporting/dsn';

const DEFAULT_SERVER_URL = 'http://127.0.0.1:4000';

/** The station's reader: the U.are.U over USB, the virtual reader (demos), or none. */
export const READER_KINDS = ['usb', 'virtual', 'none'] as const;
export type ReaderKind = (typeof READER_KINDS)[number];

/** The receipt printer: ESC/POS over USB, the simulator (its receipts logged as text), or none. */
export const RECEIPT_PRINTER_KINDS = ['usb', 'simulated', 'none'] as const;
export type ReceiptPrinterKind = (typeof RECEIPT_PRINTER_KINDS)[number];

/** Barcode scanners in the main process: HID POS scanners, or none (keyboard wedge only). */
export const BARCODE_SCANNER_KINDS = ['hid', 'none'] as const;
export type BarcodeScannerKind = (typeof BARCODE_SCANNER_KINDS)[number];

/** An empty variable counts as unset. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL.` });

const environmentSchema = z.object({
  ZYNO_SERVER_URL: optional(httpUrl('ZYNO_SERVER_URL')),
  ZYNO_KIOSK: optional(z.enum(['0', '1'], { error: 'ZYNO_KIOSK must be 1 (kiosk) or 0.' })),
  ZYNO_DESKTOP_RENDERER: optional(
    z.enum(['app', 'server'], { error: 'ZYNO_DESKTOP_RENDERER must be app or server.' }),
  ),
  ZYNO_UPDATE_URL: optional(httpUrl('ZYNO_UPDATE_URL')),
  ZYNO_FINGERPRINT_READER: optional(
    z.enum(READER_KINDS, {
      error: `ZYNO_FINGERPRINT_READER must be one of ${READER_KINDS.join(', ')}.`,
    }),
  ),
  ZYNO_RECEIPT_PRINTER: optional(
    z.enum(RECEIPT_PRINTER_KINDS, {
      error: `ZYNO_RECEIPT_PRINTER must be one of ${RECEIPT_PRINTER_KINDS.join(', ')}.`,
    }),
  ),
  ZYNO_BARCODE_SCANNER: optional(
    z.enum(BARCODE_SCANNER_KINDS, {
      error: `ZYNO_BARCODE_SCANNER must be one of ${BARCODE_SCANNER_KINDS.join(', ')}.`,
    }),
  ),
  ZYNO_SENTRY_DSN: optional(z.string().refine(isSentryDsn, sentryDsnMessage('ZYNO_SENTRY_DSN'))),
});

export interface DesktopAppConfig {
  /** The reference server (or production deployment): API families, realtime, /config.json. */
  serverOrigin: string;
  /**
   * Where the window's pages come from: `app://zyno` (the bundled renderer), or the server's
   * origin when ZYNO_DESKTOP_RENDERER=server (development: the web app as the server serves it).
   */
  appOrigin: string;
  renderer: 'app' | 'server';
  /** ZYNO_KIOSK=1: a point-of-sale station, full screen with no way out to the desktop. */
  kiosk: boolean;
  /** The generic update feed (folder holding latest.yml); null turns updates off. */
  updateUrl: string | null;
  /** ZYNO_FINGERPRINT_READER, `usb` when unset. */
  fingerprintReader: ReaderKind;
  /** ZYNO_RECEIPT_PRINTER, `usb` when unset. */
  receiptPrinter: ReceiptPrinterKind;
  /** ZYNO_BARCODE_SCANNER, `hid` when unset. */
  barcodeScanner: BarcodeScannerKind;
  /** ZYNO_SENTRY_DSN: error reporting (docs/error-reporting.md); null turns it off. */
  sentryDsn: string | null;
}

export function readDesktopAppConfig(environment: NodeJS.ProcessEnv): DesktopAppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const vars = parsed.data;
  const serverOrigin = new URL(vars.ZYNO_SERVER_URL ?? DEFAULT_SERVER_URL).origin;
  const renderer = vars.ZYNO_DESKTOP_RENDERER ?? 'app';
  return {
    serverOrigin,
    appOrigin: renderer === 'app' ? APP_ORIGIN : serverOrigin,
    renderer,
    kiosk: vars.ZYNO_KIOSK === '1',
    updateUrl: vars.ZYNO_UPDATE_URL === undefined ? null : withTrailingSlash(vars.ZYNO_UPDATE_URL),
    fingerprintReader: vars.ZYNO_FINGERPRINT_READER ?? 'usb',
    receiptPrinter: vars.ZYNO_RECEIPT_PRINTER ?? 'usb',
    barcodeScanner: vars.ZYNO_BARCODE_SCANNER ?? 'hid',
    sentryDsn: vars.ZYNO_SENTRY_DSN ?? null,
  };
}

/** electron-updater resolves latest.yml against the feed URL: a folder needs its slash. */
function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
