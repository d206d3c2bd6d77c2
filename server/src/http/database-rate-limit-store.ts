// The rate-limit counts on a PostgreSQL server that several server processes share: one row per
// key (`rate_limit_windows`, migration 0020) counted by one atomic upsert per request, so two
// processes behind a load balancer allow the limit once between them, not once each. A window
// that ended starts again at 1; ended windows are swept now and then, by whichever process counts.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

/** How often a process sweeps ended windows. */
const SWEEP_EVERY_MS = 60_000;

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastSweepAt = Date.now();

  constructor(private readonly database: Queryable) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow?: number,
  ): void {
    this.count(key, timeWindow ?? 60_000).then(
      (result) => {
        callback(null, result);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  private async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const [row] = await this.database.query<{ current: number; ttl: number }>(
      `INSERT INTO rate_limit_windows AS w (key, count, ends_at)
       VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.ends_at <= clock_timestamp() THEN 1 ELSE w.count + 1 END,
         ends_at = CASE WHEN w.ends_at <= clock_timestamp() THEN EXCLUDED.ends_at ELSE w.ends_at END
       RETURNING count AS current,
                 greatest(0, ceil(extract(epoch FROM ends_at - clock_timestamp()) * 1000))::int AS ttl`,
      [key, windowMs],
    );
    if (row === undefined) throw new Error('The rate-limit window was not counted.');
    await this.sweep();
    return row;
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = now;
    await this.database.query('DELETE FROM rate_limit_windows WHERE ends_at <= clock_timestamp()');
  }
}
