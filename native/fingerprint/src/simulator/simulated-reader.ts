// A U.are.U reader in software, playing the device's side of the protocol: registers over
// control transfers, interrupts on 0x81, frames on 0x82 (plain or scrambled, with key changes),
// power-up quirks (reboot, missing 0x56AA, challenge–response), a finger, stalls and unplugs.

import { challengeResponse } from '../driver/challenge.ts';
import type { Clock } from '../driver/clock.ts';
import type { FrameBlock } from '../driver/frame.ts';
import type { GreyImage } from '../driver/grey-image.ts';
import {
  CHALLENGE_LENGTH,
  DEVICE_INFO_LENGTH,
  IMAGE_ENDPOINT,
  INTERRUPT_ENDPOINT,
  INTERRUPT_PACKET_SIZE,
  FrameHeaderOffset,
  Interrupt,
  Mode,
  REGISTER_REQUEST,
  Register,
  Status,
} from '../driver/protocol.ts';
import {
  UsbTransferError,
  type ControlSetup,
  type InterruptListener,
  type UsbTransport,
} from '../driver/transport.ts';
import { findReaderModel } from '../driver/usb-ids.ts';
import { defaultLayout, encodeFrame, type FrameLayout } from './frame-encoder.ts';
import { seededRandom } from './random.ts';
import { blankFrame } from './test-print.ts';

export interface SimulatedReaderOptions {
  readonly clock: Clock;
  /** Default 05ba:000a, a U.are.U 4000B / 4500. */
  readonly vendorId?: number;
  readonly productId?: number;
  /** Scramble every frame (the default layout's blocks all scrambled). */
  readonly scrambled?: boolean;
  /** Start in the confused state (status 0x84) that needs a power reboot. */
  readonly needsReboot?: boolean;
  /** How many power-ups lose their 0x56AA interrupt. */
  readonly missedScanPowerInterrupts?: number;
  /** Seeds the device's scramble keys, challenges and junk bytes. */
  readonly seed?: number;
}

/** What the next frame looks like, for tests that need a particular one. */
export interface FrameScript {
  readonly keyNumber?: number;
  readonly blocks?: readonly FrameBlock[];
  /** Overrides the header's line count. */
  readonly lineCount?: number;
  /** Sends only this many bytes. */
  readonly truncateTo?: number;
  /** Fails the bulk transfer with a stall instead of sending a frame. */
  readonly stall?: boolean;
}

/** The time the simulated hardware takes for each step, in ms. */
const LATENCY = { control: 1, interrupt: 2, powerUp: 25, scanPower: 15, reboot: 30, frame: 40 };
const CONFUSED = Status.needsReboot;

const gone = () => new UsbTransferError('no-device', 'The device is gone.');

interface PendingRead {
  readonly length: number;
  readonly resolve: (data: Uint8Array) => void;
  readonly reject: (error: UsbTransferError) => void;
}

export class SimulatedReader {
  readonly vendorId: number;
  readonly productId: number;
  /** Every value written to the mode register, in order. */
  readonly modes: number[] = [];
  /** Every value written to the status register, in order. */
  readonly statusWrites: number[] = [];
  /** Key numbers the host asked keys for, in order. */
  readonly keyExchanges: number[] = [];
  /** Endpoints whose halt the host cleared. */
  readonly haltsCleared: number[] = [];
  readonly #clock: Clock;
  readonly #random: () => number;
  readonly #keySeed: number;
  readonly #scrambled: boolean;
  readonly #challengeRequired: boolean;
  #missedScanPower: number;
  #status: number;
  #mode: number = Mode.off;
  #connected = true;
  #claimed = false;
  #authenticated = false;
  #poweringUp = false;
  #challenge: Uint8Array | undefined;
  #keyIndex = 0;
  #keyExchangeSeed = 0;
  #finger: GreyImage | undefined;
  /** The print last pressed: what a frame shows when the finger left during the scan. */
  #lastPressed: GreyImage | undefined;
  /** A finger-on went out and no finger-off since. */
  #reportedOn = false;
  #listener: InterruptListener | undefined;
  #read: PendingRead | undefined;
  #frameTimer: ReturnType<Clock['setTimeout']> | undefined;
  readonly #timers = new Set<ReturnType<Clock['setTimeout']>>();
  readonly #scripts: FrameScript[] = [];

