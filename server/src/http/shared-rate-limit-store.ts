// The rate-limit store of @fastify/rate-limit, shared by every limited route: its own store gives
// each route a separate count, so two paths of one call (POST /login/password and
// /login/password-login; /login/device and /installs/auth-credentials) would each allow the
// limit. Here every route's config names a groupId, which the plugin appends to the client key,
// so a group's routes share one count and other groups never mix with it. On the embedded
// database (one process) counts live in this process's memory (fixed windows per key), oldest
// keys dropped beyond MAX_KEYS; on PostgreSQL, which several processes share, in the database.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { DatabaseRateLimitStore } from './database-rate-limit-store';

const MAX_KEYS = 50_000;

interface Window {
  count: number;
  endsAt: number;
}

class SharedRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow?: number,
  ): void {
    const now = Date.now();
    const length = timeWindow ?? 60_000;
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { count: 0, endsAt: now + length };
    }
    window.count += 1;
    // Re-inserted so the Map's order is least recently used first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) {
      const oldest = this.windows.keys().next();
      if (oldest.done !== true) this.windows.delete(oldest.value);
    }
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The store for the database's engine, as @fastify/rate-limit takes it (a class it constructs). */
export function rateLimitStoreFor(database: Database): FastifyRateLimitStoreCtor {
  if (database.listen === undefined) return SharedRateLimitStore;
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(database);
    }
  };
}

/** The count a request falls under besides its client: its route's group, else its route. */
export function rateLimitGroup(request: FastifyRequest): string {
  const options = request.routeOptions.config.rateLimit;
  const groupId = typeof options === 'object' ? options.groupId : undefined;
  return groupId ?? request.routeOptions.url ?? '';
}
