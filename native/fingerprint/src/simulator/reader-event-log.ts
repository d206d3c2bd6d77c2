// Records what a reader emits, in order, and lets a test wait for the next event of a kind —
// the caller's view of a reader, for the driver's and the virtual reader's tests.

import type { FingerprintReader, ReaderEventName, ReaderEvents } from '../driver/reader.ts';

const READER_EVENT_NAMES: readonly ReaderEventName[] = [
  'attached',
  'detached',
  'finger-on',
  'finger-off',
  'capture',
  'capture-error',
];

type Entry = { [E in ReaderEventName]: { event: E; payload: ReaderEvents[E] } }[ReaderEventName];

export class ReaderEventLog {
  readonly entries: Entry[] = [];
  readonly #seen = new Map<ReaderEventName, number>();
  readonly #waiters = new Set<() => void>();
  readonly #unsubscribe: (() => void)[];

  constructor(reader: FingerprintReader) {
    this.#unsubscribe = READER_EVENT_NAMES.map((event) =>
      reader.on(event, (payload) => {
        this.entries.push({ event, payload } as Entry);
        for (const wake of [...this.#waiters]) wake();
      }),
    );
  }

  /** Event names in the order they came. */
  get names(): ReaderEventName[] {
    return this.entries.map((entry) => entry.event);
  }

  /** The next `event` not yet taken by an earlier call, waiting for it if need be. */
  next<E extends ReaderEventName>(event: E): Promise<ReaderEvents[E]> {
    const index = this.#seen.get(event) ?? 0;
    this.#seen.set(event, index + 1);
    return new Promise((resolve) => {
      const check = () => {
        const found = this.entries.filter((entry) => entry.event === event)[index];
        if (found === undefined) return false;
        this.#waiters.delete(wake);
        resolve(found.payload as ReaderEvents[E]);
        return true;
      };
      const wake = () => {
        check();
      };
      if (!check()) this.#waiters.add(wake);
    });
  }

  clear(): void {
    this.entries.length = 0;
    this.#seen.clear();
  }

  stop(): void {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
  }
}

/** Resolves once nothing is left to run: no promise continuations and no virtual timers. */
export async function settle(clock: { readonly pendingTimers: number }): Promise<void> {
  for (let idle = 0; idle < 3;) {
    await new Promise((resolve) => setImmediate(resolve));
    idle = clock.pendingTimers === 0 ? idle + 1 : 0;
  }
}
