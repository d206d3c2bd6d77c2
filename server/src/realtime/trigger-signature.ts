// Verifying a signed trigger call the way Pusher's REST API does (auth_version 1.0): the key, a
// timestamp within 600 s, the body's MD5, and auth_signature = hex(HMAC-SHA256(secret,
// "POST\n{path}\n{query without auth_signature, keys lowercased and sorted, key=value joined by &}")).
import { createHash } from 'node:crypto';
import { triggerQuerySchema } from '@shared/realtime';
import { unauthorized } from '../http/errors';
import { hmacSha256Hex, signaturesMatch, type RealtimeCredentials } from './realtime-credentials';

export const TRIGGER_TIMESTAMP_TOLERANCE_S = 600;

export interface SignedTriggerCall {
  method: string;
  /** The request path, without the query string. */
  path: string;
  /** The parsed query string (values as Fastify parsed them). */
  query: unknown;
  /** The raw body, or '' for none. */
  body: string;
  nowMs: number;
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** The string auth_signature signs. */
export function triggerStringToSign(
  method: string,
  path: string,
  query: Readonly<Record<string, string>>,
): string {
  const pairs = Object.entries(query)
    .filter(([name]) => name !== 'auth_signature')
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return [method.toUpperCase(), path, pairs.join('&')].join('\n');
}

/** Throws 401 unless the call is signed with the app's key and secret. */
export function verifyTriggerSignature(
  credentials: RealtimeCredentials,
  call: SignedTriggerCall,
): void {
  const parsed = triggerQuerySchema.safeParse(call.query);
  if (!parsed.success) {
    throw unauthorized(
      'Sign the call: auth_key, auth_timestamp, auth_version, auth_signature (and body_md5) are required in the query string.',
    );
  }
  const query = parsed.data;
  if (query.auth_key !== credentials.key) throw unauthorized('Unknown auth_key.');
  if (query.auth_version !== '1.0') throw unauthorized('Only auth_version 1.0 is supported.');
  const skewS = Math.abs(call.nowMs / 1000 - Number(query.auth_timestamp));
  if (skewS > TRIGGER_TIMESTAMP_TOLERANCE_S) {
    throw unauthorized(
      `auth_timestamp is more than ${TRIGGER_TIMESTAMP_TOLERANCE_S} s from the server's time; check the clock.`,
    );
  }
  if (call.body !== '' && query.body_md5 !== md5Hex(call.body)) {
    throw unauthorized('body_md5 does not match the body.');
  }
  const expected = hmacSha256Hex(
    credentials.secret,
    triggerStringToSign(call.method, call.path, query),
  );
  if (!signaturesMatch(expected, query.auth_signature)) {
    throw unauthorized('Invalid signature: auth_signature does not match the call.');
  }
}
