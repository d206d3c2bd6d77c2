// The server's Ed25519 key pair for signing access tokens, kept in signing_keys so that a restart
// does not sign everyone out. The first start creates it.
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { takeBootstrapLock, type Database } from '../db/database';

export const SIGNING_ALGORITHM = 'EdDSA';

export interface SigningKey {
  /** The JWT `kid`. */
  id: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

interface SigningKeyRow {
  id: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

export async function loadOrCreateSigningKey(database: Database): Promise<SigningKey> {
  const row = await database.transaction(async (tx) => {
    await takeBootstrapLock(tx);
    const [existing] = await tx.query<SigningKeyRow>(
      'SELECT id, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
    );
    if (existing !== undefined) return existing;
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const [created] = await tx.query<SigningKeyRow>(
      `INSERT INTO signing_keys (algorithm, private_jwk, public_jwk)
       VALUES ($1, $2::jsonb, $3::jsonb) RETURNING id, private_jwk, public_jwk`,
      [
        SIGNING_ALGORITHM,
        JSON.stringify(await exportJWK(pair.privateKey)),
        JSON.stringify(await exportJWK(pair.publicKey)),
      ],
    );
    if (created === undefined) throw new Error('Storing the signing key returned no row.');
    return created;
  });
  return {
    id: row.id,
    privateKey: await importKey(row.private_jwk),
    publicKey: await importKey(row.public_jwk),
  };
}

async function importKey(jwk: JWK): Promise<CryptoKey> {
  const key = await importJWK(jwk, SIGNING_ALGORITHM);
  if (key instanceof Uint8Array) throw new Error('The stored signing key is not an Ed25519 key.');
  return key;
}
