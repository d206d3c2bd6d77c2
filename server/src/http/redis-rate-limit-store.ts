// The rate-limit counts in Redis (ZYNO_REDIS_URL), shared by every server process that uses it:
// one key per count, each request counted by one Lua script that Redis runs atomically, so the
// count and its window's expiry are set together and concurrent requests never interleave. A
// window is the key's lifetime: when it expires, the next request starts a new one at 1.
import { z } from 'zod';
import type { RedisClient } from '../db/redis';
import { ApiError } from './errors';
import {
  refusedFor,
  type Admission,
  type CountCallback,
  type RateLimitStore,
} from './rate-limit-store';

const KEY_PREFIX = 'zyno:rate-limit:';

/** INCR, and the window's expiry when the key has none yet (a new window). → [count, ttl ms] */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** INCRBY ARGV[1] unless that passes ARGV[2]; window ARGV[3] ms. → [1 admitted | 0 refused, ttl ms] */
const ADMIT_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if current + tonumber(ARGV[1]) > tonumber(ARGV[2]) then
  if ttl < 0 then ttl = tonumber(ARGV[3]) end
  return {0, ttl}
end
redis.call('INCRBY', KEYS[1], ARGV[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  ttl = tonumber(ARGV[3])
end
return {1, ttl}`;

const replySchema = z.tuple([z.number(), z.number()]);

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly client: RedisClient) {}

  incr(key: string, callback: CountCallback, timeWindow?: number): void {
    this.run(COUNT_SCRIPT, key, [timeWindow ?? 60_000]).then(
      ([current, ttl]) => {
        callback(null, { current, ttl });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  async admit(key: string, calls: number, limit: number, windowMs: number): Promise<Admission> {
    const [admitted, ttl] = await this.run(ADMIT_SCRIPT, key, [calls, limit, windowMs]);
    return admitted === 1 ? { admitted: true } : refusedFor(ttl);
  }

  /**
   * Runs a counting script. While Redis is away a request can be neither counted nor let through
   * uncounted (that would lift the lockouts), so it is refused with a 503 the caller may retry; the
   * connection itself logs the outage once (db/redis.ts).
   */
  private async run(script: string, key: string, args: number[]): Promise<[number, number]> {
    let reply: unknown;
    try {
      reply = await this.client.eval(script, {
        keys: [KEY_PREFIX + key],
        arguments: args.map(String),
      });
    } catch {
      throw countingUnavailable();
    }
    return replySchema.parse(reply);
  }
}

function countingUnavailable(): ApiError {
  return new ApiError(
    503,
    'temporarily_unavailable',
    'The server is briefly unavailable. Please try again in a moment.',
  );
}
