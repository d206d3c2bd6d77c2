// A USB host with simulated devices on it: discovery, hot-plug, and the transport of each
// simulated reader. Other devices can sit on the bus too, to prove the driver skips them.

import type {
  UsbDeviceInfo,
  UsbHost,
  UsbHotplugListener,
  UsbTransport,
} from '../driver/transport.ts';
import type { SimulatedReader } from './simulated-reader.ts';

/** A device the driver has no business with, such as a keyboard. */
export interface OtherUsbDevice {
  readonly vendorId: number;
  readonly productId: number;
}

type Plugged = { readonly info: UsbDeviceInfo; readonly reader: SimulatedReader | undefined };

export class SimulatedUsbHost implements UsbHost {
  readonly #plugged = new Map<string, Plugged>();
  readonly #watchers = new Set<UsbHotplugListener>();
  #nextAddress = 1;

  /** Plugs a device in; returns its id. */
  plug(device: SimulatedReader | OtherUsbDevice): string {
    const id = `1-${this.#nextAddress}`;
    this.#nextAddress += 1;
    const info: UsbDeviceInfo = { id, vendorId: device.vendorId, productId: device.productId };
    const reader = 'transport' in device ? device : undefined;
    this.#plugged.set(id, { info, reader });
    for (const watcher of [...this.#watchers]) watcher.attached(info);
    return id;
  }

  /** Pulls a device out: its transfers fail first, then watchers hear of the detach. */
  unplug(id: string): void {
    const plugged = this.#plugged.get(id);
    if (plugged === undefined) return;
    this.#plugged.delete(id);
    plugged.reader?.disconnect();
    for (const watcher of [...this.#watchers]) watcher.detached(plugged.info);
  }

  /** Hot-plug watchers currently registered. */
  get watcherCount(): number {
    return this.#watchers.size;
  }

  devices(): UsbDeviceInfo[] {
    return [...this.#plugged.values()].map((plugged) => plugged.info);
  }

  connect(device: UsbDeviceInfo): UsbTransport {
    const reader = this.#plugged.get(device.id)?.reader;
    if (reader === undefined) throw new Error(`No simulated reader is plugged in as ${device.id}.`);
    return reader.transport();
  }

  watch(listener: UsbHotplugListener): () => void {
    this.#watchers.add(listener);
    return () => {
      this.#watchers.delete(listener);
    };
  }
}
