// The desktop bridge: what the main process offers the renderer (spec §7 "Desktop bridge
// calls", and issue 15's station hardware). A plain object with no electron import, so tests and
// the desktop harness run the real thing in Node; Zyno Desktop passes in its windows, stores,
// reader, receipt printer and barcode scanners.
import type { DesktopBridge } from '@shared/desktop/desktop-bridge';
import type { BarcodeScanSource } from '../station-hardware/scanner/barcode-scanners';
import type { ReceiptPrinterService } from '../station-hardware/printer/receipt-printer-service';
import type { FingerprintSource } from './fingerprint-source';
import type { InstallKeys } from './install-keys';
import type { Registration } from './registration';

export interface DesktopBridgeDeps {
  /** True when running from source (unpackaged) rather than an installed build. */
  isDevelopment: boolean;
  installKeys: InstallKeys;
  registration: Registration;
  fingerprints: FingerprintSource;
  receiptPrinter: ReceiptPrinterService;
  barcodeScans: BarcodeScanSource;
}

export function createDesktopBridge(deps: DesktopBridgeDeps): DesktopBridge {
  return {
    isDevelopment: () => Promise.resolve(deps.isDevelopment),
    generateHandshake: () => Promise.resolve(deps.installKeys.signHandshake()),
    launchRegistration: () => deps.registration.launch(),
    performPostRegistrationTasks: (install) => {
      deps.registration.complete(install);
      return Promise.resolve(null);
    },
    hasFingerprintReader: () => Promise.resolve(deps.fingerprints.hasReader()),
    onFingerprint: (listener) => deps.fingerprints.subscribe(listener),
    receiptPrinterStatus: () => deps.receiptPrinter.status(),
    printReceipt: (document) => deps.receiptPrinter.print(document),
    openCashDrawer: () => deps.receiptPrinter.openDrawer(),
    onBarcodeScan: (listener) => deps.barcodeScans.subscribe(listener),
  };
}
