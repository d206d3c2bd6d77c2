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

/** Names that put several paths of one call under one count (http/shared-rate-limit-store.ts). */
export const RATE_LIMIT_GROUPS = {
  /** POST /login/password-login and its short name /login/password. */
  passwordSignIn: 'password-sign-in',
  /** POST /installs/auth-credentials and its older name /login/device. */
  installCredentials: 'install-credentials',
} as const;

/**
 * Route config that applies the sign-in rate limit per client IP and route, or per client IP
 * and group for the paths of one call.
 */
export function loginRateLimited(limit: LoginRateLimit, groupId?: string) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      ...(groupId === undefined ? {} : { groupId }),
    },
  };
}
