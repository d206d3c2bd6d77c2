// Reading accounts for sign-in: by e-mail, with what the sign-in steps need to decide.
import type { Queryable } from '../db/database';
import { accountSubjectKeySql, type LockoutSource } from './lockout';

export interface SignInAccount {
  id: string;
  authMech: string[];
  passwordHash: string | null;
}

interface SignInAccountRow {
  id: string;
  auth_mech: string[];
  password_hash: string | null;
}

/** E-mail addresses are stored lower-case; `email` may be in any case. */
export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<SignInAccount | null> {
  const [row] = await db.query<SignInAccountRow>(
    'SELECT id, auth_mech, password_hash FROM accounts WHERE email = $1',
    [email.toLowerCase()],
  );
  if (row === undefined) return null;
  return { id: row.id, authMech: row.auth_mech, passwordHash: row.password_hash };
}

/**
 * `findAccountByEmail` and whether sign-in of that account from `source` is paused at `now`
 * (auth/lockout.ts `lockedUntil`), in one statement: a browser sign-in needs both before it
 * hashes. Null when no account has the address.
 */
export async function findAccountPausedAt(
  db: Queryable,
  email: string,
  source: LockoutSource,
  now: Date,
): Promise<{ account: SignInAccount; paused: boolean } | null> {
  const [row] = await db.query<SignInAccountRow & { paused: boolean }>(
    `SELECT a.id, a.auth_mech, a.password_hash,
            EXISTS (SELECT 1 FROM sign_in_failures f
                     WHERE f.subject = ${accountSubjectKeySql('a.id', '$2::text')}
                       AND f.locked_until > $3) AS paused
       FROM accounts a WHERE a.email = $1`,
    [email.toLowerCase(), source, now],
    { prepareAs: 'find_account_paused_at' },
  );
  if (row === undefined) return null;
  return {
    account: { id: row.id, authMech: row.auth_mech, passwordHash: row.password_hash },
    paused: row.paused,
  };
}
