// The U.are.U reader over a USB host: finds supported readers by id, follows hot-plug, powers
// the reader up when captures are wanted and turns protocol sessions into reader events.

import { systemClock, type Clock } from './clock.ts';
import { describeError, ReaderError } from './reader-error.ts';
import { ReaderEmitter } from './reader-emitter.ts';
import type { FingerprintReader, ReaderEventName, ReaderEvents, ReaderInfo } from './reader.ts';
import { isUsbTransferError, type UsbDeviceInfo, type UsbHost } from './transport.ts';
import { Uru4000Session } from './uru4000-session.ts';
import { findReaderModel, type ReaderModel } from './usb-ids.ts';

export interface Uru4000ReaderOptions {
  readonly host: UsbHost;
  readonly clock?: Clock;
  /** The seed of each scramble-key exchange; random unless a test fixes it. */
  readonly randomSeed?: () => number;
}

interface AttachedReader {
  readonly device: UsbDeviceInfo;
  readonly model: ReaderModel;
  readonly info: ReaderInfo;
  session: Uru4000Session | undefined;
}

export function createUru4000Reader(options: Uru4000ReaderOptions): FingerprintReader {
  return new Uru4000Reader(options);
}

class Uru4000Reader implements FingerprintReader {
  readonly #host: UsbHost;
  readonly #clock: Clock;
  readonly #randomSeed: (() => number) | undefined;
  readonly #events = new ReaderEmitter();
  #attached: AttachedReader | undefined;
  #wanted = false;
  #started = false;
  #shutDown = false;
  #unwatch: (() => void) | undefined;
  /** Arming and turning off run one after another, never interleaved. */
  #work: Promise<unknown> = Promise.resolve();

  constructor(options: Uru4000ReaderOptions) {
    this.#host = options.host;
    this.#clock = options.clock ?? systemClock;
    this.#randomSeed = options.randomSeed;
  }

  get current(): ReaderInfo | null {
    return this.#attached?.info ?? null;
  }

  get capturing(): boolean {
    return this.#wanted;
  }

  start(): Promise<void> {
    // An executor, so a reader that was shut down rejects rather than throws.
    return new Promise((resolve) => {
      this.#assertUsable();
      if (!this.#started) {
        this.#started = true;
        this.#unwatch = this.#host.watch({
          attached: (device) => {
            this.#onAttached(device);
          },
          detached: (device) => {
            this.#onDetached(device);
          },
        });
        for (const device of this.#host.devices()) this.#onAttached(device);
      }
      resolve();
    });
  }

  async startCapturing(): Promise<void> {
    this.#assertUsable();
    this.#wanted = true;
    const attached = this.#attached;
    if (attached !== undefined) await this.#enqueue(() => this.#arm(attached));
  }

  async stopCapturing(): Promise<void> {
    this.#assertUsable();
    this.#wanted = false;
    await this.#enqueue(() => this.#turnOff());
  }

  async shutdown(): Promise<void> {
    if (this.#shutDown) return;
    this.#shutDown = true;
    this.#wanted = false;
    this.#unwatch?.();
    this.#unwatch = undefined;
    await this.#enqueue(async () => {
      const session = this.#attached?.session;
      this.#attached = undefined;
      try {
        await session?.turnOff();
      } catch (error) {
        // A reader unplugged while being shut down is off.
        if (!isUsbTransferError(error, 'no-device')) throw error;
      } finally {
        await session?.close();
      }
    });
  }

  on<E extends ReaderEventName>(
    event: E,
    listener: (payload: ReaderEvents[E]) => void,
  ): () => void {
    return this.#events.on(event, listener);
  }

  listenerCount(): number {
    return this.#events.listenerCount();
  }

  #assertUsable(): void {
    if (this.#shutDown) throw new ReaderError('shut-down');
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.#work.then(work);
    this.#work = run.catch(() => undefined);
    return run;
  }

  // ── hot-plug ────────────────────────────────────────────────────────────────────────────

  #onAttached(device: UsbDeviceInfo): void {
    const model = findReaderModel(device.vendorId, device.productId);
    if (model === undefined || this.#attached !== undefined || this.#shutDown) return;
    const attached: AttachedReader = {
      device,
      model,
      info: {
        id: device.id,
        model: model.name,
        vendorId: device.vendorId,
        productId: device.productId,
      },
      session: undefined,
    };
    this.#attached = attached;
    this.#events.emit('attached', { reader: attached.info });
    if (!this.#wanted) return;
    this.#enqueue(() => this.#arm(attached)).catch((error: unknown) => {
      if (error instanceof ReaderError && this.#attached === attached) {
        this.#events.emitCaptureError(
          attached.info,
          error.reason === 'unplugged' ? 'unplugged' : 'power-up-failed',
        );
      }
    });
  }

  #onDetached(device: UsbDeviceInfo): void {
    const attached = this.#attached;
    if (attached?.device.id !== device.id) return;
    this.#lose(attached, attached.session?.capturing ?? false);
  }

  #lose(attached: AttachedReader, duringCapture: boolean): void {
    if (this.#attached !== attached) return;
    this.#attached = undefined;
    const session = attached.session;
    attached.session = undefined;
    void session?.close();
    if (duringCapture) this.#events.emitCaptureError(attached.info, 'unplugged');
    this.#events.emit('detached', { reader: attached.info });
  }

  // ── sessions ────────────────────────────────────────────────────────────────────────────

  async #arm(attached: AttachedReader): Promise<void> {
    if (this.#attached !== attached || !this.#wanted) return;
    try {
      attached.session ??= await this.#open(attached);
      if (!attached.session.armed) await attached.session.arm();
    } catch (error) {
      const unplugged = this.#attached !== attached || isUsbTransferError(error, 'no-device');
      if (this.#attached === attached) {
        const session = attached.session;
        attached.session = undefined;
        await session?.close();
      }
      if (unplugged) throw new ReaderError('unplugged', undefined, { cause: error });
      if (error instanceof ReaderError) throw error;
      throw new ReaderError('power-up-failed', describeError(error), { cause: error });
    }
  }

  async #open(attached: AttachedReader): Promise<Uru4000Session> {
    const session = new Uru4000Session({
      transport: this.#host.connect(attached.device),
      model: attached.model,
      clock: this.#clock,
      randomSeed: this.#randomSeed,
      handlers: {
        fingerOn: () => {
          this.#events.emit('finger-on', { reader: attached.info });
        },
        fingerOff: () => {
          this.#events.emit('finger-off', { reader: attached.info });
        },
        captured: (image, quality) => {
          if (quality.issue === null) {
            this.#events.emit('capture', { reader: attached.info, image, quality });
          } else {
            this.#events.emitCaptureError(attached.info, quality.issue, { image, quality });
          }
        },
        captureFailed: (reason, detail) => {
          this.#events.emitCaptureError(attached.info, reason, { detail });
        },
        gone: (duringCapture) => {
          this.#lose(attached, duringCapture);
        },
      },
    });
    try {
      await session.open();
      await session.powerUp();
    } catch (error) {
      await session.close();
      throw error;
    }
    return session;
  }

  async #turnOff(): Promise<void> {
    const session = this.#attached?.session;
    if (session === undefined) return;
    try {
      await session.turnOff();
    } catch (error) {
      // A reader unplugged while being turned off is off; the detach path tidies up.
      if (!isUsbTransferError(error, 'no-device')) throw error;
    }
  }
}
