// Secrets at rest: each value encrypted with the system's key store (Electron's safeStorage:
// DPAPI on Windows, Keychain on macOS, libsecret/kwallet on Linux) when it is available, else
// kept as it is with a warning. Electron-free: the encryption comes in as an interface, so tests
// use a fake and Zyno Desktop passes safeStorage.
import type { KeyValueStore } from '../bridge/key-value-store';

export interface StringEncryption {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** How each value is stored: a marked base64 ciphertext, or a marked plain value. */
const ENCRYPTED = 'safeStorage:';
const PLAIN = 'plain:';

export interface SecretStoreOptions {
  /** Where warnings go (Zyno Desktop: console.warn, which lands in the station's log). */
  warn: (message: string) => void;
}

/**
 * Wraps `raw` (the file-backed store) so values are encrypted on the way in and decrypted on the
 * way out. A value that cannot be decrypted (the system key changed, the file was copied to
 * another machine or user) reads as missing: its owner creates a new one.
 */
export function createSecretStore(
  raw: KeyValueStore,
  encryption: StringEncryption,
  { warn }: SecretStoreOptions,
): KeyValueStore {
  let warnedPlain = false;
  const encode = (value: string): string => {
    if (encryption.isEncryptionAvailable()) {
      return ENCRYPTED + encryption.encryptString(value).toString('base64');
    }
    if (!warnedPlain) {
      warnedPlain = true;
      warn(
        'Secrets are stored unencrypted: this system offers no key store to Zyno Desktop (on Linux, install and unlock a Secret Service such as GNOME Keyring or KWallet).',
      );
    }
    return PLAIN + value;
  };

  return {
    get(key) {
      const stored = raw.get(key);
      if (stored === undefined) return undefined;
      if (stored.startsWith(PLAIN)) {
        const value = stored.slice(PLAIN.length);
        // Encryption became available since: keep the secret the safer way from now on.
        if (encryption.isEncryptionAvailable()) raw.set(key, encode(value));
        return value;
      }
      if (stored.startsWith(ENCRYPTED)) {
        if (!encryption.isEncryptionAvailable()) {
          warn(`The secret "${key}" is encrypted but the system key store is unavailable.`);
          return undefined;
        }
        try {
          return encryption.decryptString(Buffer.from(stored.slice(ENCRYPTED.length), 'base64'));
        } catch {
          warn(`The secret "${key}" could not be decrypted; it is treated as missing.`);
          return undefined;
        }
      }
      warn(`The secret "${key}" is stored in an unknown form; it is treated as missing.`);
      return undefined;
    },
    set(key, value) {
      raw.set(key, encode(value));
    },
    delete(key) {
      raw.delete(key);
    },
  };
}
