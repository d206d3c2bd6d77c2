// The rate-limit store of @fastify/rate-limit, shared by every limited route: its own store gives
// each route a separate count, so two paths of one call (POST /login/password and
// /login/password-login; /login/device and /installs/auth-credentials) would each allow the
// limit. Here every route's config names a groupId, which the plugin appends to the client key,
// so a group's routes share one count and other groups never mix with it. The same store keeps
// the call budgets of routes that count more than one per request (POST /sign/rpc). On the
// embedded database (one process) counts live in this process's memory (fixed windows per key),
// oldest keys dropped beyond MAX_KEYS; with ZYNO_REDIS_URL in Redis; otherwise on PostgreSQL,
// which several processes share, in the database.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { RedisClient } from '../db/redis';
import { DatabaseRateLimitStore } from './database-rate-limit-store';
import {
  refusedFor,
  type Admission,
  type CountCallback,
  type RateLimitStore,
} from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

const MAX_KEYS = 50_000;

interface Window {
  count: number;
  endsAt: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, callback: CountCallback, timeWindow?: number): void {
    const now = this.now();
    const window = this.windowOf(key, now, timeWindow ?? 60_000);
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  admit(key: string, calls: number, limit: number, windowMs: number): Promise<Admission> {
    const now = this.now();
    const window = this.windowOf(key, now, windowMs);
    if (window.count + calls > limit) return Promise.resolve(refusedFor(window.endsAt - now));
    window.count += calls;
    return Promise.resolve({ admitted: true });
  }

  /** The key's running window, or a new one; re-inserted so the Map's order is least recently used first. */
  private windowOf(key: string, now: number, length: number): Window {
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) window = { count: 0, endsAt: now + length };
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) {
      const oldest = this.windows.keys().next();
      if (oldest.done !== true) this.windows.delete(oldest.value);
    }
    return window;
  }
}

/** The store for the deployment: Redis when configured, else the database's engine decides. */
export function rateLimitStoreFor(database: Database, redis?: RedisClient): RateLimitStore {
  if (redis !== undefined) return new RedisRateLimitStore(redis);
  if (database.listen === undefined) return new MemoryRateLimitStore();
  return new DatabaseRateLimitStore(database);
}

/** The store as @fastify/rate-limit takes it: a class it constructs (here, one shared instance). */
export function rateLimitStoreClass(store: RateLimitStore): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    // The plugin passes the route's window as a third argument its typings leave out.
    incr(key: string, callback: CountCallback, timeWindow?: number): void {
      store.incr(key, callback, timeWindow);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** The count a request falls under besides its client: its route's group, else its route. */
export function rateLimitGroup(request: FastifyRequest): string {
  const options = request.routeOptions.config.rateLimit;
  const groupId = typeof options === 'object' ? options.groupId : undefined;
  return groupId ?? request.routeOptions.url ?? '';
}
