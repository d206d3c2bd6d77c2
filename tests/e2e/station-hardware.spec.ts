// Station hardware through the desktop harness: a page prints a receipt through the desktop
// platform (the renderer's own code, over the real bridge), the simulated ESC/POS printer reads
// back its text and the drawer kick; scans from the simulated HID POS scanner reach a page
// listener whatever has focus, a scanner plugged in later too, and garbage reaches nobody.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { BarcodeScan } from '@shared/desktop/station-hardware';
import type { ReceiptDocument } from '@shared/sales/receipt';
import { HARBOR_COFFEE_CASH_RECEIPT } from '../../src/main/station-hardware/escpos/harbor-coffee-receipt';
import { installDesktopHarness, type DesktopHarness } from '../support/desktop-harness';
import { registerStation } from '../support/station';

// The platform module is bundled into the page by the test, so the page's script is inline.
test.use({ bypassCSP: true });

const PLATFORM_GLOBAL = '__zynoTestPlatform';

/** src/renderer/src/platform/desktop-platform.ts as one script defining PLATFORM_GLOBAL. */
async function desktopPlatformScript(): Promise<string> {
  const bundle = await build({
    entryPoints: [
      fileURLToPath(
        new URL('../../src/renderer/src/platform/desktop-platform.ts', import.meta.url),
      ),
    ],
    bundle: true,
    format: 'iife',
    globalName: PLATFORM_GLOBAL,
    platform: 'browser',
    write: false,
    alias: { '@shared': fileURLToPath(new URL('../../src/shared', import.meta.url)) },
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]?.text ?? '';
}

interface PageHooks {
  __zynoTestPlatform: {
    createDesktopPlatform(bridge: unknown): {
      desktop: {
        receiptPrinter?: {
          status(): Promise<unknown>;
          print(document: ReceiptDocument): Promise<void>;
          openDrawer(): Promise<void>;
        };
        onBarcodeScan?(listener: (scan: BarcodeScan) => void): () => void;
      } | null;
    };
  };
  zynoDesktop: unknown;
  scans: BarcodeScan[];
}

/** A station page (the main window) with the desktop platform loaded, listening for scans. */
async function stationPage(
  page: Page,
  request: Parameters<typeof registerStation>[0],
  baseURL: string | undefined,
): Promise<DesktopHarness> {
  const harness = await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  await registerStation(request, harness);
  await page.goto('/login');
  await expect(page.getByText('Sign in to Harbor Coffee at this station.')).toBeVisible();
  await page.addScriptTag({ content: await desktopPlatformScript() });
  await page.evaluate(() => {
    const hooks = globalThis as unknown as PageHooks;
    hooks.scans = [];
    const platform = hooks.__zynoTestPlatform.createDesktopPlatform(hooks.zynoDesktop);
    platform.desktop?.onBarcodeScan?.((scan) => hooks.scans.push(scan));
  });
  return harness;
}

const pageScans = (page: Page) => page.evaluate(() => (globalThis as unknown as PageHooks).scans);

test('a cash receipt printed through the platform comes out of the printer with the drawer kick', async ({
  page,
  request,
  baseURL,
}) => {
  const harness = await stationPage(page, request, baseURL);
  const answers = await page.evaluate(async (receipt) => {
    const hooks = globalThis as unknown as PageHooks;
    const printer = hooks.__zynoTestPlatform.createDesktopPlatform(hooks.zynoDesktop).desktop
      ?.receiptPrinter;
    const status = await printer?.status();
    await printer?.print(receipt);
    return { status };
  }, HARBOR_COFFEE_CASH_RECEIPT);

  expect(answers.status).toEqual({ connected: true, name: 'Simulated receipt printer' });
  expect(harness.receiptPrinter.printouts).toHaveLength(1);
  const [printout] = harness.receiptPrinter.printouts;
  expect(printout?.text.slice(0, 3)).toEqual([
    'Harbor Coffee',
    'Harbor Coffee Downtown',
    '12 Wharf Street, Portland ME 04101',
  ]);
  expect(printout?.text).toContain('1 × Latte (Medium, Oat milk)          5.35');
  expect(printout?.text).toContain('Tax 8.875%                            1.07');
  expect(printout?.text).toContain('Total                               $29.17');
  expect(printout?.text).toContain('Change                               10.83');
  expect(printout?.events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['logo', 'barcode', 'cut', 'drawer-kick']),
  );
  expect(printout?.drawerKicked).toBe(true);
});

test('a print with the printer unplugged fails with the reason, and prints nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const harness = await stationPage(page, request, baseURL);
  harness.receiptPrinter.attached = false;
  const outcome = await page.evaluate(async () => {
    const hooks = globalThis as unknown as PageHooks;
    const printer = hooks.__zynoTestPlatform.createDesktopPlatform(hooks.zynoDesktop).desktop
      ?.receiptPrinter;
    return printer?.openDrawer().then(
      () => 'opened',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  });
  expect(outcome).toContain('No receipt printer is attached to this station.');
  expect(harness.receiptPrinter.printouts).toEqual([]);
});

test('HID scans reach the page whatever has focus, from a scanner plugged in later too; garbage reaches nobody', async ({
  page,
  request,
  baseURL,
}) => {
  const harness = await stationPage(page, request, baseURL);
  await page.getByLabel('Username').focus();

  harness.barcodeScanner.scan('2000000000015');
  await expect.poll(() => pageScans(page)).toEqual([{ data: '2000000000015', symbology: ']E0' }]);
  await expect(page.getByLabel('Username')).toHaveValue('');

  harness.barcodeScanner.sendReport(Uint8Array.from([0x02, 0x40, 0x5d]));
  expect(harness.barcodeScannerLog).toEqual([
    'A barcode scanner sent a report that is not a scan; it was ignored. A scanned-data report is 64 bytes; this one is 3.',
  ]);
  const later = await harness.plugInBarcodeScanner();
  later.scan('0850001234566');
  await expect
    .poll(() => pageScans(page))
    .toEqual([
      { data: '2000000000015', symbology: ']E0' },
      { data: '0850001234566', symbology: ']E0' },
    ]);
});
