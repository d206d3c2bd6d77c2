// The install's identity (architecture.md "The handshake"): an Ed25519 key pair created on first
// run and kept by the main process, and the signed, timestamped, single-use handshakes it makes.
// The private key never leaves this module; only handshakes do.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import {
  HANDSHAKE_NONCE_MIN_BYTES,
  handshakeMessage,
  type Handshake,
} from '@shared/installs/handshake';
import type { KeyValueStore } from './key-value-store';

/** The secret store's entry: the private key as PKCS#8 DER in base64. */
export const INSTALL_PRIVATE_KEY_ENTRY = 'install.privateKey';

export interface InstallKeys {
  /** SPKI DER, base64: what the server knows this install by. */
  readonly publicKey: string;
  /** A fresh handshake; every call has a new nonce, so each one can be used once. */
  signHandshake(): Handshake;
}

export interface InstallKeysOptions {
  /** Milliseconds since the epoch; the handshake's timestamp. */
  now?: () => number;
}

export function loadOrCreateInstallKeys(
  secrets: KeyValueStore,
  options: InstallKeysOptions = {},
): InstallKeys {
  const now = options.now ?? Date.now;
  const privateKey = readPrivateKey(secrets) ?? createAndStorePrivateKey(secrets);
  const publicKey = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64');
  return {
    publicKey,
    signHandshake() {
      const unsigned = {
        publicKey,
        timestamp: now(),
        nonce: randomBytes(HANDSHAKE_NONCE_MIN_BYTES).toString('base64url'),
      };
      const signature = sign(null, Buffer.from(handshakeMessage(unsigned), 'utf8'), privateKey);
      return { ...unsigned, signature: signature.toString('base64') };
    },
  };
}

function readPrivateKey(secrets: KeyValueStore): KeyObject | null {
  const stored = secrets.get(INSTALL_PRIVATE_KEY_ENTRY);
  if (stored === undefined) return null;
  try {
    const der = Buffer.from(stored, 'base64');
    const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    if (key.asymmetricKeyType === 'ed25519') return key;
  } catch {
    // Unreadable: replaced below, as any key that is not this install's kind.
  }
  // A damaged key cannot sign for this install any more; a new one means registering again,
  // which is what an administrator would have to do anyway.
  return null;
}

function createAndStorePrivateKey(secrets: KeyValueStore): KeyObject {
  const { privateKey } = generateKeyPairSync('ed25519');
  secrets.set(
    INSTALL_PRIVATE_KEY_ENTRY,
    privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
  );
  return privateKey;
}
