// What every plugin of the auth family is given.
import type { Database } from '../db/database';
import type { FingerprintMatcher } from '../fingerprints/matcher';
import type { RealtimePublisher } from '../realtime/publisher';
import type { AccessTokens } from './tokens';

export interface LoginRateLimit {
  /** Requests allowed per client IP and route within the window. */
  max: number;
  timeWindowMs: number;
}

export interface AuthFamilyDependencies {
  database: Database;
  tokens: AccessTokens;
  realtime: RealtimePublisher;
  loginRateLimit: LoginRateLimit;
  /** Matches fingerprint templates at install sign-in; without one that sign-in answers 503. */
  fingerprintMatcher?: FingerprintMatcher;
}

/** Route config that applies the sign-in rate limit (per client IP and route). */
export function loginRateLimited(limit: LoginRateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}
