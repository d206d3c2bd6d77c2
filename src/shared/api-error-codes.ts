// The codes of the API's error shape (api-error.ts), on their own (no schemas), for the web app's
// error texts, which the login page draws before the contracts are fetched.
export const API_ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'invalid_handshake',
  'install_locked',
  'fingerprint_not_recognized',
  'fingerprint_matching_unavailable',
  'enrollment_inconsistent',
  'internal',
  'sso_failed',
  'identity_provider_unreachable',
  'not_supported',
  /** The same Idempotency-Key came with a different request. */
  'idempotency_key_reused',
  /** The first request with this Idempotency-Key is still being written: ask again shortly. */
  'request_in_progress',
  /** The action needs a manager's approval (an approval token from /sales/approvals). */
  'approval_required',
  /** A card payment was declined, timed out or cancelled on the terminal. */
  'payment_not_approved',
  /** A gift card's balance (or its offline limit) is below the amount asked. */
  'insufficient_balance',
  /** A store the server counts requests in (Redis, ZYNO_REDIS_URL) cannot be reached: ask again shortly. */
  'temporarily_unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return KNOWN_CODES.has(code);
}
