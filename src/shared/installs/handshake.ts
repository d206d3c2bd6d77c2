// The handshake (architecture.md "The handshake"): how a desktop install proves who it is. Each
// install has an Ed25519 key pair; its main process signs a timestamped, single-use statement
// and the server verifies it and maps the public key to a registered install. This file is the
// contract both sides share: the shape and the exact bytes that are signed.
import * as z from 'zod/mini';

/** The first line of every signed statement; a new format gets a new version. */
export const HANDSHAKE_PROTOCOL = 'zyno-handshake/v1';

/** A handshake is accepted while its timestamp is within this of the server's clock (±). */
export const HANDSHAKE_MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Random bytes in a nonce, at least. */
export const HANDSHAKE_NONCE_MIN_BYTES = 16;

/**
 * An Ed25519 public key as SPKI DER in base64 is always 60 characters: the fixed 12-byte SPKI
 * prefix (`MCowBQYDK2VwAyEA`) and the 32-byte key.
 */
const ED25519_SPKI_BASE64 = /^MCowBQYDK2VwAyEA[A-Za-z0-9+/]{43}=$/;
/** An Ed25519 signature is 64 bytes: 88 base64 characters. */
const ED25519_SIGNATURE_BASE64 = /^[A-Za-z0-9+/]{86}==$/;
/** base64url without padding: 22 characters carry 16 bytes; 64 characters is a generous cap. */
const NONCE_BASE64URL = /^[A-Za-z0-9_-]{22,64}$/;

export const handshakeSchema = z.strictObject({
  publicKey: z
    .string()
    .check(
      z.regex(ED25519_SPKI_BASE64, 'publicKey must be an Ed25519 public key (SPKI DER, base64).'),
    ),
  timestamp: z
    .number()
    .check(
      z.int('timestamp must be whole milliseconds since the epoch.'),
      z.positive('timestamp must be milliseconds since the epoch.'),
      z.lte(Number.MAX_SAFE_INTEGER),
    ),
  nonce: z
    .string()
    .check(
      z.regex(
        NONCE_BASE64URL,
        `nonce must be at least ${HANDSHAKE_NONCE_MIN_BYTES} random bytes in base64url.`,
      ),
    ),
  signature: z
    .string()
    .check(
      z.regex(
        ED25519_SIGNATURE_BASE64,
        'signature must be an Ed25519 signature (64 bytes, base64).',
      ),
    ),
});
export type Handshake = z.infer<typeof handshakeSchema>;

/** The statement the install signs (as UTF-8 bytes): the protocol line and the three fields. */
export function handshakeMessage(
  handshake: Pick<Handshake, 'publicKey' | 'timestamp' | 'nonce'>,
): string {
  return [
    HANDSHAKE_PROTOCOL,
    handshake.publicKey,
    String(handshake.timestamp),
    handshake.nonce,
  ].join('\n');
}
