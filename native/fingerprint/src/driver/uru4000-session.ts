// One open U.are.U reader: register I/O, the power-up sequence (reboot, power cycle,
// challenge–response, scan-power interrupt, three attempts) and the capture cycle driven by
// finger-on/off interrupts.

import { randomInt } from 'node:crypto';

import { challengeResponse } from './challenge.ts';
import { AbortedError, sleep, type Clock } from './clock.ts';
import { decodeFrame, parseFrameHeader } from './frame.ts';
import type { GreyImage } from './grey-image.ts';
import { uprightImage } from './orientation.ts';
import {
  CAPTURE_TIMEOUT_MS,
  CHALLENGE_LENGTH,
  FRAME_REQUEST_LENGTH,
  IMAGE_ENDPOINT,
  INTERRUPT_ENDPOINT,
  INTERRUPT_PACKET_SIZE,
  Interrupt,
  Mode,
  POWER_UP_ATTEMPTS,
  REGISTER_REQUEST,
  Register,
  SCAN_POWER_TIMEOUT_MS,
  STATUS_POLL_ATTEMPTS,
  STATUS_POLL_INTERVAL_MS,
  Status,
} from './protocol.ts';
import { assessCapture, type CaptureQuality } from './quality.ts';
import { ReaderError, type CaptureErrorReason } from './reader-error.ts';
import { UsbTransferError, type UsbTransport } from './transport.ts';
import type { ReaderModel } from './usb-ids.ts';

export interface SessionHandlers {
  fingerOn(): void;
  fingerOff(): void;
  /** A frame was read; `quality.issue` says whether it is usable. */
  captured(image: GreyImage, quality: CaptureQuality): void;
  captureFailed(reason: CaptureErrorReason, detail: string): void;
  /** The device disappeared; `duringCapture` when a frame was being read. */
  gone(duringCapture: boolean): void;
}

export interface SessionOptions {
  readonly transport: UsbTransport;
  readonly model: ReaderModel;
  readonly clock: Clock;
  readonly handlers: SessionHandlers;
  /** The seed of each key exchange; random unless a test fixes it. */
  readonly randomSeed?: () => number;
}

type SessionState = 'closed' | 'idle' | 'await-finger-on' | 'capturing' | 'await-finger-off';

const hex = (value: number) => `0x${value.toString(16).padStart(2, '0')}`;

export class Uru4000Session {
  readonly #transport: UsbTransport;
  readonly #model: ReaderModel;
  readonly #clock: Clock;
  readonly #handlers: SessionHandlers;
  readonly #randomSeed: () => number;
  /** Aborted when the session closes: cancels waits, the pending frame and queued I/O. */
  readonly #closing = new AbortController();
  #state: SessionState = 'closed';
  #stopInterrupts: (() => void) | undefined;
  /** Control transfers go out one at a time, in the order they were asked for. */
  #controlQueue: Promise<unknown> = Promise.resolve();
  #scanPowerSeen = false;
  #scanPowerWaiter: (() => void) | undefined;
  #liftedEarly = false;
  #capture: AbortController | undefined;

  constructor(options: SessionOptions) {
    this.#transport = options.transport;
    this.#model = options.model;
    this.#clock = options.clock;
    this.#handlers = options.handlers;
    this.#randomSeed = options.randomSeed ?? (() => randomInt(0, 0x1_0000_0000));
  }

  get capturing(): boolean {
    return this.#state === 'capturing';
  }

  /** Waiting for a finger, capturing, or waiting for the finger to lift. */
  get armed(): boolean {
    return this.#state !== 'closed' && this.#state !== 'idle';
  }

  async open(): Promise<void> {
    await this.#transport.claim();
    this.#state = 'idle';
    this.#listen();
  }

  /** The documented power-up, retried while the scan-power interrupt fails to come. */
  async powerUp(): Promise<void> {
    for (let attempt = 1; attempt <= POWER_UP_ATTEMPTS; attempt += 1) {
      this.#scanPowerSeen = false;
      let status = await this.#readStatus();
      if ((status & Status.needsReboot) === Status.needsReboot) status = await this.#reboot(status);
      if ((status & Status.lowPower) === 0) {
        status |= Status.lowPower;
        await this.#writeStatus(status);
      }
      await this.#powerOn(status);
      if (await this.#scanPower()) return;
    }
    throw new ReaderError(
      'power-up-failed',
      `No scan-power interrupt within ${SCAN_POWER_TIMEOUT_MS} ms in ${POWER_UP_ATTEMPTS} attempts.`,
    );
  }

  /** Waits for a finger. */
  async arm(): Promise<void> {
    this.#state = 'await-finger-on';
    await this.#setMode(Mode.awaitFingerOn);
  }

  /** Stops waiting for fingers (mode 0x70), dropping a capture in progress. */
  async turnOff(): Promise<void> {
    this.#state = 'idle';
    this.#capture?.abort();
    await this.#setMode(Mode.off);
  }

  /** Stops all I/O and hands the device back; safe to call on a device that is gone. */
  async close(): Promise<void> {
    if (this.#closing.signal.aborted) return;
    this.#state = 'closed';
    this.#closing.abort();
    this.#stopInterrupts?.();
    this.#stopInterrupts = undefined;
    await this.#controlQueue.catch(() => undefined);
    await this.#transport.release().catch(() => undefined);
    await this.#transport.close().catch(() => undefined);
  }

  // ── interrupts ──────────────────────────────────────────────────────────────────────────

  #listen(): void {
    this.#stopInterrupts = this.#transport.listenInterrupts(
      INTERRUPT_ENDPOINT,
      INTERRUPT_PACKET_SIZE,
      {
        packet: (data) => {
          this.#onInterrupt(data);
        },
        error: (error) => {
          this.#onInterruptError(error);
        },
      },
    );
  }

