// Reading accounts for sign-in: by e-mail, with what the sign-in steps need to decide.
import type { Queryable } from '../db/database';

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
