// Password and PIN hashing: argon2id with one stated cost, and verification that takes as long
// for an unknown account as for a known one.
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id cost for every stored password and PIN: 19 MiB of memory, 2 passes, 1 lane (the
 * OWASP Password Storage Cheat Sheet's baseline for argon2id). Verification reads the cost
 * from the stored hash, so raising these later keeps old hashes valid.
 */
export const ARGON2ID_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id is @node-rs/argon2's default algorithm; its `Algorithm` is a const enum, which
 * isolated modules cannot name (passwords.test.ts checks the `$argon2id$` prefix).
 */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID_COST);
}

/** False for a wrong secret and for a hash that cannot be read. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check against, so response
 * times do not reveal which e-mail addresses have accounts. Always false.
 */
export async function verifyAgainstDecoy(secret: string): Promise<false> {
  decoyHash ??= hashSecret('zyno-decoy-password');
  await verifySecret(await decoyHash, secret);
  return false;
}
