// The station's USB HID point-of-sale barcode scanners, in the main process: every scanner on
// usage page 0x8C is opened, its reports assembled into scans, and each scan handed to whoever
// listens (the bridge sends it to the main window, whatever has focus). Scanners plugged in later
// are found on the next rescan (Zyno Desktop rescans on every USB attach and detach); one that is
// unplugged is forgotten. A garbled report is logged and nothing is emitted for it.
import type { BarcodeScan } from '@shared/desktop/station-hardware';
import type { HidConnection, HidHost } from './hid-host';
import { createScanAssembler, HID_POS_BARCODE_SCANNER_USAGE_PAGE } from './hid-pos-report';

export interface BarcodeScanSource {
  subscribe(listener: (scan: BarcodeScan) => void): () => void;
}

export interface BarcodeScanners extends BarcodeScanSource {
  /** Opens scanners that appeared and forgets those that went; resolves when done. */
  rescan(): Promise<void>;
  /** How many scanners are open now. */
  readonly attached: number;
  /** Closes every scanner (at quit). */
  close(): Promise<void>;
}

export const noBarcodeScanners: BarcodeScanSource = { subscribe: () => () => undefined };

export function createBarcodeScanners(
  host: HidHost,
  log: (message: string, detail?: unknown) => void = (message, detail) => {
    console.warn(message, detail ?? '');
  },
): BarcodeScanners {
  const listeners = new Set<(scan: BarcodeScan) => void>();
  const open = new Map<string, HidConnection>();
  let closed = false;
  let rescanning: Promise<void> = Promise.resolve();

  const emit = (scan: BarcodeScan) => {
    for (const listener of [...listeners]) listener(scan);
  };

  const forget = (path: string) => {
    const connection = open.get(path);
    open.delete(path);
    connection?.close().catch(() => undefined);
  };

  const attach = async (path: string) => {
    const connection = await host.open(path);
    if (closed) {
      await connection.close();
      return;
    }
    open.set(path, connection);
    const assembler = createScanAssembler();
    connection.listen({
      report(data) {
        try {
          const scan = assembler.push(data);
          if (scan !== null) emit(scan);
        } catch (error) {
          log('A barcode scanner sent a report that is not a scan; it was ignored.', error);
        }
      },
      error(error) {
        log('A barcode scanner stopped (unplugged?).', error);
        forget(path);
      },
    });
  };

  const scan = async () => {
    if (closed) return;
    const present = (await host.devices()).filter(
      (device) => device.usagePage === HID_POS_BARCODE_SCANNER_USAGE_PAGE,
    );
    const paths = new Set(present.map((device) => device.path));
    for (const path of [...open.keys()]) if (!paths.has(path)) forget(path);
    for (const path of paths) {
      if (open.has(path)) continue;
      try {
        await attach(path);
      } catch (error) {
        log(`The barcode scanner at ${path} could not be opened.`, error);
      }
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    rescan() {
      rescanning = rescanning.then(scan).catch((error: unknown) => {
        log('The barcode scanners could not be listed.', error);
      });
      return rescanning;
    },
    get attached() {
      return open.size;
    },
    async close() {
      closed = true;
      await rescanning;
      await Promise.all([...open.values()].map((connection) => connection.close()));
      open.clear();
    },
  };
}
