// Time as the driver sees it: injected so tests run power-up polling and timeouts on virtual
// time instead of waiting real seconds.

export type TimerHandle = { readonly timer: unknown };

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => ({ timer: setTimeout(callback, ms) }),
  clearTimeout: (handle) => {
    clearTimeout(handle.timer as ReturnType<typeof setTimeout>);
  },
};

/** Thrown by `sleep` when its signal aborts; callers treat it as "the work was called off". */
export class AbortedError extends Error {
  constructor() {
    super('The operation was called off.');
    this.name = 'AbortedError';
  }
}

/** Resolves after `ms`; rejects with `AbortedError` (and clears its timer) if `signal` aborts. */
export function sleep(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new AbortedError());
      return;
    }
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(new AbortedError());
    };
    const handle = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
