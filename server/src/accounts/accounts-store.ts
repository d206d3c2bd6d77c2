// The SQL of a tenant's account changes (src/shared/accounts/accounts.ts; the list and a member as
// the screens show them are accounts-list-store.ts): looking one up, creating an account the
// tenant manages, its membership and roles, changing and removing it, and the checks account
// changes share (is the target a member, which roles are the tenant's, how many administrators
// remain). The rules that decide between them are account-changes.ts's.
import type { AccountLookup, UpdateAccountRequest } from '@shared/accounts/accounts';
import type { Permissions } from '@shared/permissions';
import { storeSecretHash } from '../auth/account-secrets';
import { toPerson, type PersonRow } from '../auth/person-row';
import { queryCount } from '../db/count';
import type { Queryable } from '../db/database';
import { conflict, foreignKeyViolation, validationFailed } from '../http/errors';

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
  return queryCount(
    db,
    'SELECT count(*)::int AS n FROM memberships WHERE tenant_id = $1 AND is_admin',
    [tenantId],
  );
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

/** A member of the tenant by e-mail address or username (one of them given); null when none. */
export async function lookUpMember(
  db: Queryable,
  tenantId: string,
  by: { email?: string | undefined; username?: string | undefined },
): Promise<AccountLookup | null> {
  // Members only: an admin learns nothing about accounts outside their tenant.
  const [row] = await db.query<PersonRow>(
    `SELECT a.id, a.email, a.first_name, a.last_name, a.avatar_id
       FROM accounts a JOIN memberships m ON m.account_id = a.id AND m.tenant_id = $1
      WHERE ($2::text IS NOT NULL AND a.email = $2) OR ($3::text IS NOT NULL AND a.username = $3)`,
    [tenantId, by.email ?? null, by.username ?? null],
  );
  if (row === undefined) return null;
  return { ...toPerson(row), isMember: true };
}

/** The id of the account with this e-mail address, locked until the transaction ends; or null. */
export async function lockAccountByEmail(tx: Queryable, email: string): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    'SELECT id FROM accounts WHERE email = $1 FOR UPDATE',
    [email],
  );
  return row?.id ?? null;
}

interface NewManagedAccount {
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  passwordHash: string | null;
  pinHash: string | null;
}

/** A new account, managed by `tenantId`, with its first secrets; resolves to its id. */
export async function insertManagedAccount(
  tx: Queryable,
  tenantId: string,
  account: NewManagedAccount,
): Promise<string> {
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO accounts (email, first_name, last_name, username, auth_mech, managing_tenant_id)
     VALUES ($1, $2, $3, $4, '{}', $5) RETURNING id`,
    [account.email, account.firstName, account.lastName, account.username, tenantId],
  );
  if (created === undefined) throw new Error('Inserting the account returned no row.');
  if (account.passwordHash !== null) {
    await storeSecretHash(tx, created.id, 'password', account.passwordHash);
  }
  if (account.pinHash !== null) await storeSecretHash(tx, created.id, 'pin', account.pinHash);
  return created.id;
}

export async function insertMembership(
  tx: Queryable,
  tenantId: string,
  accountId: string,
  grants: { isAdmin: boolean; roleIds: readonly string[]; permissions: Permissions },
): Promise<void> {
  await tx.query(
    `INSERT INTO memberships (account_id, tenant_id, is_admin, permissions)
     VALUES ($1, $2, $3, $4::jsonb)`,
    [accountId, tenantId, grants.isAdmin, JSON.stringify(grants.permissions)],
  );
  await replaceAccountRoles(tx, tenantId, accountId, grants.roleIds);
}

/** Only the names and username sent change; `username: null` removes it. */
export async function updateAccountIdentity(
  tx: Queryable,
  accountId: string,
  change: Pick<UpdateAccountRequest, 'firstName' | 'lastName' | 'username'>,
): Promise<void> {
  await tx.query(
    `UPDATE accounts
        SET first_name = COALESCE($2, first_name),
            last_name = COALESCE($3, last_name),
            username = CASE WHEN $4 THEN $5 ELSE username END
      WHERE id = $1`,
    [
      accountId,
      change.firstName ?? null,
      change.lastName ?? null,
      change.username !== undefined,
      change.username ?? null,
    ],
  );
}

export async function setMembershipAdmin(
  tx: Queryable,
  tenantId: string,
  accountId: string,
  isAdmin: boolean,
): Promise<void> {
  await tx.query('UPDATE memberships SET is_admin = $3 WHERE tenant_id = $1 AND account_id = $2', [
    tenantId,
    accountId,
    isAdmin,
  ]);
}

/** False when the account is not a member of the tenant. */
export async function setMembershipPermissions(
  db: Queryable,
  tenantId: string,
  accountId: string,
  permissions: Permissions,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE memberships SET permissions = $3::jsonb
      WHERE tenant_id = $1 AND account_id = $2 RETURNING 1`,
    [tenantId, accountId, JSON.stringify(permissions)],
  );
  return updated.length > 0;
}

export async function deleteMembership(
  tx: Queryable,
  tenantId: string,
  accountId: string,
): Promise<void> {
  await tx.query('DELETE FROM memberships WHERE tenant_id = $1 AND account_id = $2', [
    tenantId,
    accountId,
  ]);
}

/** 409 when records the business keeps (its sales, say) name the account. */
export async function deleteAccount(tx: Queryable, accountId: string): Promise<void> {
  try {
    await tx.query('DELETE FROM accounts WHERE id = $1', [accountId]);
  } catch (error) {
    if (!foreignKeyViolation(error)) throw error;
    throw conflict(
      'This account made sales or other records the business keeps, so it cannot be deleted. Take away its roles and permissions instead.',
    );
  }
}

/** The account's tenants other than `tenantId`, each with whether it is their only administrator. */
export async function otherMemberships(
  tx: Queryable,
  accountId: string,
  tenantId: string,
): Promise<{ tenantId: string; soleAdmin: boolean }[]> {
  const rows = await tx.query<{ tenant_id: string; sole_admin: boolean }>(
    `SELECT m.tenant_id,
            m.is_admin AND NOT EXISTS (
              SELECT 1 FROM memberships o
               WHERE o.tenant_id = m.tenant_id AND o.is_admin AND o.account_id <> m.account_id)
              AS sole_admin
       FROM memberships m WHERE m.account_id = $1 AND m.tenant_id <> $2`,
    [accountId, tenantId],
  );
  return rows.map((row) => ({ tenantId: row.tenant_id, soleAdmin: row.sole_admin }));
}

/** The names of these installs by id (the places an account's sign-ins failed). */
export async function installNames(
  db: Queryable,
  installIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM installs WHERE id = ANY($1::uuid[])',
    [installIds],
  );
  return new Map(rows.map((install) => [install.id, install.name]));
}
