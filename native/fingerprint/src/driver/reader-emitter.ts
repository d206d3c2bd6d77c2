// A typed event emitter for readers. A throwing listener is reported on the next tick, so one
// bad subscriber cannot break the driver's state machine.

import type { ReaderEventName, ReaderEvents } from './reader.ts';

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

  listenerCount(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }
}
