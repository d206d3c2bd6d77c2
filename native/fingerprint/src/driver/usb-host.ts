// The USB host over `usb@2` (libusb): device list, hot-plug, and a transport per device. The
// native module loads only when a host is created, so importing the package never needs it.

import type * as usbModule from 'usb';
import type { Device, InEndpoint, Interface } from 'usb';

import { CONTROL_TIMEOUT_MS } from './protocol.ts';
import { describeError } from './reader-error.ts';
import {
  UsbTransferError,
  type ControlSetup,
  type InterruptListener,
  type UsbDeviceInfo,
  type UsbHost,
  type UsbHotplugListener,
  type UsbTransferErrorKind,
  type UsbTransport,
} from './transport.ts';

type UsbModule = typeof usbModule;

const VENDOR_IN = 0xc0;
const VENDOR_OUT = 0x40;
const VENDOR_SPECIFIC_CLASS = 0xff;

export async function createUsbHost(): Promise<UsbHost> {
  return new NodeUsbHost(await import('usb'));
}

function deviceId(device: Device): string {
  return `${device.busNumber}-${device.deviceAddress}`;
}

function deviceInfo(device: Device): UsbDeviceInfo {
  return {
    id: deviceId(device),
    vendorId: device.deviceDescriptor.idVendor,
    productId: device.deviceDescriptor.idProduct,
  };
}

class NodeUsbHost implements UsbHost {
  readonly #usb: UsbModule;

  constructor(usb: UsbModule) {
    this.#usb = usb;
  }

  devices(): UsbDeviceInfo[] {
    return this.#usb.getDeviceList().map(deviceInfo);
  }

  connect(info: UsbDeviceInfo): UsbTransport {
    const device = this.#usb.getDeviceList().find((candidate) => deviceId(candidate) === info.id);
    if (device === undefined) {
      throw new UsbTransferError('no-device', `USB device ${info.id} is no longer attached.`);
    }
    return new NodeUsbTransport(device, this.#usb);
  }

  watch(listener: UsbHotplugListener): () => void {
    const attached = (device: Device) => {
      listener.attached(deviceInfo(device));
    };
    const detached = (device: Device) => {
      listener.detached(deviceInfo(device));
    };
    this.#usb.usb.on('attach', attached);
    this.#usb.usb.on('detach', detached);
    return () => {
      this.#usb.usb.off('attach', attached);
      this.#usb.usb.off('detach', detached);
    };
  }
}

class NodeUsbTransport implements UsbTransport {
  readonly #device: Device;
  readonly #usb: UsbModule;
  #interface: Interface | undefined;

  constructor(device: Device, usb: UsbModule) {
    this.#device = device;
    this.#usb = usb;
  }