  #onInterrupt(packet: Uint8Array): void {
    if (packet.length < 2 || this.#state === 'closed') return;
    const code = ((packet[0] ?? 0) << 8) | (packet[1] ?? 0);
    if (code === Interrupt.scanPowerOn) {
      this.#scanPowerSeen = true;
      this.#scanPowerWaiter?.();
    } else if (code === Interrupt.fingerOn && this.#state === 'await-finger-on') {
      this.#state = 'capturing';
      this.#handlers.fingerOn();
      void this.#captureFrame();
    } else if (code === Interrupt.fingerOff && this.#state === 'capturing') {
      this.#liftedEarly = true;
      this.#handlers.fingerOff();
    } else if (code === Interrupt.fingerOff && this.#state === 'await-finger-off') {
      this.#handlers.fingerOff();
      void this.#rearm();
    }
    // 0x0800 only warns that the next scan may fail; the capture reports it if it does.
  }

  #onInterruptError(error: UsbTransferError): void {
    this.#stopInterrupts = undefined;
    if (this.#state === 'closed' || error.kind === 'cancelled') return;
    if (error.kind === 'no-device') {
      this.#lost();
      return;
    }
    void this.#recoverInterrupts(error);
  }

  async #recoverInterrupts(error: UsbTransferError): Promise<void> {
    this.#handlers.captureFailed('stalled', `The interrupt pipe failed: ${error.message}`);
    try {
      await this.#transport.clearHalt(INTERRUPT_ENDPOINT);
      if (this.#state === 'closed') return;
      this.#listen();
      await this.#rearm();
    } catch (failure) {
      this.#failed(failure);
    }
  }

