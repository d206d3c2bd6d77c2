// A patient retry for the renderer's tests: the wait testing-library's waitFor is given in
// setup.ts, for assertions outside the DOM (stores, queues, fakes). vi.waitFor's own default is
// 1 s, which a busy two-core machine can exceed. Not for a test on fake timers: vi.waitFor moves
// them on at every check, so a longer wait would move the test's clock further.
import { vi } from 'vitest';

/** How long an asynchronous expectation may take to hold. */
export const ASYNC_TIMEOUT_MS = 5000;

/** Retries `assertion` until it stops throwing, for up to ASYNC_TIMEOUT_MS. */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: ASYNC_TIMEOUT_MS });
}
