import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../escpos/escpos-decoder';
import { encodeDrawerKick } from '../escpos/receipt-encoder';
import { ReceiptPrinterError } from './receipt-printer-port';
import {
  createUsbReceiptPrinter,
  type UsbPrinterBus,
  type UsbPrinterDevice,
  type UsbPrinterEndpoint,
} from './usb-receipt-printer';

/** libusb's failures as `usb` throws them: an error with the libusb code as errno. */
function libusbError(errno: number): Error {
  return Object.assign(new Error(`LIBUSB error ${errno}`), { errno });
}

interface FakePrinterOptions {
  vendorId?: number;
  failOpen?: number;
  failClaim?: number;
  failTransfer?: number;
  kernelDriver?: boolean;
  noBulkOut?: boolean;
}

function fakePrinter(options: FakePrinterOptions = {}) {
  const log: string[] = [];
  const written: Uint8Array[] = [];
  let kernelDriver = options.kernelDriver ?? false;
  const endpoint: UsbPrinterEndpoint = {
    direction: 'out',
    transferType: options.noBulkOut === true ? 3 : 2,
    timeout: 0,
    transfer(buffer, callback) {
      log.push('transfer');
      if (options.failTransfer !== undefined) callback(libusbError(options.failTransfer), 0);
      else {
        written.push(new Uint8Array(buffer));
        callback(undefined, buffer.length);
      }
    },
  };
  const device: UsbPrinterDevice = {
    deviceDescriptor: { idVendor: options.vendorId ?? 0x04b8, idProduct: 0x0202 },
    configDescriptor: {
      interfaces: [
        [{ bInterfaceNumber: 0, bInterfaceClass: 0xff }],
        [{ bInterfaceNumber: 1, bInterfaceClass: 0x07 }],
      ],
    },
    open() {
      log.push('open');
      if (options.failOpen !== undefined) throw libusbError(options.failOpen);
    },
    close() {
      log.push('close');
    },
    interface(number) {
      log.push(`interface ${number}`);
      return {
        endpoints: [{ direction: 'in', transferType: 2, timeout: 0 }, endpoint],
        isKernelDriverActive: () => kernelDriver,
        detachKernelDriver() {
          log.push('detach kernel driver');
          kernelDriver = false;
        },
        claim() {
          log.push('claim');
          if (options.failClaim !== undefined) throw libusbError(options.failClaim);
        },
        release(_closeEndpoints, callback) {
          log.push('release');
          callback();
        },
      };
    },
  };
  return { device, log, written, endpoint };
}

const keyboard: UsbPrinterDevice = {
  deviceDescriptor: { idVendor: 0x046d, idProduct: 0xc31c },
  configDescriptor: { interfaces: [[{ bInterfaceNumber: 0, bInterfaceClass: 0x03 }]] },
  open: () => undefined,
  close: () => undefined,
  interface: () => {
    throw new Error('not a printer');
  },
};

const busOf = (...devices: UsbPrinterDevice[]): UsbPrinterBus => ({
  getDeviceList: () => devices,
});

describe('the USB receipt printer', () => {
  it('finds the printer-class device and names it by its maker', () => {
    const { device } = fakePrinter();
    expect(createUsbReceiptPrinter(busOf(keyboard, device)).status()).toEqual({
      connected: true,
      name: 'Epson receipt printer (04b8:0202)',
    });
    const unknownMaker = fakePrinter({ vendorId: 0x1234 }).device;
    expect(createUsbReceiptPrinter(busOf(unknownMaker)).status().name).toBe(
      'USB receipt printer (1234:0202)',
    );
    expect(createUsbReceiptPrinter(busOf(keyboard)).status()).toEqual({
      connected: false,
      name: null,
    });
  });

  it('opens, claims the printer interface, writes the job to the bulk OUT endpoint, releases and closes', async () => {
    const printer = fakePrinter({ kernelDriver: true });
    await createUsbReceiptPrinter(busOf(printer.device), 'linux').write(encodeDrawerKick());
    expect(printer.log).toEqual([
      'open',
      'interface 1',
      'detach kernel driver',
      'claim',
      'transfer',
      'release',
      'close',
    ]);
    expect(printer.endpoint.timeout).toBeGreaterThan(0);
    expect(printer.written).toHaveLength(1);
    expect(decodeEscPos(printer.written[0] ?? new Uint8Array()).drawerKicked).toBe(true);
  });

  it('leaves the kernel driver alone off Linux', async () => {
    const printer = fakePrinter({ kernelDriver: true });
    await createUsbReceiptPrinter(busOf(printer.device), 'win32').write(encodeDrawerKick());
    expect(printer.log).not.toContain('detach kernel driver');
  });

  it('says no printer is attached when there is none', async () => {
    await expect(
      createUsbReceiptPrinter(busOf(keyboard)).write(encodeDrawerKick()),
    ).rejects.toThrow(new ReceiptPrinterError('not-connected'));
  });

  it.each([
    ['busy (claimed by another program)', { failClaim: -6 }, 'busy'],
    ['not allowed', { failOpen: -3 }, 'access'],
    ['unplugged before opening', { failOpen: -4 }, 'unplugged'],
    ['unplugged mid-job', { failTransfer: 5 }, 'unplugged'],
    ['stuck (out of paper, cover open)', { failTransfer: 2 }, 'timeout'],
    ['stalled', { failTransfer: 4 }, 'refused'],
    ['without a bulk OUT endpoint', { noBulkOut: true }, 'refused'],
  ] as const)(
    'fails clearly when the printer is %s, leaving it released and closed',
    async (_case, options, kind) => {
      const printer = fakePrinter(options);
      const failed = createUsbReceiptPrinter(busOf(printer.device), 'linux').write(
        encodeDrawerKick(),
      );
      await expect(failed).rejects.toThrow(new ReceiptPrinterError(kind));
      await expect(failed).rejects.toMatchObject({ kind });
      const count = (step: string) => printer.log.filter((entry) => entry === step).length;
      const opened = 'failOpen' in options ? 0 : 1;
      const claimed = opened === 1 && !('failClaim' in options) ? 1 : 0;
      expect(count('close')).toBe(opened);
      expect(count('release')).toBe(claimed);
    },
  );

  it('tells a person what to do', () => {
    expect(new ReceiptPrinterError('busy').message).toBe(
      'The receipt printer is in use by another program. Close it and print again.',
    );
  });
});
