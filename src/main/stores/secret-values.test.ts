import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../bridge/key-value-store';
import { createSecretStore, type StringEncryption } from './secret-values';

/** Reversible and visibly not the plain text, like safeStorage; `key` stands for the OS key. */
function fakeEncryption(options: { available: boolean; key?: string }): StringEncryption & {
  available: boolean;
  key: string;
} {
  return {
    available: options.available,
    key: options.key ?? 'k1',
    isEncryptionAvailable() {
      return this.available;
    },
    encryptString(plainText) {
      return Buffer.from(`${this.key}|${Buffer.from(plainText).toString('hex')}`);
    },
    decryptString(encrypted) {
      const [key, hex] = encrypted.toString().split('|');
      if (key !== this.key || hex === undefined) throw new Error('Error while decrypting');
      return Buffer.from(hex, 'hex').toString();
    },
  };
}

/** A secret store over a fresh raw store (holding `initial`), recording its warnings. */
function secretStore(available: boolean, initial: Record<string, string> = {}) {
  const raw = createMemoryStore(initial);
  const encryption = fakeEncryption({ available });
  const warnings: string[] = [];
  const secrets = createSecretStore(raw, encryption, { warn: (message) => warnings.push(message) });
  return { raw, encryption, warnings, secrets };
}

describe('createSecretStore', () => {
  it('encrypts values at rest and reads them back', () => {
    const { raw, secrets, warnings } = secretStore(true);

    secrets.set('install.privateKey', 'MC4CAQAwBQYDK2VwBCIEI');

    expect(raw.get('install.privateKey')).toMatch(/^safeStorage:/);
    expect(raw.get('install.privateKey')).not.toContain('MC4CAQAwBQYDK2VwBCIEI');
    expect(secrets.get('install.privateKey')).toBe('MC4CAQAwBQYDK2VwBCIEI');
    expect(warnings).toEqual([]);
  });

  it('without a system key store keeps values as they are and warns once', () => {
    const { raw, secrets, warnings } = secretStore(false);

    secrets.set('a', 'one');
    secrets.set('b', 'two');

    expect(raw.get('a')).toBe('plain:one');
    expect(secrets.get('b')).toBe('two');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('unencrypted');
  });

  it('encrypts a plain value once the key store becomes available', () => {
    const { raw, secrets } = secretStore(true, { a: 'plain:one' });

    expect(secrets.get('a')).toBe('one');
    expect(raw.get('a')).toMatch(/^safeStorage:/);
    expect(secrets.get('a')).toBe('one');
  });

  it('treats a value it cannot decrypt as missing', () => {
    const { raw, encryption, warnings, secrets } = secretStore(true);
    secrets.set('install.privateKey', 'secret');

    encryption.key = 'k2';
    expect(secrets.get('install.privateKey')).toBeUndefined();

    encryption.key = 'k1';
    encryption.available = false;
    expect(secrets.get('install.privateKey')).toBeUndefined();

    raw.set('odd', 'something else');
    expect(secrets.get('odd')).toBeUndefined();
    expect(warnings).toHaveLength(3);
  });

  it('deletes values', () => {
    const { raw, secrets } = secretStore(true);
    secrets.set('a', 'one');
    secrets.delete('a');
    expect(secrets.get('a')).toBeUndefined();
    expect(raw.get('a')).toBeUndefined();
  });
});
