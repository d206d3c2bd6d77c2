// Password hashing: argon2id at the stated cost, and verification that never throws.
import { describe, expect, it } from 'vitest';
import { ARGON2ID_COST, hashSecret, verifyAgainstDecoy, verifySecret } from '../src/auth/passwords';

describe('password hashing', () => {
  it('uses argon2id with the stated cost', async () => {
    const hash = await hashSecret('zyno-demo-pass');
    const { memoryCost, timeCost, parallelism } = ARGON2ID_COST;
    expect(hash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(
      true,
    );
    expect(await verifySecret(hash, 'zyno-demo-pass')).toBe(true);
    expect(await verifySecret(hash, 'zyno-demo-pas')).toBe(false);
  });

  it('treats an unreadable hash as a mismatch', async () => {
    expect(await verifySecret('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