  claim(): Promise<void> {
    return this.#attempt(() => {
      this.#device.open();
      this.#device.timeout = CONTROL_TIMEOUT_MS;
      const vendorInterface = this.#device.interfaces?.find(
        ({ descriptor }) =>
          descriptor.bInterfaceClass === VENDOR_SPECIFIC_CLASS &&
          descriptor.bInterfaceSubClass === VENDOR_SPECIFIC_CLASS &&
          descriptor.bInterfaceProtocol === VENDOR_SPECIFIC_CLASS,
      );
      if (vendorInterface === undefined) {
        throw new UsbTransferError('io', 'The reader has no vendor-specific (ff/ff/ff) interface.');
      }
      if (process.platform === 'linux' && vendorInterface.isKernelDriverActive()) {
        vendorInterface.detachKernelDriver();
      }
      vendorInterface.claim();
      this.#interface = vendorInterface;
    });
  }

  release(): Promise<void> {
    const claimed = this.#interface;
    this.#interface = undefined;
    if (claimed === undefined) return Promise.resolve();
    return new Promise((resolve, reject) => {
      claimed.release(true, (error) => {
        if (error) reject(this.#error(error));
        else resolve();
      });
    });
  }

  close(): Promise<void> {
    return this.#attempt(() => {
      this.#device.close();
    });
  }

  controlIn(setup: ControlSetup, length: number): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.#device.controlTransfer(
        VENDOR_IN,
        setup.request,
        setup.value,
        setup.index,
        length,
        (error, data) => {
          if (error) reject(this.#error(error));
          else resolve(data instanceof Buffer ? new Uint8Array(data) : new Uint8Array());
        },
      );
    });
  }

  controlOut(setup: ControlSetup, data: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#device.controlTransfer(
        VENDOR_OUT,
        setup.request,
        setup.value,
        setup.index,
        Buffer.from(data),
        (error) => {
          if (error) reject(this.#error(error));
          else resolve();
        },
      );
    });
  }

  listenInterrupts(endpoint: number, packetSize: number, listener: InterruptListener): () => void {
    const pipe = this.#inEndpoint(endpoint);
    const onData = (data: Buffer) => {
      listener.packet(new Uint8Array(data));
    };
    const onError = (error: Error) => {
      stop();
      listener.error(this.#error(error));
    };
    const stop = () => {
      pipe.off('data', onData);
      pipe.off('error', onError);
      if (pipe.pollActive) pipe.stopPoll();
    };
    pipe.on('data', onData);
    pipe.on('error', onError);
    pipe.startPoll(1, packetSize);
    return stop;
  }

  bulkRead(endpoint: number, length: number, signal: AbortSignal): Promise<Uint8Array> {
    const pipe = this.#inEndpoint(endpoint);
    return new Promise((resolve, reject) => {
      const transfer = pipe.makeTransfer(0, (error, buffer, actualLength) => {
        signal.removeEventListener('abort', cancel);
        if (error) reject(this.#error(error));
        else resolve(new Uint8Array(buffer.subarray(0, actualLength)));
      });
      const cancel = () => {
        transfer.cancel();
      };
      signal.addEventListener('abort', cancel, { once: true });
      transfer.submit(Buffer.alloc(length));
      if (signal.aborted) cancel();
    });
  }

  clearHalt(endpoint: number): Promise<void> {
    const pipe = this.#inEndpoint(endpoint);
    return new Promise((resolve, reject) => {
      pipe.clearHalt((error) => {
        if (error) reject(this.#error(error));
        else resolve();
      });
    });
  }

  #inEndpoint(address: number): InEndpoint {
    const endpoint = this.#interface?.endpoint(address);
    if (!(endpoint instanceof this.#usb.InEndpoint)) {
      throw new UsbTransferError('io', `Endpoint 0x${address.toString(16)} is not an IN endpoint.`);
    }
    return endpoint;
  }

  #attempt(operation: () => void): Promise<void> {
    try {
      operation();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(this.#error(error));
    }
  }

  /** libusb reports transfer statuses and error codes; the driver needs to know which kind. */
  #error(error: unknown): UsbTransferError {
    if (error instanceof UsbTransferError) return error;
    const errno = (error as { errno?: unknown } | null)?.errno;
    const { usb } = this.#usb;
    const kinds: [number, UsbTransferErrorKind][] = [
      [usb.LIBUSB_TRANSFER_STALL, 'stall'],
      [usb.LIBUSB_ERROR_PIPE, 'stall'],
      [usb.LIBUSB_TRANSFER_NO_DEVICE, 'no-device'],
      [usb.LIBUSB_ERROR_NO_DEVICE, 'no-device'],
      [usb.LIBUSB_TRANSFER_TIMED_OUT, 'timeout'],
      [usb.LIBUSB_ERROR_TIMEOUT, 'timeout'],
      [usb.LIBUSB_TRANSFER_CANCELLED, 'cancelled'],
      [usb.LIBUSB_ERROR_INTERRUPTED, 'cancelled'],
    ];
    const kind = kinds.find(([code]) => code === errno)?.[1] ?? 'io';
    return new UsbTransferError(kind, describeError(error));
  }
}
