import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handshakeMessage, handshakeSchema } from '@shared/installs/handshake';
import { INSTALL_PRIVATE_KEY_ENTRY, loadOrCreateInstallKeys } from './install-keys';
import { createMemoryStore } from './key-value-store';

describe('the install keys', () => {
  it('are created on first run and the same on every later run', () => {
    const secrets = createMemoryStore();
    const first = loadOrCreateInstallKeys(secrets);
    expect(secrets.get(INSTALL_PRIVATE_KEY_ENTRY)).toBeDefined();
    expect(loadOrCreateInstallKeys(secrets).publicKey).toBe(first.publicKey);
    expect(loadOrCreateInstallKeys(createMemoryStore()).publicKey).not.toBe(first.publicKey);
  });

  it('sign handshakes the contract accepts, each with its own nonce', () => {
    const keys = loadOrCreateInstallKeys(createMemoryStore(), { now: () => 1_790_000_000_000 });
    const first = handshakeSchema.parse(keys.signHandshake());
    const second = handshakeSchema.parse(keys.signHandshake());
    expect(first.timestamp).toBe(1_790_000_000_000);
    expect(first.publicKey).toBe(keys.publicKey);
    expect(second.nonce).not.toBe(first.nonce);
    const publicKey = createPublicKey({
      key: Buffer.from(first.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const signature = Buffer.from(first.signature, 'base64');
    expect(verify(null, Buffer.from(handshakeMessage(first)), publicKey, signature)).toBe(true);
    const tampered = { ...first, timestamp: first.timestamp + 1 };
    expect(verify(null, Buffer.from(handshakeMessage(tampered)), publicKey, signature)).toBe(false);
  });

  it('replace a damaged stored key with a new one', () => {
    const secrets = createMemoryStore({ [INSTALL_PRIVATE_KEY_ENTRY]: 'not a key' });
    const keys = loadOrCreateInstallKeys(secrets);
    expect(handshakeSchema.safeParse(keys.signHandshake()).success).toBe(true);
    expect(secrets.get(INSTALL_PRIVATE_KEY_ENTRY)).not.toBe('not a key');
  });
});
