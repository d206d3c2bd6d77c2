// The seam between the barcode scanners and HID: list the HID devices, open one and hear its
// input reports. One implementation over `node-hid` (loaded only when the station opens it, so
// importing this module never needs the native binding), another the simulated scanner.

export interface HidDeviceInfo {
  /** The operating system's path for the device; stable while it stays plugged in. */
  readonly path: string;
  readonly vendorId: number;
  readonly productId: number;
  /** The top-level collection's usage page: 0x8C for a HID POS barcode scanner. */
  readonly usagePage: number | undefined;
  readonly product: string | undefined;
}

export interface HidReportListener {
  report(data: Uint8Array): void;
  /** The device failed or was unplugged; no more reports follow. */
  error(error: Error): void;
}

export interface HidConnection {
  listen(listener: HidReportListener): void;
  close(): Promise<void>;
}

export interface HidHost {
  devices(): Promise<HidDeviceInfo[]>;
  open(path: string): Promise<HidConnection>;
}

export async function createNodeHidHost(): Promise<HidHost> {
  const hid = await import('node-hid');
  return {
    async devices() {
      return (await hid.devicesAsync()).flatMap((device) =>
        device.path === undefined
          ? []
          : [
              {
                path: device.path,
                vendorId: device.vendorId,
                productId: device.productId,
                usagePage: device.usagePage,
                product: device.product,
              },
            ],
      );
    },
    async open(path) {
      const device = await hid.HIDAsync.open(path);
      return {
        listen(listener) {
          device.on('data', (data: Buffer) => {
            listener.report(new Uint8Array(data));
          });
          device.on('error', (error: unknown) => {
            listener.error(error instanceof Error ? error : new Error(String(error)));
          });
        },
        close: () => device.close(),
      };
    },
  };
}
