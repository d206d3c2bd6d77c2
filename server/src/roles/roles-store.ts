// All SQL of a tenant's roles (src/shared/roles/roles.ts): reading them with their holders,
// creating, renaming, deleting, and setting their permissions. Names are unique per tenant,
// ignoring case; writes that touch names take the tenant row's lock, so two of them are decided
// one after the other.
import type { Permissions } from '@shared/permissions';
import { roleSchema, type Role } from '@shared/roles/roles';
import type { Database, Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from '../http/errors';

interface RoleRow {
  id: string;
  name: string;
  permissions: unknown;
  account_ids: string[];
}

const ROLES_OF_TENANT = `
  SELECT r.id, r.name, r.permissions,
         COALESCE(array_agg(ar.account_id::text ORDER BY ar.account_id)
                    FILTER (WHERE ar.account_id IS NOT NULL), '{}'::text[]) AS account_ids
    FROM roles r LEFT JOIN account_roles ar ON ar.role_id = r.id
   WHERE r.tenant_id = $1 AND ($2::uuid IS NULL OR r.id = $2::uuid)
   GROUP BY r.id
   ORDER BY lower(r.name), r.id`;

function toRole(row: RoleRow): Role {
  return roleSchema.parse({
    id: row.id,
    name: row.name,
    permissions: row.permissions,
    accountIds: row.account_ids,
  });
}

export async function listRoles(db: Queryable, tenantId: string): Promise<Role[]> {
  const rows = await db.query<RoleRow>(ROLES_OF_TENANT, [tenantId, null]);
  return rows.map(toRole);
}

/** 404 when the tenant has no such role. */
export async function loadRole(db: Queryable, tenantId: string, roleId: string): Promise<Role> {
  const [row] = await db.query<RoleRow>(ROLES_OF_TENANT, [tenantId, roleId]);
  if (row === undefined) throw notFoundInTenant('role', roleId);
  return toRole(row);
}

function nameTaken(name: string): Error {
  return conflict(`This tenant already has a role named "${name}".`);
}

/** 409 when another role of the tenant has the name, ignoring case. */
async function assertNameFree(
  db: Queryable,
  tenantId: string,
  name: string,
  exceptRoleId: string | null,
): Promise<void> {
  const taken = await db.query(
    `SELECT 1 FROM roles
      WHERE tenant_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3::uuid`,
    [tenantId, name, exceptRoleId],
  );
  if (taken.length > 0) throw nameTaken(name);
}

/** Runs a write; a unique-name race the pre-check missed is still a 409. */
async function writingName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken(name);
    throw error;
  }
}

/** Resolves to the new role's id; 409 when the name is taken. */
export function createRole(
  database: Database,
  tenantId: string,
  role: { name: string; permissions: Permissions },
): Promise<string> {
  return writingName(role.name, () =>
    database.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
      await assertNameFree(tx, tenantId, role.name, null);
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO roles (tenant_id, name, permissions) VALUES ($1, $2, $3::jsonb) RETURNING id',
        [tenantId, role.name, JSON.stringify(role.permissions)],
      );
      if (row === undefined) throw new Error('Inserting the role returned no row.');
      return row.id;
    }),
  );
}

/** 404 when the tenant has no such role, 409 when another role has the name. */
export async function renameRole(
  database: Database,
  tenantId: string,
  roleId: string,
  name: string,
): Promise<void> {
  await writingName(name, () =>
    database.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
      await loadRole(tx, tenantId, roleId);
      await assertNameFree(tx, tenantId, name, roleId);
      await tx.query('UPDATE roles SET name = $3 WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        roleId,
        name,
      ]);
    }),
  );
}

/** Resolves to the accounts that held the role; 404 when the tenant has no such role. */
export function deleteRole(
  database: Database,
  tenantId: string,
  roleId: string,
): Promise<string[]> {
  return database.transaction(async (tx) => {
    const role = await loadRole(tx, tenantId, roleId);
    await tx.query('DELETE FROM roles WHERE tenant_id = $1 AND id = $2', [tenantId, roleId]);
    return role.accountIds;
  });
}

/** 404 when the tenant has no such role. */
export async function setRolePermissions(
  db: Queryable,
  tenantId: string,
  roleId: string,
  permissions: Permissions,
): Promise<void> {
  const updated = await db.query(
    'UPDATE roles SET permissions = $3::jsonb WHERE tenant_id = $1 AND id = $2 RETURNING 1',
    [tenantId, roleId, JSON.stringify(permissions)],
  );
  if (updated.length === 0) throw notFoundInTenant('role', roleId);
}
