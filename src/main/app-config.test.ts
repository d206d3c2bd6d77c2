import { describe, expect, it } from 'vitest';
import { readDesktopAppConfig } from './app-config';

describe('readDesktopAppConfig', () => {
  it('defaults to the bundled renderer against the local reference server, no kiosk, no updates', () => {
    expect(readDesktopAppConfig({})).toEqual({
      serverOrigin: 'http://127.0.0.1:4000',
      appOrigin: 'app://zyno',
      renderer: 'app',
      kiosk: false,
      updateUrl: null,
      fingerprintReader: 'usb',
      receiptPrinter: 'usb',
      barcodeScanner: 'hid',
      sentryDsn: null,
    });
  });

  it('uses the origin of ZYNO_SERVER_URL', () => {
    expect(readDesktopAppConfig({ ZYNO_SERVER_URL: 'https://zyno.example/app' }).serverOrigin).toBe(
      'https://zyno.example',
    );
  });

  it('loads pages from the server with ZYNO_DESKTOP_RENDERER=server', () => {
    expect(
      readDesktopAppConfig({
        ZYNO_SERVER_URL: 'http://127.0.0.1:4100',
        ZYNO_DESKTOP_RENDERER: 'server',
      }),
    ).toMatchObject({ renderer: 'server', appOrigin: 'http://127.0.0.1:4100' });
  });

  it('turns kiosk mode on with ZYNO_KIOSK=1 only', () => {
    expect(readDesktopAppConfig({ ZYNO_KIOSK: '1' }).kiosk).toBe(true);
    expect(readDesktopAppConfig({ ZYNO_KIOSK: '0' }).kiosk).toBe(false);
    expect(readDesktopAppConfig({ ZYNO_KIOSK: '' }).kiosk).toBe(false);
    expect(() => readDesktopAppConfig({ ZYNO_KIOSK: 'yes' })).toThrow(
      'ZYNO_KIOSK must be 1 (kiosk) or 0.',
    );
  });

  it('reads the update feed as a folder URL', () => {
    expect(
      readDesktopAppConfig({ ZYNO_UPDATE_URL: 'https://updates.zyno.example/desktop' }).updateUrl,
    ).toBe('https://updates.zyno.example/desktop/');
    expect(() => readDesktopAppConfig({ ZYNO_UPDATE_URL: 'ftp://x/' })).toThrow(
      'ZYNO_UPDATE_URL must be an http(s) URL.',
    );
  });

  it('picks the fingerprint reader with ZYNO_FINGERPRINT_READER', () => {
    expect(readDesktopAppConfig({ ZYNO_FINGERPRINT_READER: 'virtual' }).fingerprintReader).toBe(
      'virtual',
    );
    expect(() => readDesktopAppConfig({ ZYNO_FINGERPRINT_READER: 'hid' })).toThrow(
      'ZYNO_FINGERPRINT_READER must be one of usb, virtual, none.',
    );
  });

  it('picks the receipt printer and the barcode scanners', () => {
    expect(
      readDesktopAppConfig({ ZYNO_RECEIPT_PRINTER: 'simulated', ZYNO_BARCODE_SCANNER: 'none' }),
    ).toMatchObject({ receiptPrinter: 'simulated', barcodeScanner: 'none' });
    expect(() =>
      readDesktopAppConfig({ ZYNO_RECEIPT_PRINTER: 'serial', ZYNO_BARCODE_SCANNER: 'usb' }),
    ).toThrow(
      'ZYNO_RECEIPT_PRINTER must be one of usb, simulated, none. ZYNO_BARCODE_SCANNER must be one of hid, none.',
    );
  });

  it('turns error reporting on with ZYNO_SENTRY_DSN, and names a bad one', () => {
    const dsn = 'https://public-key@o1.ingest.example.com/42';
    expect(readDesktopAppConfig({ ZYNO_SENTRY_DSN: dsn }).sentryDsn).toBe(dsn);
    expect(() => readDesktopAppConfig({ ZYNO_SENTRY_DSN: 'https://o1.example.com/42' })).toThrow(
      'ZYNO_SENTRY_DSN must be a Sentry DSN such as https://key@o1.ingest.sentry.io/42.',
    );
  });

  it('rejects bad values with messages naming each variable', () => {
    expect(() =>
      readDesktopAppConfig({ ZYNO_SERVER_URL: 'file:///tmp/x', ZYNO_DESKTOP_RENDERER: 'web' }),
    ).toThrow(
      'ZYNO_SERVER_URL must be an http(s) URL. ZYNO_DESKTOP_RENDERER must be app or server.',
    );
  });
});
