// The fingerprint reader as Zyno Desktop's main process sees it, whether a U.are.U on USB or
// the virtual reader: hot-plug, finger presence, captures with a quality report, failures.

import type { GreyImage } from './grey-image.ts';
import type { CaptureQuality } from './quality.ts';
import type { CaptureErrorReason } from './reader-error.ts';

export interface ReaderInfo {
  /** Stable while the reader stays plugged in. */
  readonly id: string;
  readonly model: string;
  readonly vendorId: number;
  readonly productId: number;
}

export interface ReaderEvent {
  readonly reader: ReaderInfo;
}

export interface CaptureEvent extends ReaderEvent {
  readonly image: GreyImage;
  readonly quality: CaptureQuality;
}

export interface CaptureErrorEvent extends ReaderEvent {
  readonly reason: CaptureErrorReason;
  readonly message: string;
  /** What went wrong on the wire, for logs; never shown to people. */
  readonly detail?: string;
  /** The frame that was read, when the failure is about its quality. */
  readonly image?: GreyImage;
  readonly quality?: CaptureQuality;
}

export interface ReaderEvents {
  attached: ReaderEvent;
  detached: ReaderEvent;
  'finger-on': ReaderEvent;
  'finger-off': ReaderEvent;
  /** A usable image; its quality has no issue. */
  capture: CaptureEvent;
  'capture-error': CaptureErrorEvent;
}

export type ReaderEventName = keyof ReaderEvents;

export interface FingerprintReader {
  /** The attached reader, or null. */
  readonly current: ReaderInfo | null;
  /** Whether captures are wanted (between startCapturing and stopCapturing). */
  readonly capturing: boolean;
  /**
   * Starts watching for readers: `attached` for one already plugged in, then on hot-plug.
   * Call once, before anything else.
   */
  start(): Promise<void>;
  /**
   * Waits for fingers from now on. With a reader attached it resolves once the reader is
   * powered up and armed (rejecting with a ReaderError if it cannot be); without one it
   * resolves at once and the reader is armed when it is plugged in.
   */
  startCapturing(): Promise<void>;
  stopCapturing(): Promise<void>;
  /** Turns the reader off, releases it and stops watching; the reader cannot be started again. */
  shutdown(): Promise<void>;
  /** Returns a function that removes the listener. */
  on<E extends ReaderEventName>(event: E, listener: (payload: ReaderEvents[E]) => void): () => void;
  /** Listeners currently registered, over all events (lets owners check for leaks). */
  listenerCount(): number;
}
