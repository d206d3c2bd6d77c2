// Storing an account's password or PIN (argon2id, auth/passwords.ts): the hash goes in its column
// and the matching sign-in mechanism joins auth_mech, so "authMech includes 'password' when
// password login applies" (spec §3) stays true.
import type { SecretKind } from '@shared/auth/passwords';
import type { Queryable } from '../db/database';

const COLUMN: Readonly<Record<SecretKind, 'password_hash' | 'pin_hash'>> = {
  password: 'password_hash',
  pin: 'pin_hash',
};

/** The stored hash of the account's secret of that kind; undefined when there is no account. */
export async function storedSecretHash(
  db: Queryable,
  accountId: string,
  kind: SecretKind,
): Promise<string | null | undefined> {
  const [row] = await db.query<{ hash: string | null }>(
    `SELECT ${COLUMN[kind]} AS hash FROM accounts WHERE id = $1`,
    [accountId],
  );
  return row === undefined ? undefined : row.hash;
}

/** `hash` comes from hashSecret; the mechanism ('password' or 'pin') is added once. */
export async function storeSecretHash(
  db: Queryable,
  accountId: string,
  kind: SecretKind,
  hash: string,
): Promise<void> {
  await db.query(
    `UPDATE accounts
        SET ${COLUMN[kind]} = $2,
            auth_mech = CASE WHEN $3::text = ANY(auth_mech) THEN auth_mech
                             ELSE array_append(auth_mech, $3::text) END
      WHERE id = $1`,
    [accountId, hash, kind],
  );
}
