// A fingerprint reader with no hardware behind it: Zyno Desktop and its tests drive it with
// touches of synthetic fingers and with plugging and unplugging, and it answers through the same
// FingerprintReader interface, events and quality checks as the U.are.U driver.

import { systemClock, type Clock, type TimerHandle } from '../driver/clock.ts';
import { assessCapture } from '../driver/quality.ts';
import { ReaderEmitter } from '../driver/reader-emitter.ts';
import { ReaderError } from '../driver/reader-error.ts';
import type { FingerprintReader, ReaderInfo } from '../driver/reader.ts';
import {
  renderConditionedImpression,
  type ImpressionConditions,
} from '../synthetic/impression-conditions.ts';
import { renderImpression, type Impression } from '../synthetic/render-impression.ts';
import { impressionSeed, syntheticMaster } from '../synthetic/synthetic-finger.ts';

export interface VirtualReaderOptions {
  readonly clock?: Clock;
  /** Whether the reader is plugged in when watching starts (default true). */
  readonly plugged?: boolean;
  /** Milliseconds from finger-on to the finished frame (default 200, like the U.are.U). */
  readonly scanMs?: number;
}

export interface TouchOptions {
  /** Which impression of the finger (default 0); each index is a different placement. */
  readonly impressionIndex?: number;
  /** 0–1 share of the frame touched; drawn per impression if unset. */
  readonly contact?: number;
  /** How long the finger stays on (default 1000 ms; shorter than the scan is "too fast"). */
  readonly durationMs?: number;
  /** A careless, wet, dry or distorted touch (synthetic/impression-conditions.ts); careful if unset. */
  readonly conditions?: ImpressionConditions;
}

/**
 * How a touch ended: `captured` or `rejected` (a capture-error about its quality), `ignored`
 * when the reader was not waiting for a finger, `interrupted` when it was unplugged, stopped
 * or shut down meanwhile.
 */
export type TouchOutcome = 'captured' | 'rejected' | 'ignored' | 'interrupted';

export interface TouchResult {
  readonly outcome: TouchOutcome;
  /** The impression the reader saw, with its ground truth; null if none was scanned. */
  readonly impression: Impression | null;
}

export interface VirtualReader extends FingerprintReader {
  /** Plugs the reader in (an `attached` event once watching). No-op when plugged. */
  attach(): void;
  /** Unplugs it: a scan under way ends in an `unplugged` capture-error, then `detached`. */
  detach(): void;
  /** Puts impression `impressionIndex` of finger `fingerSeed` on the reader and lifts it again. */
  touch(fingerSeed: number, options?: TouchOptions): Promise<TouchResult>;
}

export const VIRTUAL_READER_MODEL = 'Virtual reader';
const DEFAULT_SCAN_MS = 200;
const DEFAULT_TOUCH_MS = 1000;

export function createVirtualReader(options: VirtualReaderOptions = {}): VirtualReader {
  return new Reader(options);
}

interface Touch {
  readonly reader: ReaderInfo;
  readonly timers: TimerHandle[];
  readonly finish: (outcome: TouchOutcome) => void;
  impression: Impression | null;
  /** Set once the frame is scanned. */
  verdict: 'captured' | 'rejected' | null;
  lifted: boolean;
}

class Reader implements VirtualReader {
  readonly #clock: Clock;
  readonly #scanMs: number;
  readonly #events = new ReaderEmitter();
  #plugged: boolean;
  #plugs = 0;
  #current: ReaderInfo | null = null;
  #started = false;
  #wanted = false;
  #shutDown = false;
  #touch: Touch | undefined;

  constructor(options: VirtualReaderOptions) {
    this.#clock = options.clock ?? systemClock;
    this.#scanMs = options.scanMs ?? DEFAULT_SCAN_MS;
    this.#plugged = options.plugged ?? true;
  }

  get current(): ReaderInfo | null {
    return this.#current;
  }

  get capturing(): boolean {
    return this.#wanted;
  }

