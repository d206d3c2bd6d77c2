// A bridge for tests: the real createDesktopBridge over memory stores, a registration window
// that records what happened to it, a fingerprint source the test drives, and the simulated
// receipt printer and HID scanner.
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import { createReceiptPrinterService } from '../station-hardware/printer/receipt-printer-service';
import { createSimulatedReceiptPrinter } from '../station-hardware/printer/simulated-receipt-printer';
import { createBarcodeScanners } from '../station-hardware/scanner/barcode-scanners';
import { createSimulatedHidHost } from '../station-hardware/scanner/simulated-hid-scanner';
import { createDesktopBridge } from './create-desktop-bridge';
import type { FingerprintSource } from './fingerprint-source';
import { loadOrCreateInstallKeys } from './install-keys';
import { createMemoryStore } from './key-value-store';
import { createRegistration, type RegistrationWindow } from './registration';

export interface FakeRegistrationWindow extends RegistrationWindow {
  focused: number;
  isClosed: boolean;
  /** The person closes the window. */
  closeByHand(): void;
}

export function fakeRegistrationWindow(): FakeRegistrationWindow {
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const window: FakeRegistrationWindow = {
    closed,
    focused: 0,
    isClosed: false,
    focus() {
      window.focused += 1;
    },
    close() {
      window.isClosed = true;
      markClosed();
    },
    closeByHand() {
      window.close();
    },
  };
  return window;
}

export interface FakeFingerprintSource extends FingerprintSource {
  readerAttached: boolean;
  emit(event: FingerprintEvent): void;
  readonly listeners: number;
}

export function fakeFingerprintSource(): FakeFingerprintSource {
  const listeners = new Set<(event: FingerprintEvent) => void>();
  return {
    readerAttached: true,
    hasReader() {
      return this.readerAttached;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of listeners) listener(event);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

export function createTestBridge() {
  const settings = createMemoryStore();
  const secrets = createMemoryStore();
  const windows: FakeRegistrationWindow[] = [];
  const fingerprints = fakeFingerprintSource();
  const printer = createSimulatedReceiptPrinter();
  const hid = createSimulatedHidHost();
  const scanners = createBarcodeScanners(hid, () => undefined);
  const bridge = createDesktopBridge({
    isDevelopment: true,
    installKeys: loadOrCreateInstallKeys(secrets),
    registration: createRegistration(() => {
      const window = fakeRegistrationWindow();
      windows.push(window);
      return window;
    }, settings),
    fingerprints,
    receiptPrinter: createReceiptPrinterService(printer),
    barcodeScans: scanners,
  });
  return { bridge, settings, secrets, windows, fingerprints, printer, hid, scanners };
}
