// Work that must not compete with the screen a sign-in lands on: it runs once the browser is
// idle after drawing it (issue 17: the launcher's cards come first).

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
