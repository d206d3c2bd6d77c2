// The raw argon2id rate the sign-in figures are compared with: @node-rs/argon2 verifying one hash
// of the server's cost, one verification per core at a time, in this process while nothing else
// of the benchmark runs.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2ID_COST } from '../src/auth/passwords';

export interface RawArgon2Figures {
  /** Verifications per second. */
  rate: number;
  /** This process's CPU per verification (all its threads, the kernel's work included), in ms. */
  cpuMs: number;
}

/** Verifications per second over `durationSeconds`, and the CPU each took. */
export async function rawArgon2Rate(durationSeconds: number): Promise<RawArgon2Figures> {
  const password = 'bench-password';
  const stored = await hash(password, ARGON2ID_COST);
  const cpuBefore = process.cpuUsage();
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
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { rate: verified / seconds, cpuMs: (cpu.user + cpu.system) / 1000 / verified };
}