  constructor(options: SimulatedReaderOptions) {
    this.#clock = options.clock;
    this.vendorId = options.vendorId ?? 0x05ba;
    this.productId = options.productId ?? 0x000a;
    this.#random = seededRandom(options.seed ?? 1);
    this.#keySeed = this.#random();
    this.#scrambled = options.scrambled ?? false;
    this.#challengeRequired =
      findReaderModel(this.vendorId, this.productId)?.challengeResponse ?? false;
    this.#missedScanPower = options.missedScanPowerInterrupts ?? 0;
    this.#status = options.needsReboot ? CONFUSED : Status.lowPower;
  }

  get mode(): number {
    return this.#mode;
  }

  get fingerPresent(): boolean {
    return this.#finger !== undefined;
  }

  /** The device's scramble key for a key number. */
  key(keyNumber: number): number {
    return seededRandom(this.#keySeed ^ Math.imul(keyNumber + 1, 0x9e3779b9))();
  }

  /** Puts a finger on the glass; the reader reports it when it is waiting for one. */
  press(image: GreyImage): void {
    this.#finger = image;
    this.#lastPressed = image;
    if (this.#mode === Mode.awaitFingerOn) this.#reportFinger(true);
  }

  /** Takes the finger off; the reader reports it if it had reported the finger on. */
  lift(): void {
    this.#finger = undefined;
    if (this.#reportedOn && this.#mode !== Mode.off) this.#reportFinger(false);
  }

  /** Queues how the next frames are sent. */
  scriptFrames(...scripts: FrameScript[]): void {
    this.#scripts.push(...scripts);
  }

  /** The transport a host gets when it connects to this reader. */
  transport(): UsbTransport {
    return {
      claim: () =>
        this.#io(() => {
          this.#claimed = true;
        }),
      release: () =>
        this.#io(() => {
          this.#claimed = false;
        }),
      close: () =>
        this.#io(() => {
          this.#claimed = false;
        }),
      controlIn: (setup, length) => this.#controlIn(setup, length),
      controlOut: (setup, data) => this.#controlOut(setup, data),
      listenInterrupts: (endpoint, packetSize, listener) =>
        this.#listenInterrupts(endpoint, packetSize, listener),
      bulkRead: (endpoint, length, signal) => this.#bulkRead(endpoint, length, signal),
      clearHalt: (endpoint) =>
        this.#io(() => {
          this.haltsCleared.push(endpoint);
        }),
    };
  }

  /** The cable is pulled: every transfer fails with no-device, from now on. */
  disconnect(): void {
    if (!this.#connected) return;
    this.#connected = false;
    for (const timer of this.#timers) this.#clock.clearTimeout(timer);
    this.#timers.clear();
    this.#read?.reject(gone());
    this.#read = undefined;
    const listener = this.#listener;
    this.#listener = undefined;
    listener?.error(gone());
  }

  // ── transfers ───────────────────────────────────────────────────────────────────────────

  #io(operation: () => void): Promise<void> {
    if (!this.#connected) {
      return Promise.reject(gone());
    }
    operation();
    return Promise.resolve();
  }

  #later<T>(work: () => T): Promise<T> {
    return new Promise((resolve, reject) => {
      this.#after(LATENCY.control, () => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  }

  #after(ms: number, work: () => void): ReturnType<Clock['setTimeout']> {
    const timer = this.#clock.setTimeout(() => {
      this.#timers.delete(timer);
      work();
    }, ms);
    this.#timers.add(timer);
    return timer;
  }

  /** Why the device would refuse a control transfer now, if it would. */
  #refusal(setup: ControlSetup): UsbTransferError | undefined {
    if (!this.#connected) return gone();
    if (!this.#claimed) return new UsbTransferError('io', 'The interface is not claimed.');
    if (setup.request !== REGISTER_REQUEST || setup.index !== 0) {
      return new UsbTransferError('stall', `Request ${setup.request} is not supported.`);
    }
    return undefined;
  }

  #controlIn(setup: ControlSetup, length: number): Promise<Uint8Array> {
    const refusal = this.#refusal(setup);
    if (refusal !== undefined) return Promise.reject(refusal);
    return this.#later(() => this.#readRegister(setup.value, length));
  }

  #controlOut(setup: ControlSetup, data: Uint8Array): Promise<void> {
    const refusal = this.#refusal(setup);
    if (refusal !== undefined) return Promise.reject(refusal);
    const copy = Uint8Array.from(data);
    return this.#later(() => {
      this.#writeRegister(setup.value, copy);
    });
  }

  #listenInterrupts(endpoint: number, packetSize: number, listener: InterruptListener): () => void {
    if (endpoint !== INTERRUPT_ENDPOINT || packetSize !== INTERRUPT_PACKET_SIZE) {
      throw new RangeError(`The reader interrupts on 0x81 in 64-byte packets.`);
    }
    if (!this.#connected) {
      listener.error(gone());
      return () => undefined;
    }
    this.#listener = listener;
    return () => {
      if (this.#listener === listener) this.#listener = undefined;
    };
  }

  #bulkRead(endpoint: number, length: number, signal: AbortSignal): Promise<Uint8Array> {
    if (!this.#connected) {
      return Promise.reject(gone());
    }
    if (endpoint !== IMAGE_ENDPOINT) {
      return Promise.reject(new UsbTransferError('stall', `No bulk endpoint ${endpoint}.`));
    }
    if (this.#read !== undefined) {
      return Promise.reject(new UsbTransferError('io', 'A bulk read is already queued.'));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (this.#read !== read) return;
        this.#read = undefined;
        this.#cancelFrame();
        reject(new UsbTransferError('cancelled', 'The transfer was cancelled.'));
      };
      const read: PendingRead = {
        length,
        resolve: (data) => {
          signal.removeEventListener('abort', onAbort);
          resolve(data);
        },
        reject: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      if (signal.aborted) {
        reject(new UsbTransferError('cancelled', 'The transfer was cancelled.'));
        return;
      }
      this.#read = read;
      signal.addEventListener('abort', onAbort, { once: true });
      if (this.#mode === Mode.capture) this.#scheduleFrame();
    });
  }

  // ── registers ───────────────────────────────────────────────────────────────────────────

  #readRegister(register: number, length: number): Uint8Array {
    switch (register) {
      case Register.hardwareStatus:
        return Uint8Array.of(this.#status).subarray(0, length);
      case Register.scrambleKey: {
        const key = new Uint8Array(4);
        const value = (this.key(this.#keyIndex) ^ this.#keyExchangeSeed) >>> 0;
        new DataView(key.buffer).setUint32(0, value, true);
        return key.subarray(0, length);
      }
      case Register.deviceInfo:
        return new Uint8Array(DEVICE_INFO_LENGTH).subarray(0, length);
      case Register.challenge: {
        this.#challenge = Uint8Array.from(
          { length: CHALLENGE_LENGTH },
          () => this.#random() & 0xff,
        );
        return this.#challenge.subarray(0, length);
      }
      default:
        throw new UsbTransferError('stall', `Register 0x${register.toString(16)} is not readable.`);
    }
  }

  #writeRegister(register: number, data: Uint8Array): void {
    const value = data[0] ?? 0;
    switch (register) {
      case Register.hardwareStatus:
        this.statusWrites.push(value);
        this.#writeStatus(value);
        return;
      case Register.mode:
        this.modes.push(value);
        this.#setMode(value);
        return;
      case Register.scrambleIndex:
        this.keyExchanges.push(value);
        this.#keyIndex = value;
        this.#keyExchangeSeed = new DataView(data.buffer, data.byteOffset).getUint32(1, true);
        return;
      case Register.response: {
        const expected = this.#challenge && challengeResponse(this.#challenge);
        this.#authenticated = expected !== undefined && Buffer.from(expected).equals(data);
        return;
      }
      default:
        throw new UsbTransferError('stall', `Register 0x${register.toString(16)} is not writable.`);
    }
  }

  #writeStatus(value: number): void {
    if ((this.#status & CONFUSED) === CONFUSED) {
      // Only writing the low bits reboots a confused reader; it comes back in low power.
      if ((value & Status.lowPower) === 0) {
        this.#after(LATENCY.reboot, () => (this.#status = Status.lowPower | Status.rebooted));
      }
      return;
    }
    if (value & Status.lowPower) {
      this.#status = value | Status.lowPower;
      this.#mode = Mode.off;
      return;
    }
    if ((this.#status & Status.lowPower) === 0 || this.#poweringUp) return;
    if (this.#challengeRequired && !this.#authenticated) return;
    this.#authenticated = false;
    this.#poweringUp = true;
    this.#after(LATENCY.powerUp, () => {
      this.#poweringUp = false;
      this.#status = value & Status.writableBits;
      this.#mode = Mode.ready;
      if (this.#missedScanPower > 0) {
        this.#missedScanPower -= 1;
        return;
      }
      this.#after(LATENCY.scanPower, () => {
        this.#emit(Interrupt.scanPowerOn);
      });
    });
  }

  #setMode(mode: number): void {
    this.#mode = mode;
    if (mode !== Mode.capture) this.#cancelFrame();
    if (mode === Mode.awaitFingerOn && this.#finger !== undefined && !this.#reportedOn) {
      this.#reportFinger(true);
    } else if (mode === Mode.capture && this.#read !== undefined) {
      this.#scheduleFrame();
    }
  }

  // ── interrupts and frames ───────────────────────────────────────────────────────────────

  #reportFinger(on: boolean): void {
    this.#reportedOn = on;
    this.#interrupt(on ? Interrupt.fingerOn : Interrupt.fingerOff);
  }

  #interrupt(code: number): void {
    this.#after(LATENCY.interrupt, () => {
      this.#emit(code);
    });
  }

  #emit(code: number): void {
    const packet = new Uint8Array(INTERRUPT_PACKET_SIZE);
    packet[0] = code >> 8;
    packet[1] = code & 0xff;
    this.#listener?.packet(packet);
  }

  #scheduleFrame(): void {
    if (this.#frameTimer !== undefined) return;
    this.#frameTimer = this.#after(LATENCY.frame, () => {
      this.#frameTimer = undefined;
      this.#sendFrame(this.#finger ?? this.#lastPressed);
    });
  }

  #cancelFrame(): void {
    if (this.#frameTimer === undefined) return;
    this.#clock.clearTimeout(this.#frameTimer);
    this.#timers.delete(this.#frameTimer);
    this.#frameTimer = undefined;
  }

  #sendFrame(image: GreyImage | undefined): void {
    const read = this.#read;
    if (read === undefined) return;
    this.#read = undefined;
    const script = this.#scripts.shift() ?? {};
    if (script.stall) {
      read.reject(new UsbTransferError('stall', 'The image endpoint stalled.'));
      return;
    }
    const layout: FrameLayout = {
      ...defaultLayout(this.#scrambled),
      ...(script.keyNumber === undefined ? {} : { keyNumber: script.keyNumber }),
      ...(script.blocks === undefined ? {} : { blocks: script.blocks }),
    };
    const glass = image ?? blankFrame();
    let frame = encodeFrame(glass, layout, {
      key: (keyNumber) => this.key(keyNumber),
      junk: () => this.#random() & 0xff,
    });
    if (script.lineCount !== undefined) {
      new DataView(frame.buffer).setUint16(FrameHeaderOffset.lineCount, script.lineCount, true);
    }
    if (script.truncateTo !== undefined) frame = frame.subarray(0, script.truncateTo);
    read.resolve(frame.subarray(0, read.length));
  }
}
