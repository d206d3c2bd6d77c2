// Verifying handshakes (src/shared/installs/handshake.ts): the Ed25519 signature over the canonical
// statement, a timestamp within the allowed clock skew, and a nonce accepted once. The nonce is
// recorded in used_handshakes inside the transaction of the work the handshake authorises, so
// a handshake is spent exactly when that work is done.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import {
  HANDSHAKE_MAX_CLOCK_SKEW_MS,
  handshakeMessage,
  type Handshake,
} from '@shared/installs/handshake';
import type { Queryable } from '../db/database';
import { ApiError, validationFailed } from '../http/errors';

/** A handshake whose signature and timestamp were checked (its nonce is not spent yet). */
export interface VerifiedHandshake {
  readonly publicKey: string;
  readonly nonce: string;
  /** When the handshake stops being fresh: its nonce may be forgotten after this. */
  readonly expiresAt: Date;
}

function invalidHandshake(message: string): ApiError {
  return new ApiError(401, 'invalid_handshake', message);
}

function ed25519Key(publicKey: string): KeyObject {
  try {
    const key = createPublicKey({
      key: Buffer.from(publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    if (key.asymmetricKeyType === 'ed25519') return key;
  } catch {
    // Reported below like a key of another type.
  }
  throw validationFailed('handshake.publicKey: publicKey must be an Ed25519 public key.');
}

/**
 * Checks the signature and the timestamp (no database). Throws 401 invalid_handshake when
 * either fails, 400 when the public key is not an Ed25519 key.
 */
export function verifyHandshake(handshake: Handshake, now: number = Date.now()): VerifiedHandshake {
  const key = ed25519Key(handshake.publicKey);
  const signed = verify(
    null,
    Buffer.from(handshakeMessage(handshake), 'utf8'),
    key,
    Buffer.from(handshake.signature, 'base64'),
  );
  if (!signed) {
    throw invalidHandshake("The handshake's signature does not match its public key.");
  }
  if (Math.abs(now - handshake.timestamp) > HANDSHAKE_MAX_CLOCK_SKEW_MS) {
    throw invalidHandshake(
      "The handshake's time is more than 5 minutes from the server's. Check the station's clock and try again.",
    );
  }
  return {
    publicKey: handshake.publicKey,
    nonce: handshake.nonce,
    expiresAt: new Date(handshake.timestamp + HANDSHAKE_MAX_CLOCK_SKEW_MS),
  };
}

/**
 * Spends the handshake's nonce inside `tx` (the transaction of the work it authorises), and
 * forgets nonces of handshakes no longer fresh. Throws 401 invalid_handshake for a replay.
 */
export async function spendHandshake(
  tx: Queryable,
  handshake: VerifiedHandshake,
  now: Date = new Date(),
): Promise<void> {
  // Rows another transaction is pruning are skipped, so concurrent requests never wait here.
  await tx.query(
    `DELETE FROM used_handshakes WHERE nonce IN (
       SELECT nonce FROM used_handshakes WHERE expires_at < $1
        LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
    [now],
  );
  const inserted = await tx.query(
    `INSERT INTO used_handshakes (nonce, public_key, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [handshake.nonce, handshake.publicKey, handshake.expiresAt],
  );
  if (inserted.length === 0) {
    throw invalidHandshake('This handshake was already used. Every request needs a new handshake.');
  }
}