  start(): Promise<void> {
    if (this.#shutDown) return Promise.reject(new ReaderError('shut-down'));
    // Only the first start announces the reader; later ones have nothing to do.
    if (!this.#started && this.#plugged) this.#announce();
    this.#started = true;
    return Promise.resolve();
  }

  startCapturing(): Promise<void> {
    return new Promise((resolve) => {
      this.#assertUsable();
      this.#wanted = true;
      resolve();
    });
  }

  stopCapturing(): Promise<void> {
    return new Promise((resolve) => {
      this.#assertUsable();
      this.#wanted = false;
      // A reader turned off sees nothing more of the finger on it.
      this.#endTouch('interrupted');
      resolve();
    });
  }

  shutdown(): Promise<void> {
    this.#shutDown = true;
    this.#wanted = false;
    this.#endTouch('interrupted');
    this.#current = null;
    return Promise.resolve();
  }

  /** Subscriptions go straight to the emitter every reader event leaves through. */
  readonly on: FingerprintReader['on'] = (event, listener) => this.#events.on(event, listener);
  readonly listenerCount = (): number => this.#events.listenerCount();

  attach(): void {
    if (this.#plugged || this.#shutDown) return;
    this.#plugged = true;
    if (this.#started) this.#announce();
  }

  detach(): void {
    if (!this.#plugged) return;
    this.#plugged = false;
    const reader = this.#current;
    if (reader === null) return;
    const touch = this.#touch;
    if (touch !== undefined && touch.verdict === null)
      this.#events.emitCaptureError(reader, 'unplugged');
    this.#endTouch('interrupted');
    this.#current = null;
    this.#events.emit('detached', { reader });
  }

  touch(fingerSeed: number, options: TouchOptions = {}): Promise<TouchResult> {
    return new Promise((resolve, reject) => {
      this.#assertUsable();
      if (this.#touch !== undefined)
        throw new Error('A finger is already on the virtual reader: lift it first.');
      const reader = this.#current;
      if (reader === null) throw new ReaderError('not-attached');
      if (!this.#wanted) {
        resolve({ outcome: 'ignored', impression: null });
        return;
      }
      const durationMs = options.durationMs ?? DEFAULT_TOUCH_MS;
      const touch: Touch = {
        reader,
        timers: [],
        impression: null,
        verdict: null,
        lifted: false,
        finish: (outcome) => {
          resolve({ outcome, impression: touch.impression });
        },
      };
      this.#touch = touch;
      this.#events.emit('finger-on', { reader });
      touch.timers.push(
        this.#clock.setTimeout(() => {
          try {
            this.#scan(touch, fingerSeed, options);
          } catch (error) {
            this.#touch = undefined;
            for (const timer of touch.timers) this.#clock.clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }, this.#scanMs),
        this.#clock.setTimeout(() => {
          this.#lift(touch);
        }, durationMs),
      );
    });
  }

  #scan(touch: Touch, fingerSeed: number, options: TouchOptions): void {
    if (this.#touch !== touch) return;
    const seed = impressionSeed(fingerSeed, options.impressionIndex ?? 0);
    const master = syntheticMaster(fingerSeed);
    const contact = options.contact === undefined ? {} : { contact: options.contact };
    const impression =
      options.conditions === undefined
        ? renderImpression(master, { seed, ...contact })
        : renderConditionedImpression(master, seed, options.conditions, contact);
    const quality = assessCapture(impression.image, touch.lifted);
    touch.impression = impression;
    touch.verdict = quality.issue === null ? 'captured' : 'rejected';
    if (quality.issue === null) {
      this.#events.emit('capture', { reader: touch.reader, image: impression.image, quality });
    } else {
      this.#events.emitCaptureError(touch.reader, quality.issue, {
        image: impression.image,
        quality,
      });
    }
    // A finger lifted before the frame was done has already said finger-off.
    if (touch.lifted) this.#finish(touch, touch.verdict);
  }

  #lift(touch: Touch): void {
    if (this.#touch !== touch) return;
    touch.lifted = true;
    this.#events.emit('finger-off', { reader: touch.reader });
    if (touch.verdict !== null) this.#finish(touch, touch.verdict);
  }

  #finish(touch: Touch, outcome: TouchOutcome): void {
    this.#touch = undefined;
    for (const timer of touch.timers) this.#clock.clearTimeout(timer);
    touch.finish(outcome);
  }

  #endTouch(outcome: TouchOutcome): void {
    const touch = this.#touch;
    if (touch !== undefined) this.#finish(touch, outcome);
  }

  #announce(): void {
    this.#plugs += 1;
    const reader: ReaderInfo = {
      id: `virtual-${this.#plugs}`,
      model: VIRTUAL_READER_MODEL,
      vendorId: 0,
      productId: 0,
    };
    this.#current = reader;
    this.#events.emit('attached', { reader });
  }

  #assertUsable(): void {
    if (this.#shutDown) throw new ReaderError('shut-down');
  }
}
