// The sign-in rate limit every route that checks a guessable secret (a password, PIN or code)
// applies, per client IP and route, or per client IP and group for the paths of one call
// (shared-rate-limit-store.ts counts them). Renewal's random refresh token is not one.

export interface LoginRateLimit {
  /** Requests allowed per client IP and route within the window. */
  max: number;
  timeWindowMs: number;
}

/** Names that put several paths of one call under one count (shared-rate-limit-store.ts). */
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
