// One open U.are.U reader: its interrupts, the power-up (power-up.ts) and the capture cycle
// driven by finger-on/off interrupts, with register I/O through one RegisterPort.

import { randomInt } from 'node:crypto';

import { AbortedError, type Clock } from './clock.ts';
import { decodeFrame, parseFrameHeader } from './frame.ts';
import type { GreyImage } from './grey-image.ts';
import { uprightImage } from './orientation.ts';
import { powerUp, ScanPowerWatch } from './power-up.ts';
import {
  CAPTURE_TIMEOUT_MS,
  FRAME_REQUEST_LENGTH,
  IMAGE_ENDPOINT,
  INTERRUPT_ENDPOINT,
  INTERRUPT_PACKET_SIZE,
  Interrupt,
  Mode,
} from './protocol.ts';
import { assessCapture, type CaptureQuality } from './quality.ts';
import { describeError, ReaderError, type CaptureErrorReason } from './reader-error.ts';
import { RegisterPort } from './register-port.ts';
import { isUsbTransferError, type UsbTransferError, type UsbTransport } from './transport.ts';
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

export class Uru4000Session {
  readonly #transport: UsbTransport;
  readonly #model: ReaderModel;
  readonly #clock: Clock;
  readonly #handlers: SessionHandlers;
  readonly #randomSeed: () => number;
  /** Aborted when the session closes: cancels waits, the pending frame and queued I/O. */
  readonly #closing = new AbortController();
  readonly #registers: RegisterPort;
  readonly #scanPower = new ScanPowerWatch();
  #state: SessionState = 'closed';
  #stopInterrupts: (() => void) | undefined;
  #liftedEarly = false;
  #capture: AbortController | undefined;

  constructor(options: SessionOptions) {
    this.#transport = options.transport;
    this.#model = options.model;
    this.#clock = options.clock;
    this.#handlers = options.handlers;
    this.#randomSeed = options.randomSeed ?? (() => randomInt(0, 0x1_0000_0000));
    this.#registers = new RegisterPort(options.transport, this.#closing.signal);
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
  powerUp(): Promise<void> {
    return powerUp({
      registers: this.#registers,
      clock: this.#clock,
      scanPower: this.#scanPower,
      challengeResponse: this.#model.challengeResponse,
      signal: this.#closing.signal,
    });
  }

  /** Waits for a finger. */
  async arm(): Promise<void> {
    this.#state = 'await-finger-on';
    await this.#registers.setMode(Mode.awaitFingerOn);
  }

  /** Stops waiting for fingers (mode 0x70), dropping a capture in progress. */
  async turnOff(): Promise<void> {
    this.#state = 'idle';
    this.#capture?.abort();
    await this.#registers.setMode(Mode.off);
  }

  /** Stops all I/O and hands the device back; safe to call on a device that is gone. */
  async close(): Promise<void> {
    if (this.#closing.signal.aborted) return;
    this.#state = 'closed';
    this.#closing.abort();
    this.#stopInterrupts?.();
    this.#stopInterrupts = undefined;
    await this.#registers.drain();
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
      this.#scanPower.seen();
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
      await this.#registers.setMode(Mode.capture);
      const frame = await read;
      const liftedEarly = this.#liftedEarly;
      const header = parseFrameHeader(frame);
      const raw = await decodeFrame(frame, header, (keyNumber) =>
        this.#registers.exchangeKey(keyNumber, this.#randomSeed()),
      );
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
    } else if (isUsbTransferError(error, 'no-device')) {
      this.#lost();
    } else if (isUsbTransferError(error, 'stall')) {
      this.#handlers.captureFailed('stalled', `The image transfer stalled: ${error.message}`);
      try {
        await this.#transport.clearHalt(IMAGE_ENDPOINT);
      } catch (failure) {
        this.#failed(failure);
        return;
      }
      await this.#rearm();
    } else {
      this.#handlers.captureFailed('stalled', describeError(error));
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
      await this.#registers.setMode(Mode.awaitFingerOff);
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
    if (isUsbTransferError(error, 'no-device')) {
      this.#lost();
      return;
    }
    this.#state = 'idle';
    this.#handlers.captureFailed('stalled', describeError(error));
  }

  #lost(): void {
    if (this.#state === 'closed') return;
    const duringCapture = this.#state === 'capturing';
    this.#state = 'closed';
    this.#handlers.gone(duringCapture);
  }
}
