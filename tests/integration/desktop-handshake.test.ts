// The station's handshakes as the server sees them: what Zyno Desktop's main process signs, the
// reference server's verification accepts — and rejects once anything in it is changed.
import { describe, expect, it } from 'vitest';
import { HANDSHAKE_MAX_CLOCK_SKEW_MS } from '@shared/installs/handshake';
import { verifyHandshake } from '../../server/src/installs/handshake-verification';
import { loadOrCreateInstallKeys } from '../../src/main/bridge/install-keys';
import { createMemoryStore } from '../../src/main/bridge/key-value-store';

const NOW = 1_795_000_000_000;

describe("the desktop's handshake", () => {
  const keys = loadOrCreateInstallKeys(createMemoryStore(), { now: () => NOW });

  it('is verified by the server, which names its public key and nonce', () => {
    const handshake = keys.signHandshake();
    expect(verifyHandshake(handshake, NOW + 1000)).toMatchObject({
      publicKey: keys.publicKey,
      nonce: handshake.nonce,
    });
  });

  it('is refused when its nonce, time or key is not what was signed', () => {
    const handshake = keys.signHandshake();
    const other = loadOrCreateInstallKeys(createMemoryStore(), { now: () => NOW });
    for (const forged of [
      { ...handshake, nonce: other.signHandshake().nonce },
      { ...handshake, timestamp: NOW + 1 },
      { ...handshake, publicKey: other.publicKey },
    ]) {
      expect(() => verifyHandshake(forged, NOW)).toThrow(/signature does not match/);
    }
  });

  it('is refused once it is older than the allowed clock skew', () => {
    const handshake = keys.signHandshake();
    expect(() => verifyHandshake(handshake, NOW + HANDSHAKE_MAX_CLOCK_SKEW_MS + 1)).toThrow(
      /more than 5 minutes/,
    );
  });
});
