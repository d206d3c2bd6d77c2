// The rate-limit counts on a PostgreSQL server that several server processes share: one row per
// key (`rate_limit_windows`, migration 0020) counted by one atomic upsert per request, so two
// processes behind a load balancer allow the limit once between them, not once each. A window
// that ended starts again at 1; ended windows are swept now and then, by whichever process counts.
import type { Queryable } from '../db/database';
import {
  refusedFor,
  type Admission,
  type CountCallback,
  type RateLimitStore,
} from './rate-limit-store';

/** How often a process sweeps ended windows. */
const SWEEP_EVERY_MS = 60_000;

const TTL_MS = `greatest(0, ceil(extract(epoch FROM ends_at - clock_timestamp()) * 1000))::int`;

export class DatabaseRateLimitStore implements RateLimitStore {
  private lastSweepAt = Date.now();

  constructor(private readonly database: Queryable) {}

  incr(key: string, callback: CountCallback, timeWindow?: number): void {
    this.count(key, timeWindow ?? 60_000).then(
      (result) => {
        callback(null, result);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  async admit(key: string, calls: number, limit: number, windowMs: number): Promise<Admission> {
    if (calls > limit) return refusedFor(windowMs);
    // The update's WHERE leaves a running window that the calls would pass untouched, and then
    // returns no row: one statement decides, so concurrent requests cannot both take the rest.
    const admitted = await this.database.query(
      `INSERT INTO rate_limit_windows AS w (key, count, ends_at)
       VALUES ($1, $2, clock_timestamp() + $4 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.ends_at <= clock_timestamp() THEN EXCLUDED.count
                      ELSE w.count + EXCLUDED.count END,
         ends_at = CASE WHEN w.ends_at <= clock_timestamp() THEN EXCLUDED.ends_at ELSE w.ends_at END
       WHERE w.ends_at <= clock_timestamp() OR w.count + EXCLUDED.count <= $3
       RETURNING 1`,
      [key, calls, limit, windowMs],
    );
    if (admitted.length > 0) return { admitted: true };
    const [window] = await this.database.query<{ ttl: number }>(
      `SELECT ${TTL_MS} AS ttl FROM rate_limit_windows WHERE key = $1`,
      [key],
    );
    return refusedFor(window?.ttl ?? windowMs);
  }

  private async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const [row] = await this.database.query<{ current: number; ttl: number }>(
      `INSERT INTO rate_limit_windows AS w (key, count, ends_at)
       VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.ends_at <= clock_timestamp() THEN 1 ELSE w.count + 1 END,
         ends_at = CASE WHEN w.ends_at <= clock_timestamp() THEN EXCLUDED.ends_at ELSE w.ends_at END
       RETURNING count AS current, ${TTL_MS} AS ttl`,
      [key, windowMs],
      { prepareAs: 'count_rate_limit_window' },
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
