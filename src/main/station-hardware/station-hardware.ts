// The station's point-of-sale hardware as Zyno Desktop's configuration asks for it: the receipt
// printer (USB, the simulator with its receipts logged as text, or none) and the HID POS barcode
// scanners, looked for again whenever a USB device is plugged in or out. Native modules load
// only when that hardware is wanted.
import type * as UsbModule from 'usb';
import type { BarcodeScannerKind, ReceiptPrinterKind } from '../app-config';
import { noReceiptPrinter, type ReceiptPrinterPort } from './printer/receipt-printer-port';
import {
  createReceiptPrinterService,
  type ReceiptPrinterService,
} from './printer/receipt-printer-service';
import { createSimulatedReceiptPrinter } from './printer/simulated-receipt-printer';
import { createUsbReceiptPrinter } from './printer/usb-receipt-printer';
import {
  createBarcodeScanners,
  noBarcodeScanners,
  type BarcodeScanSource,
} from './scanner/barcode-scanners';
import { createNodeHidHost } from './scanner/hid-host';

export interface StationHardware {
  receiptPrinter: ReceiptPrinterService;
  barcodeScans: BarcodeScanSource;
  /** Closes the scanners at quit. */
  shutdown(): Promise<void>;
}

type Log = (message: string, detail?: unknown) => void;

export async function openStationHardware(
  kinds: { receiptPrinter: ReceiptPrinterKind; barcodeScanner: BarcodeScannerKind },
  log: Log,
): Promise<StationHardware> {
  const usb = await import('usb').catch((error: unknown) => {
    log('USB devices cannot be used on this station.', error);
    return null;
  });
  const receiptPrinter = createReceiptPrinterService(printerPort(kinds.receiptPrinter, usb, log));
  const withoutScanners: StationHardware = {
    receiptPrinter,
    barcodeScans: noBarcodeScanners,
    shutdown: () => Promise.resolve(),
  };
  if (kinds.barcodeScanner === 'none') return withoutScanners;
  const host = await createNodeHidHost().catch((error: unknown) => {
    log('HID barcode scanners cannot be used on this station.', error);
    return null;
  });
  if (host === null) return withoutScanners;
  const scanners = createBarcodeScanners(host, log);
  const rescan = () => void scanners.rescan();
  usb?.usb.on('attach', rescan);
  usb?.usb.on('detach', rescan);
  rescan();
  return {
    receiptPrinter,
    barcodeScans: scanners,
    async shutdown() {
      usb?.usb.off('attach', rescan);
      usb?.usb.off('detach', rescan);
      await scanners.close();
    },
  };
}

function printerPort(
  kind: ReceiptPrinterKind,
  usb: typeof UsbModule | null,
  log: Log,
): ReceiptPrinterPort {
  if (kind === 'simulated') return loggingSimulatedPrinter(log);
  if (kind === 'none' || usb === null) return noReceiptPrinter;
  return createUsbReceiptPrinter(usb);
}

/** Demos without a printer: each receipt is read back by the simulator and logged as text. */
function loggingSimulatedPrinter(log: Log): ReceiptPrinterPort {
  const printer = createSimulatedReceiptPrinter();
  return {
    status: () => printer.status(),
    async write(bytes) {
      await printer.write(bytes);
      const printout = printer.printouts.at(-1);
      log(
        `Simulated receipt printer:\n${printout?.text.join('\n') ?? ''}${
          printout?.drawerKicked === true ? '\n[cash drawer kicked]' : ''
        }`,
      );
    },
  };
}
