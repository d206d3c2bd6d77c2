// Password and PIN hashing: argon2id with one stated cost, and verification that takes as long
// for an unknown account as for a known one. At most HASHING_CONCURRENCY hashes run at once (the
// rest wait their turn), so a flood of sign-ins queues here instead of in libuv's thread pool,
// where it would hold up file and DNS work.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * One hash per core: keeping a core free for the event loop halved the sign-in rate on two
 * cores, while the event loop (and the embedded database on it) keeps its share of the CPU
 * from the operating system's scheduler (`npm run bench` prints /api/health under sign-ins).
 */
const HASHING_CONCURRENCY = availableParallelism();

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than HASHING_CONCURRENCY hashes are running. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
    });
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The turn passes straight to the next in line; `running` counts it already.
    if (next === undefined) running -= 1;
    else next();
  }
}

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
  return inTurn(() => hash(secret, ARGON2ID_COST));
}

/** False for a wrong secret and for a hash that cannot be read. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(storedHash, secret));
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
