// What a rate-limit store offers, whichever keeps the counts (shared-rate-limit-store.ts picks
// it): requests counted per key in fixed windows for @fastify/rate-limit, and call budgets.

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface CallBudgets {
  /**
   * Admits `calls` more calls under `key`, or none of them when the window's count would pass
   * `limit` (a refused request uses none of the budget).
   */
  admit(key: string, calls: number, limit: number, windowMs: number): Promise<Admission>;
}

export type CountCallback = (
  error: Error | null,
  result?: { current: number; ttl: number },
) => void;

/** The counts of one store, for @fastify/rate-limit (`incr`) and for call budgets alike. */
export interface RateLimitStore extends CallBudgets {
  /** Counts one request under `key` in a fixed window of `timeWindow` ms (one minute without it). */
  incr(key: string, callback: CountCallback, timeWindow?: number): void;
}

/** A refusal whose window ends in `ttlMs` (at least a second, as Retry-After counts). */
export function refusedFor(ttlMs: number): Admission {
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}
