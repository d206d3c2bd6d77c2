// The local identity provider's user directory (`idp_directory_users`): who can sign in at
// /oidc, with which claims, and the directory a tenant linked to the local provider imports from.
import type { Queryable } from '../db/database';

export interface DirectoryUser {
  /** The OpenID subject. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

interface DirectoryUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

function toUser(row: DirectoryUserRow): DirectoryUser {
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name };
}

const COLUMNS = 'id, email, first_name, last_name';

export async function findDirectoryUser(db: Queryable, id: string): Promise<DirectoryUser | null> {
  const [row] = await db.query<DirectoryUserRow>(
    `SELECT ${COLUMNS} FROM idp_directory_users WHERE id::text = $1`,
    [id],
  );
  return row === undefined ? null : toUser(row);
}

/** With its password hash, for the provider's login form; `email` in any case. */
export async function findDirectoryLogin(
  db: Queryable,
  email: string,
): Promise<(DirectoryUser & { passwordHash: string }) | null> {
  const [row] = await db.query<DirectoryUserRow & { password_hash: string }>(
    `SELECT ${COLUMNS}, password_hash FROM idp_directory_users WHERE email = $1`,
    [email.trim().toLowerCase()],
  );
  return row === undefined ? null : { ...toUser(row), passwordHash: row.password_hash };
}

/** The OpenID claims of a directory user (scopes email and profile). */
export function directoryClaims(user: DirectoryUser): Record<string, unknown> {
  return {
    sub: user.id,
    email: user.email,
    email_verified: true,
    name: `${user.firstName} ${user.lastName}`.trim(),
    given_name: user.firstName,
    family_name: user.lastName,
  };
}
