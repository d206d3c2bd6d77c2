// The signed-in user's identity (spec §3): the account and the tenants it is a member of.
import { identitySchema, type Identity } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';
import { toPerson, type PersonRow } from './person-row';

interface AccountRow extends PersonRow {
  auth_mech: string[];
  is_sys_admin: boolean;
}

interface TenantRow {
  id: string;
  name: string;
  apps: string[];
  is_admin: boolean;
  is_favorite: boolean;
}

/** Null when the account no longer exists. */
export async function loadIdentity(db: Queryable, accountId: string): Promise<Identity | null> {
  const [account] = await db.query<AccountRow>(
    `SELECT id, email, first_name, last_name, avatar_id, auth_mech, is_sys_admin
       FROM accounts WHERE id = $1`,
    [accountId],
  );
  if (account === undefined) return null;
  const tenants = await db.query<TenantRow>(
    `SELECT t.id, t.name, t.apps, m.is_admin, m.is_favorite
       FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.account_id = $1
      ORDER BY t.name, t.id`,
    [accountId],
  );
  return identitySchema.parse({
    ...toPerson(account),
    tenants: tenants.map((tenant) => ({
      id: tenant.id,
      name: tenant.name,
      isFavorite: tenant.is_favorite,
      isAdmin: tenant.is_admin,
      apps: tenant.apps,
    })),
    isSysAdmin: account.is_sys_admin,
    authMech: account.auth_mech,
  });
}
