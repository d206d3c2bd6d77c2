// Work that must not compete with the screen a sign-in lands on: it runs once the browser is
// idle after drawing it (issue 17: the launcher's cards come first).
import { startTransition, useEffect, useState } from 'react';

/** The longest `whenIdle` waits for the browser to be idle. */
const IDLE_WAIT_MS = 1_000;

/** Runs `work` once the browser is idle (the next task where it cannot tell); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(work, 0);
  return () => {
    clearTimeout(handle);
  };
}

/**
 * Runs `work` on each of `items` in order, one per idle moment, so that many small pieces of
 * work (each request a screen's caches start) never add up to one long task; returns a cancel.
 */
export function eachWhenIdle<Item>(items: readonly Item[], work: (item: Item) => void): () => void {
  let next = 0;
  const step = () => {
    const item = items[next];
    if (item === undefined) return;
    next += 1;
    work(item);
    cancel = whenIdle(step);
  };
  let cancel = whenIdle(step);
  return () => {
    cancel();
  };
}

/**
 * Whether the browser has been idle once since the calling component first drew: what a screen
 * shows only on demand (its closed dialogs) mounts then, not in the task that first draws it. The
 * mount is a transition, so React draws it in slices of a few milliseconds between which the
 * browser can answer input, not in one long task (issue 17: total blocking time).
 */
export function useIdleReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        startTransition(() => {
          setReady(true);
        });
      }),
    [],
  );
  return ready;
}
