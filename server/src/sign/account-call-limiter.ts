// How many calls each account may make in a window (POST /sign/rpc), counted in this process's
// memory: several server processes each keep their own counts, so together they allow that many
// times the limit, and a restart forgets them. A fixed window per account, like @fastify/rate-limit.

export interface CallLimit {
  /** Calls admitted per account and window. */
  calls: number;
  windowMs: number;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  calls: number;
}

export class AccountCallLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweepAt: number;

  constructor(
    private readonly limit: CallLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweepAt = now();
  }

  /**
   * Admits `calls` more calls for the account, or none of them when they would go over the limit
   * (a refused request uses none of the budget).
   */
  admit(accountId: string, calls: number): Admission {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(accountId);
    if (window === undefined || this.hasEnded(window, now)) {
      window = { startedAt: now, calls: 0 };
      this.windows.set(accountId, window);
    }
    if (window.calls + calls > this.limit.calls) {
      const endsInMs = window.startedAt + this.limit.windowMs - now;
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)) };
    }
    window.calls += calls;
    return { admitted: true };
  }

  private hasEnded(window: Window, now: number): boolean {
    return now - window.startedAt >= this.limit.windowMs;
  }

  /** Forgets ended windows, at most once a window, so idle accounts do not pile up. */
  private sweep(now: number): void {
    if (now - this.lastSweepAt < this.limit.windowMs) return;
    this.lastSweepAt = now;
    for (const [accountId, window] of this.windows) {
      if (this.hasEnded(window, now)) this.windows.delete(accountId);
    }
  }
}
