// The realtime app's credentials in Pusher's terms: the app id and secret, made on first start and
// kept in `server_secrets` (so restarts and several processes agree), and the key, which is
// configured. The secret signs channel authorisations and verifies trigger calls.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { loadOrCreateServerSecret } from '../db/server-secrets';

export const REALTIME_SECRET_NAMES = {
  appId: 'realtime.app_id',
  secret: 'realtime.secret',
} as const;

export interface RealtimeCredentials {
  /** Numeric, like Pusher's app ids. */
  appId: string;
  key: string;
  secret: string;
}

export async function loadRealtimeCredentials(
  database: Queryable,
  key: string,
): Promise<RealtimeCredentials> {
  const appId = await loadOrCreateServerSecret(database, REALTIME_SECRET_NAMES.appId, () =>
    String(randomInt(100_000, 10_000_000)),
  );
  const secret = await loadOrCreateServerSecret(database, REALTIME_SECRET_NAMES.secret, () =>
    randomBytes(32).toString('hex'),
  );
  return { appId, key, secret };
}

export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Compares two hex signatures in constant time. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The `auth` of a private channel subscription: "key:hex(HMAC-SHA256(secret, socket:channel))". */
export function channelAuth(
  credentials: RealtimeCredentials,
  socketId: string,
  channel: string,
): string {
  return `${credentials.key}:${hmacSha256Hex(credentials.secret, `${socketId}:${channel}`)}`;
}

export function isValidChannelAuth(
  credentials: RealtimeCredentials,
  socketId: string,
  channel: string,
  auth: string,
): boolean {
  return signaturesMatch(channelAuth(credentials, socketId, channel), auth);
}
