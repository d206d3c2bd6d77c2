// A HID host holding simulated HID POS barcode scanners: a test plugs one in, scans a code (sent
// as the scanned-data reports a real scanner sends, split across reports when long), sends raw
// reports, or unplugs it — and the real barcode-scanner code reads them.
import type { HidConnection, HidDeviceInfo, HidHost, HidReportListener } from './hid-host';
import { HID_POS_BARCODE_SCANNER_USAGE_PAGE, scannedDataReports } from './hid-pos-report';

export interface SimulatedHidScanner {
  readonly path: string;
  /** Scans a code: its reports, in order. */
  scan(data: string, options?: { symbology?: string | null }): void;
  /** Sends one raw input report (garbage, a fragment …). */
  sendReport(report: Uint8Array): void;
  unplug(): void;
}

export interface SimulatedHidHost extends HidHost {
  /** Plugs in a scanner (the station finds it on its next rescan). */
  plugInScanner(product?: string): SimulatedHidScanner;
  /** Plugs in a HID device that is not a scanner (a keyboard). */
  plugInOther(usagePage: number): void;
}

/** EAN-13 / UPC-A, the symbology of a retail product's code. */
const EAN_13 = ']E0';

export function createSimulatedHidHost(): SimulatedHidHost {
  const devices = new Map<string, HidDeviceInfo>();
  const listeners = new Map<string, HidReportListener>();
  let nextPath = 1;

  const plugIn = (usagePage: number, product: string): string => {
    const path = `sim-hid-${nextPath++}`;
    devices.set(path, { path, vendorId: 0x0c2e, productId: 0x0b61, usagePage, product });
    return path;
  };
  const deliver = (path: string, report: Uint8Array) => {
    listeners.get(path)?.report(report);
  };

  return {
    devices: () => Promise.resolve([...devices.values()]),
    open(path) {
      if (!devices.has(path)) return Promise.reject(new Error(`No HID device at ${path}.`));
      const connection: HidConnection = {
        listen(listener) {
          listeners.set(path, listener);
        },
        close() {
          listeners.delete(path);
          return Promise.resolve();
        },
      };
      return Promise.resolve(connection);
    },
    plugInScanner(product = 'Simulated HID POS scanner') {
      const path = plugIn(HID_POS_BARCODE_SCANNER_USAGE_PAGE, product);
      return {
        path,
        scan(data, options = {}) {
          for (const report of scannedDataReports(
            data,
            options.symbology === undefined ? EAN_13 : options.symbology,
          )) {
            deliver(path, report);
          }
        },
        sendReport(report) {
          deliver(path, report);
        },
        unplug() {
          devices.delete(path);
          listeners.get(path)?.error(new Error('The device was unplugged.'));
          listeners.delete(path);
        },
      };
    },
    plugInOther(usagePage) {
      plugIn(usagePage, 'Keyboard');
    },
  };
}
