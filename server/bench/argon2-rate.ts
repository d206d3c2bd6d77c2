// The raw argon2id rate the sign-in figures are compared with: @node-rs/argon2 verifying one hash
// of the server's cost, one verification per core at a time, in this process while nothing else
// of the benchmark runs.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2ID_COST } from '../src/auth/passwords';

/** Verifications per second over `durationSeconds`. */
export async function rawArgon2Rate(durationSeconds: number): Promise<number> {
  const password = 'bench-password';
  const stored = await hash(password, ARGON2ID_COST);
  const started = performance.now();
  const endsAt = started + durationSeconds * 1000;
  let verified = 0;
  const lane = async () => {
    while (performance.now() < endsAt) {
      if (!(await verify(stored, password))) throw new Error('argon2id refused its own hash.');
      verified += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, lane));
  return verified / ((performance.now() - started) / 1000);
}
