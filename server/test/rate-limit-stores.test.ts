// The rate-limit stores server processes count in, each held to the same behaviour: the memory
// one of a single process, the database's (PGlite, or PostgreSQL with ZYNO_TEST_ENGINE=postgres)
// and Redis's (a throwaway redis-server). A window ends and the next request starts again at 1;
// concurrent requests are each counted once; a call budget is never overrun by concurrent callers
// and a refused batch uses none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { closeRedis, connectRedis, type RedisClient } from '../src/db/redis';
import { DatabaseRateLimitStore } from '../src/http/database-rate-limit-store';
import type { RateLimitStore } from '../src/http/rate-limit-store';
import { RedisRateLimitStore } from '../src/http/redis-rate-limit-store';
import { MemoryRateLimitStore } from '../src/http/shared-rate-limit-store';
import { seededDatabase } from './fixtures/database';
import { recordingLog } from './fixtures/recording-log';
import { startTestRedis, type TestRedis } from './fixtures/redis-server';

/** Short, so a test waits for a window to end; each attempt is a request, not a sleep. */
const SHORT_WINDOW_MS = 300;

let database: Database | undefined;
let redis: TestRedis | undefined;
let redisClient: RedisClient | undefined;

afterAll(async () => {
  if (redisClient !== undefined) await closeRedis(redisClient);
  await redis?.stop();
  await database?.close();
});

const STORES: [string, () => Promise<RateLimitStore>][] = [
  ['memory (one process)', () => Promise.resolve(new MemoryRateLimitStore())],
  [
    'database',
    async () => {
      database = await seededDatabase();
      return new DatabaseRateLimitStore(database);
    },
  ],
  [
    'Redis',
    async () => {
      redis = await startTestRedis();
      redisClient = await connectRedis(redis.url, recordingLog().log, 'test');
      return new RedisRateLimitStore(redisClient);
    },
  ],
];

function count(store: RateLimitStore, key: string, windowMs = 60_000) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => {
        if (error !== null || result === undefined) reject(error ?? new Error('No count.'));
        else resolve(result);
      },
      windowMs,
    );
  });
}

describe.each(STORES)('the %s rate-limit store', (_name, open) => {
  let store: RateLimitStore;
  beforeAll(async () => {
    store = await open();
  }, 60_000);

  it('counts requests per key within a window, then starts a new window at 1', async () => {
    const first = await count(store, 'window', SHORT_WINDOW_MS);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(SHORT_WINDOW_MS);
    expect((await count(store, 'window', SHORT_WINDOW_MS)).current).toBe(2);
    expect((await count(store, 'another key', SHORT_WINDOW_MS)).current).toBe(1);
    await expect
      .poll(async () => (await count(store, 'window', SHORT_WINDOW_MS)).current, {
        timeout: 10_000,
      })
      .toBe(1);
  });

  it('counts concurrent requests once each', async () => {
    const counts = await Promise.all(Array.from({ length: 100 }, () => count(store, 'burst')));
    expect(counts.map((each) => each.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
  });

  it('admits concurrent calls up to the budget and not one more', async () => {
    const admissions = await Promise.all(
      Array.from({ length: 50 }, () => store.admit('budget', 1, 20, 60_000)),
    );
    expect(admissions.filter((each) => each.admitted)).toHaveLength(20);
    const refused = await store.admit('budget', 1, 20, 60_000);
    expect(refused).toMatchObject({ admitted: false });
    expect(refused.admitted ? 0 : refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.admitted ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('refuses a batch larger than what is left whole, using none of the budget', async () => {
    expect(await store.admit('batch', 4, 5, 60_000)).toEqual({ admitted: true });
    expect(await store.admit('batch', 2, 5, 60_000)).toMatchObject({ admitted: false });
    expect(await store.admit('batch', 1, 5, 60_000)).toEqual({ admitted: true });
    expect(await store.admit('batch', 6, 5, 60_000)).toMatchObject({ admitted: false });
    expect(await store.admit('another batch', 5, 5, 60_000)).toEqual({ admitted: true });
  });

  it('gives a spent budget back when its window ends', async () => {
    expect(await store.admit('spent', 5, 5, SHORT_WINDOW_MS)).toEqual({ admitted: true });
    expect(await store.admit('spent', 1, 5, SHORT_WINDOW_MS)).toMatchObject({ admitted: false });
    await expect
      .poll(() => store.admit('spent', 5, 5, SHORT_WINDOW_MS), { timeout: 10_000 })
      .toEqual({ admitted: true });
  });
});
