// A typed event emitter for readers. A throwing listener is reported on the next tick, so one
// bad subscriber cannot break the driver's state machine.

import { READER_ERROR_MESSAGES } from './messages.ts';
import type { CaptureErrorReason } from './reader-error.ts';
import type { CaptureErrorEvent, ReaderEventName, ReaderEvents, ReaderInfo } from './reader.ts';

type Listener<E extends ReaderEventName> = (payload: ReaderEvents[E]) => void;

export class ReaderEmitter {
  readonly #listeners = new Map<ReaderEventName, Set<(payload: never) => void>>();

  on<E extends ReaderEventName>(event: E, listener: Listener<E>): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    set.add(listener);
    this.#listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  }

  emit<E extends ReaderEventName>(event: E, payload: ReaderEvents[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<E>)(payload);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** A `capture-error` carrying the message people see for `reason`. */
  emitCaptureError(
    reader: ReaderInfo,
    reason: CaptureErrorReason,
    extra?: Pick<CaptureErrorEvent, 'image' | 'quality' | 'detail'>,
  ): void {
    this.emit('capture-error', {
      reader,
      reason,
      message: READER_ERROR_MESSAGES[reason],
      ...extra,
    });
  }

  listenerCount(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }
}
