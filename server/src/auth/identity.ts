// The signed-in user's identity (spec §3): the account and the tenants it is a member of, read in
// one statement, and as columns another statement can add (a renewal reads it with the session).
import { identitySchema, type Identity } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';
import { toPerson, type PersonRow } from './person-row';

/**
 * The identity of the account aliased `a`, for the select list of a statement that joins
 * accounts AS a. Its tenants come as one JSON array, so the identity costs no second round trip.
 */
export const IDENTITY_COLUMNS = `a.id, a.email, a.first_name, a.last_name, a.avatar_id,
       a.auth_mech, a.is_sys_admin,
       COALESCE((SELECT json_agg(json_build_object(
                   'id', t.id, 'name', t.name, 'isFavorite', m.is_favorite,
                   'isAdmin', m.is_admin, 'apps', t.apps) ORDER BY t.name, t.id)
                   FROM memberships m JOIN tenants t ON t.id = m.tenant_id
                  WHERE m.account_id = a.id), '[]') AS tenants`;

export interface IdentityRow extends PersonRow {
  auth_mech: string[];
  is_sys_admin: boolean;
  /** Parsed by both drivers from json_agg; checked by identitySchema. */
  tenants: unknown;
}

export function toIdentity(row: IdentityRow): Identity {
  return identitySchema.parse({
    ...toPerson(row),
    tenants: row.tenants,
    isSysAdmin: row.is_sys_admin,
    authMech: row.auth_mech,
  });
}

/** Null when the account no longer exists. */
export async function loadIdentity(db: Queryable, accountId: string): Promise<Identity | null> {
  const [row] = await db.query<IdentityRow>(
    `SELECT ${IDENTITY_COLUMNS} FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  return row === undefined ? null : toIdentity(row);
}
