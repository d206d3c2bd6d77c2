// Reading the members of a tenant as the admin screens show them (src/shared/accounts/accounts.ts),
// and the checks account changes share: is the target a member, which roles are the tenant's,
// how many administrators remain.
import { accountSchema, type Account } from '@shared/accounts/accounts';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  avatar_id: string | null;
  username: string | null;
  auth_mech: string[];
  is_admin: boolean;
  role_ids: string[];
  permissions: unknown;
  has_pin: boolean;
  has_password: boolean;
  is_managed: boolean;
  is_sign_in_locked: boolean;
}

const ACCOUNTS_OF_TENANT = `
  SELECT a.id, a.email, a.first_name, a.last_name, a.avatar_id, a.username, a.auth_mech,
         m.is_admin, m.permissions,
         a.pin_hash IS NOT NULL AS has_pin, a.password_hash IS NOT NULL AS has_password,
         a.managing_tenant_id IS NOT DISTINCT FROM m.tenant_id AS is_managed,
         (a.managing_tenant_id IS NOT DISTINCT FROM m.tenant_id AND EXISTS (
            SELECT 1 FROM sign_in_failures f
             WHERE f.account_id = a.id AND f.locked_until > now())) AS is_sign_in_locked,
         COALESCE(array_agg(r.id::text ORDER BY r.name, r.id) FILTER (WHERE r.id IS NOT NULL),
                  '{}'::text[]) AS role_ids
    FROM memberships m
    JOIN accounts a ON a.id = m.account_id
    LEFT JOIN account_roles ar ON ar.account_id = m.account_id AND ar.tenant_id = m.tenant_id
    LEFT JOIN roles r ON r.id = ar.role_id
   WHERE m.tenant_id = $1 AND ($2::uuid IS NULL OR a.id = $2::uuid)
   GROUP BY a.id, m.account_id, m.tenant_id
   ORDER BY lower(a.first_name), lower(a.last_name), a.email`;

function toAccount(row: AccountRow): Account {
  return accountSchema.parse({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarId: row.avatar_id,
    username: row.username,
    authMech: row.auth_mech,
    isAdmin: row.is_admin,
    roleIds: row.role_ids,
    permissions: row.permissions,
    hasPin: row.has_pin,
    hasPassword: row.has_password,
    isManaged: row.is_managed,
    isSignInLocked: row.is_sign_in_locked,
  });
}

export async function listTenantAccounts(db: Queryable, tenantId: string): Promise<Account[]> {
  const rows = await db.query<AccountRow>(ACCOUNTS_OF_TENANT, [tenantId, null]);
  return rows.map(toAccount);
}

/** Null when the account is not a member of the tenant. */
export async function loadTenantAccount(
  db: Queryable,
  tenantId: string,
  accountId: string,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(ACCOUNTS_OF_TENANT, [tenantId, accountId]);
  return row === undefined ? null : toAccount(row);
}

export interface MembershipState {
  isAdmin: boolean;
  roleIds: string[];
}

/**
 * The membership of `accountId` in `tenantId`, or null. Locks the tenant row first, so changes
 * to its administrators are decided one at a time (the last administrator stays).
 */
export async function lockMembership(
  tx: Queryable,
  tenantId: string,
  accountId: string,
): Promise<MembershipState | null> {
  await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
  const [row] = await tx.query<{ is_admin: boolean; role_ids: string[] }>(
    `SELECT m.is_admin,
            COALESCE(array_agg(ar.role_id::text ORDER BY ar.role_id)
                       FILTER (WHERE ar.role_id IS NOT NULL), '{}'::text[]) AS role_ids
       FROM memberships m
       LEFT JOIN account_roles ar ON ar.account_id = m.account_id AND ar.tenant_id = m.tenant_id
      WHERE m.tenant_id = $1 AND m.account_id = $2
      GROUP BY m.account_id, m.tenant_id`,
    [tenantId, accountId],
  );
  return row === undefined ? null : { isAdmin: row.is_admin, roleIds: row.role_ids };
}

export async function countAdmins(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM memberships WHERE tenant_id = $1 AND is_admin',
    [tenantId],
  );
  return row?.n ?? 0;
}

/** 400 unless every id names a role of the tenant. */
export async function assertRolesOfTenant(
  db: Queryable,
  tenantId: string,
  roleIds: readonly string[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const rows = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM roles WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, roleIds],
  );
  const known = new Set(rows.map((row) => row.id));
  const unknown = roleIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw validationFailed(`roleIds: ${unknown.join(', ')} is not a role of this tenant.`, {
      unknownRoleIds: unknown,
    });
  }
}

/** Gives the account exactly these roles of the tenant. */
export async function replaceAccountRoles(
  tx: Queryable,
  tenantId: string,
  accountId: string,
  roleIds: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM account_roles WHERE tenant_id = $1 AND account_id = $2', [
    tenantId,
    accountId,
  ]);
  if (roleIds.length === 0) return;
  await tx.query(
    `INSERT INTO account_roles (account_id, tenant_id, role_id)
     SELECT $2, $1, unnest($3::uuid[])`,
    [tenantId, accountId, roleIds],
  );
}
