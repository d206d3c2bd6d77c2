// A receipt printer over USB (`usb`, libusb): the first device with a printer-class interface
// (0x07). Each job opens the device, claims that interface (taking it from the operating
// system's printer driver on Linux), writes the bytes to its bulk OUT endpoint and releases it,
// so nothing is held between receipts and a printer plugged in later is simply found.
import type { ReceiptPrinterStatus } from '@shared/desktop/station-hardware';
import {
  ReceiptPrinterError,
  type ReceiptPrinterErrorKind,
  type ReceiptPrinterPort,
} from './receipt-printer-port';

const PRINTER_CLASS = 0x07;
const BULK_TRANSFER = 2;
/** Long enough for a receipt with a logo on a slow printer; a stuck printer fails the job. */
const WRITE_TIMEOUT_MS = 15_000;

/** libusb's error codes (negative) and transfer statuses (positive), as `usb` reports them. */
const LIBUSB_KINDS: ReadonlyMap<number, ReceiptPrinterErrorKind> = new Map([
  [-3, 'access'], // LIBUSB_ERROR_ACCESS
  [-4, 'unplugged'], // LIBUSB_ERROR_NO_DEVICE
  [-5, 'unplugged'], // LIBUSB_ERROR_NOT_FOUND
  [-6, 'busy'], // LIBUSB_ERROR_BUSY
  [-7, 'timeout'], // LIBUSB_ERROR_TIMEOUT
  [-9, 'refused'], // LIBUSB_ERROR_PIPE
  [2, 'timeout'], // LIBUSB_TRANSFER_TIMED_OUT
  [4, 'refused'], // LIBUSB_TRANSFER_STALL
  [5, 'unplugged'], // LIBUSB_TRANSFER_NO_DEVICE
]);

/** Receipt printers' makers by USB vendor id, to name the printer without opening it. */
const VENDORS: ReadonlyMap<number, string> = new Map([
  [0x04b8, 'Epson'],
  [0x0519, 'Star Micronics'],
  [0x1504, 'Bixolon'],
  [0x1d90, 'Citizen'],
  [0x0dd4, 'Custom'],
  [0x154f, 'SNBC'],
  [0x0fe6, 'Xprinter'],
  [0x0416, 'POS-80'],
]);

/** The part of `usb`'s API this transport uses (the real module satisfies it). */
export interface UsbPrinterBus {
  getDeviceList(): UsbPrinterDevice[];
}

export interface UsbPrinterDevice {
  readonly deviceDescriptor: { readonly idVendor: number; readonly idProduct: number };
  readonly configDescriptor?:
    { readonly interfaces: readonly (readonly UsbInterfaceDescriptor[])[] } | undefined;
  open(): void;
  close(): void;
  interface(number: number): UsbPrinterInterface;
}

interface UsbInterfaceDescriptor {
  readonly bInterfaceNumber: number;
  readonly bInterfaceClass: number;
}

export interface UsbPrinterInterface {
  readonly endpoints: readonly UsbPrinterEndpoint[];
  isKernelDriverActive(): boolean;
  detachKernelDriver(): void;
  claim(): void;
  release(closeEndpoints: boolean, callback: (error?: unknown) => void): void;
}

export interface UsbPrinterEndpoint {
  readonly direction: 'in' | 'out';
  readonly transferType: number;
  timeout: number;
  transfer?: (buffer: Buffer, callback: (error: unknown, actual: number) => void) => unknown;
}

export function createUsbReceiptPrinter(
  bus: UsbPrinterBus,
  platform: NodeJS.Platform = process.platform,
): ReceiptPrinterPort {
  const find = () => {
    for (const device of bus.getDeviceList()) {
      const number = printerInterfaceOf(device);
      if (number !== undefined) return { device, number };
    }
    return null;
  };
  return {
    status(): ReceiptPrinterStatus {
      const found = find();
      return found === null
        ? { connected: false, name: null }
        : { connected: true, name: nameOf(found.device) };
    },
    async write(bytes) {
      const found = find();
      if (found === null) throw new ReceiptPrinterError('not-connected');
      const { device, number } = found;
      attempt(() => {
        device.open();
      });
      try {
        const printer = attempt(() => device.interface(number));
        attempt(() => {
          if (platform === 'linux' && printer.isKernelDriverActive()) printer.detachKernelDriver();
          printer.claim();
        });
        try {
          await send(printer, bytes);
        } finally {
          await release(printer);
        }
      } finally {
        try {
          device.close();
        } catch {
          // Unplugged mid-job: the job's own error says so.
        }
      }
    },
  };
}

function printerInterfaceOf(device: UsbPrinterDevice): number | undefined {
  try {
    return device.configDescriptor?.interfaces
      .flat()
      .find((setting) => setting.bInterfaceClass === PRINTER_CLASS)?.bInterfaceNumber;
  } catch {
    // A device whose descriptors cannot be read is not a printer we can use.
    return undefined;
  }
}

function nameOf(device: UsbPrinterDevice): string {
  const { idVendor, idProduct } = device.deviceDescriptor;
  const ids = `${hex4(idVendor)}:${hex4(idProduct)}`;
  const vendor = VENDORS.get(idVendor);
  return vendor === undefined
    ? `USB receipt printer (${ids})`
    : `${vendor} receipt printer (${ids})`;
}

function hex4(value: number): string {
  return value.toString(16).padStart(4, '0');
}

function send(printer: UsbPrinterInterface, bytes: Uint8Array): Promise<void> {
  const endpoint = printer.endpoints.find(
    (candidate) => candidate.direction === 'out' && candidate.transferType === BULK_TRANSFER,
  );
  const transfer = endpoint?.transfer;
  if (endpoint === undefined || transfer === undefined) {
    return Promise.reject(new ReceiptPrinterError('refused', { cause: 'no bulk OUT endpoint' }));
  }
  endpoint.timeout = WRITE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    transfer.call(endpoint, Buffer.from(bytes), (error) => {
      if (error) reject(printerError(error));
      else resolve();
    });
  });
}

function release(printer: UsbPrinterInterface): Promise<void> {
  return new Promise((resolve) => {
    // A release that fails (the printer is gone) leaves nothing to clean up.
    printer.release(true, () => {
      resolve();
    });
  });
}

function attempt<T>(operation: () => T): T {
  try {
    return operation();
  } catch (error) {
    throw printerError(error);
  }
}

function printerError(error: unknown): ReceiptPrinterError {
  if (error instanceof ReceiptPrinterError) return error;
  const errno = (error as { errno?: unknown } | null)?.errno;
  const kind = typeof errno === 'number' ? LIBUSB_KINDS.get(errno) : undefined;
  return new ReceiptPrinterError(kind ?? 'refused', { cause: error });
}
