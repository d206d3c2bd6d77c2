// The seam between the driver and USB: the few operations the U.are.U protocol needs. One
// implementation runs over `usb` (usb-host.ts), another over the protocol simulator.

/** A device on the bus, as discovery and hot-plug report it. */
export interface UsbDeviceInfo {
  /** Stable for as long as the device stays plugged in (bus and address). */
  readonly id: string;
  readonly vendorId: number;
  readonly productId: number;
}

/** A vendor-type, device-recipient control transfer. */
export interface ControlSetup {
  readonly request: number;
  readonly value: number;
  readonly index: number;
}

/** `access`: the operating system does not let this process open the device. */
export type UsbTransferErrorKind =
  'stall' | 'no-device' | 'access' | 'timeout' | 'cancelled' | 'io';

export class UsbTransferError extends Error {
  readonly kind: UsbTransferErrorKind;

  constructor(kind: UsbTransferErrorKind, message: string) {
    super(message);
    this.name = 'UsbTransferError';
    this.kind = kind;
  }
}

export interface InterruptListener {
  packet(data: Uint8Array): void;
  /** The interrupt pipe failed; no more packets follow. */
  error(error: UsbTransferError): void;
}

export interface UsbTransport {
  /** Opens the device and claims its vendor-specific interface. */
  claim(): Promise<void>;
  release(): Promise<void>;
  close(): Promise<void>;
  controlIn(setup: ControlSetup, length: number): Promise<Uint8Array>;
  controlOut(setup: ControlSetup, data: Uint8Array): Promise<void>;
  /** Polls an interrupt endpoint; returns a function that stops polling. */
  listenInterrupts(endpoint: number, packetSize: number, listener: InterruptListener): () => void;
  /** One bulk IN transfer; aborting `signal` cancels it with a 'cancelled' error. */
  bulkRead(endpoint: number, length: number, signal: AbortSignal): Promise<Uint8Array>;
  clearHalt(endpoint: number): Promise<void>;
}

export interface UsbHotplugListener {
  attached(device: UsbDeviceInfo): void;
  detached(device: UsbDeviceInfo): void;
}

export function isUsbTransferError(
  error: unknown,
  kind: UsbTransferErrorKind,
): error is UsbTransferError {
  return error instanceof UsbTransferError && error.kind === kind;
}

export interface UsbHost {
  devices(): UsbDeviceInfo[];
  connect(device: UsbDeviceInfo): UsbTransport;
  /** Reports devices plugged in or out from now on; returns a function that stops watching. */
  watch(listener: UsbHotplugListener): () => void;
}