  /** Resolves true once the scan-power interrupt has come, false after the timeout. */
  #scanPower(): Promise<boolean> {
    if (this.#scanPowerSeen) return Promise.resolve(true);
    const signal = this.#closing.signal;
    return new Promise<boolean>((resolve, reject) => {
      const finish = (seen: boolean) => {
        this.#clock.clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.#scanPowerWaiter = undefined;
        resolve(seen);
      };
      const onAbort = () => {
        this.#clock.clearTimeout(timer);
        this.#scanPowerWaiter = undefined;
        reject(new AbortedError());
      };
      const timer = this.#clock.setTimeout(() => {
        finish(false);
      }, SCAN_POWER_TIMEOUT_MS);
      this.#scanPowerWaiter = () => {
        finish(true);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  // ── capture ─────────────────────────────────────────────────────────────────────────────

  async #captureFrame(): Promise<void> {
    this.#liftedEarly = false;
    const capture = new AbortController();
    this.#capture = capture;
    // An object, not a let: the flag is set in the timer's callback, out of the flow analysis' sight.
    const deadline = { passed: false };
    const timer = this.#clock.setTimeout(() => {
      deadline.passed = true;
      capture.abort();
    }, CAPTURE_TIMEOUT_MS);
    const signal = AbortSignal.any([capture.signal, this.#closing.signal]);
    try {
      const read = this.#transport.bulkRead(IMAGE_ENDPOINT, FRAME_REQUEST_LENGTH, signal);
      // Settled below; this branch only keeps an early failure of setMode from leaving it unhandled.
      read.catch(() => undefined);
      await this.#setMode(Mode.capture);
      const frame = await read;
      const liftedEarly = this.#liftedEarly;
      const header = parseFrameHeader(frame);
      const raw = await decodeFrame(frame, header, (keyNumber) => this.#exchangeKey(keyNumber));
      if (this.#state !== 'capturing') return;
      const image = uprightImage(raw);
      this.#handlers.captured(image, assessCapture(image, liftedEarly));
      await this.#afterCapture();
    } catch (error) {
      if (this.#state !== 'capturing') return;
      if (deadline.passed) {
        this.#handlers.captureFailed('stalled', `No image within ${CAPTURE_TIMEOUT_MS} ms.`);
        await this.#rearm();
      } else {
        await this.#captureError(error);
      }
    } finally {
      this.#clock.clearTimeout(timer);
      if (this.#capture === capture) this.#capture = undefined;
    }
  }

  async #captureError(error: unknown): Promise<void> {
    if (error instanceof ReaderError && error.reason === 'bad-frame') {
      this.#handlers.captureFailed('bad-frame', error.detail ?? error.message);
      await this.#rearm();
    } else if (error instanceof UsbTransferError && error.kind === 'no-device') {
      this.#lost();
    } else if (error instanceof UsbTransferError && error.kind === 'stall') {
      this.#handlers.captureFailed('stalled', `The image transfer stalled: ${error.message}`);
      try {
        await this.#transport.clearHalt(IMAGE_ENDPOINT);
      } catch (failure) {
        this.#failed(failure);
        return;
      }
      await this.#rearm();
    } else {
      this.#handlers.captureFailed('stalled', describe(error));
      await this.#rearm();
    }
  }

  /** Waits for the finger to lift, or for the next finger when it already has. */
  async #afterCapture(): Promise<void> {
    if (this.#liftedEarly) {
      await this.#rearm();
      return;
    }
    this.#state = 'await-finger-off';
    try {
      await this.#setMode(Mode.awaitFingerOff);
    } catch (error) {
      this.#failed(error);
    }
  }

  async #rearm(): Promise<void> {
    if (this.#state === 'closed' || this.#state === 'idle') return;
    try {
      await this.arm();
    } catch (error) {
      this.#failed(error);
    }
  }

  /** An I/O failure outside a caller's promise: report it, or lose the device if it is gone. */
  #failed(error: unknown): void {
    if (this.#state === 'closed' || error instanceof AbortedError) return;
    if (error instanceof UsbTransferError && error.kind === 'no-device') {
      this.#lost();
      return;
    }
    this.#state = 'idle';
    this.#handlers.captureFailed('stalled', describe(error));
  }

  #lost(): void {
    if (this.#state === 'closed') return;
    const duringCapture = this.#state === 'capturing';
    this.#state = 'closed';
    this.#handlers.gone(duringCapture);
  }

  // ── registers ───────────────────────────────────────────────────────────────────────────

  async #reboot(status: number): Promise<number> {
    await this.#writeStatus(status & Status.writableBits);
    for (let poll = 0; poll < STATUS_POLL_ATTEMPTS; poll += 1) {
      const now = await this.#readStatus();
      if (now & Status.rebooted) return now;
      await this.#pause();
    }
    throw new ReaderError(
      'power-up-failed',
      `The reader did not come back from a power reboot in ${STATUS_POLL_ATTEMPTS} polls.`,
    );
  }

  async #powerOn(status: number): Promise<void> {
    const value = status & Status.writableBits;
    let now = status;
    for (let poll = 0; poll < STATUS_POLL_ATTEMPTS; poll += 1) {
      await this.#writeStatus(value);
      now = await this.#readStatus();
      if ((now & Status.lowPower) === 0) return;
      await this.#pause();
      if (this.#model.challengeResponse) await this.#answerChallenge();
    }
    throw new ReaderError(
      'power-up-failed',
      `The reader stayed in low power (status ${hex(now)}) for ${STATUS_POLL_ATTEMPTS} polls.`,
    );
  }

  async #answerChallenge(): Promise<void> {
    const challenge = await this.#readRegisters(Register.challenge, CHALLENGE_LENGTH);
    await this.#writeRegisters(Register.response, challengeResponse(challenge));
  }

  /** Registers 0x33/0x34: send the key number and a seed, get back the key XOR the seed. */
  async #exchangeKey(keyNumber: number): Promise<number> {
    const seed = this.#randomSeed() >>> 0;
    const index = new Uint8Array(5);
    index[0] = keyNumber;
    new DataView(index.buffer).setUint32(1, seed, true);
    await this.#writeRegisters(Register.scrambleIndex, index);
    const key = await this.#readRegisters(Register.scrambleKey, 4);
    return (new DataView(key.buffer, key.byteOffset, 4).getUint32(0, true) ^ seed) >>> 0;
  }

  #pause(): Promise<void> {
    return sleep(this.#clock, STATUS_POLL_INTERVAL_MS, this.#closing.signal);
  }

  async #readStatus(): Promise<number> {
    const [status = 0] = await this.#readRegisters(Register.hardwareStatus, 1);
    return status;
  }

  #writeStatus(value: number): Promise<void> {
    return this.#writeRegisters(Register.hardwareStatus, Uint8Array.of(value));
  }

  #setMode(mode: number): Promise<void> {
    return this.#writeRegisters(Register.mode, Uint8Array.of(mode));
  }

  #readRegisters(register: number, length: number): Promise<Uint8Array> {
    return this.#serial(async () => {
      const data = await this.#transport.controlIn(
        { request: REGISTER_REQUEST, value: register, index: 0 },
        length,
      );
      if (data.length !== length) {
        throw new UsbTransferError(
          'io',
          `Register ${hex(register)} answered ${data.length} bytes instead of ${length}.`,
        );
      }
      return data;
    });
  }

  #writeRegisters(register: number, data: Uint8Array): Promise<void> {
    return this.#serial(() =>
      this.#transport.controlOut({ request: REGISTER_REQUEST, value: register, index: 0 }, data),
    );
  }

  #serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.#controlQueue.then(() => {
      if (this.#closing.signal.aborted) throw new AbortedError();
      return operation();
    });
    this.#controlQueue = run.catch(() => undefined);
    return run;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
