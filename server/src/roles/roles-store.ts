// All SQL of a tenant's roles (src/shared/roles/roles.ts): reading them with their holders,
// creating, renaming, deleting (or moving the holders to another role first), and setting their
// permissions, each write audited in its own transaction. Names are unique per tenant, ignoring
// case; writes that touch names take the tenant row's lock, so two of them are decided one after
// the other.
import type { Permissions } from '@shared/permissions';
import { roleSchema, type Role, type RoleListItem } from '@shared/roles/roles';
import { recordAudit, type AuditActor, type AuditState } from '../auth/audit-log';
import type { Database, Queryable } from '../db/database';
import {
  ApiError,
  conflict,
  notFoundInTenant,
  uniqueViolation,
  validationFailed,
} from '../http/errors';

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

export async function listRoles(db: Queryable, tenantId: string): Promise<RoleListItem[]> {
  const rows = await db.query<RoleRow>(ROLES_OF_TENANT, [tenantId, null]);
  return rows.map((row) => ({ ...toRole(row), memberCount: row.account_ids.length }));
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

/** Records a write of one role in the audit log, in the write's transaction. */
function auditRole(
  tx: Queryable,
  actor: AuditActor,
  action: string,
  roleId: string,
  change: { before?: AuditState; after?: AuditState },
): Promise<void> {
  return recordAudit(tx, actor, { action, targetType: 'role', targetId: roleId, ...change });
}

/** Resolves to the new role's id; 409 when the name is taken. */
export function createRole(
  database: Database,
  actor: AuditActor,
  role: { name: string; permissions: Permissions },
): Promise<string> {
  const { tenantId } = actor;
  return writingName(role.name, () =>
    database.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
      await assertNameFree(tx, tenantId, role.name, null);
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO roles (tenant_id, name, permissions) VALUES ($1, $2, $3::jsonb) RETURNING id',
        [tenantId, role.name, JSON.stringify(role.permissions)],
      );
      if (row === undefined) throw new Error('Inserting the role returned no row.');
      await auditRole(tx, actor, 'role.create', row.id, {
        after: { name: role.name, permissions: role.permissions },
      });
      return row.id;
    }),
  );
}

/** 404 when the tenant has no such role, 409 when another role has the name. */
export async function renameRole(
  database: Database,
  actor: AuditActor,
  roleId: string,
  name: string,
): Promise<void> {
  const { tenantId } = actor;
  await writingName(name, () =>
    database.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
      const before = await loadRole(tx, tenantId, roleId);
      await assertNameFree(tx, tenantId, name, roleId);
      await tx.query('UPDATE roles SET name = $3 WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        roleId,
        name,
      ]);
      await auditRole(tx, actor, 'role.rename', roleId, {
        before: { name: before.name },
        after: { name },
      });
    }),
  );
}

/**
 * Locks the role against new holders (assigning it takes a key share lock on its row) and
 * loads it; 404 when the tenant has no such role.
 */
async function lockRole(tx: Queryable, tenantId: string, roleId: string): Promise<Role> {
  await tx.query('SELECT 1 FROM roles WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
    tenantId,
    roleId,
  ]);
  return loadRole(tx, tenantId, roleId);
}

function roleInUse(role: Role): ApiError {
  const count = role.accountIds.length;
  const holders = count === 1 ? '1 person holds' : `${String(count)} people hold`;
  return new ApiError(
    409,
    'conflict',
    `${holders} the role "${role.name}". Move them to another role (reassignTo) before deleting it.`,
    { memberCount: count },
  );
}

export interface DeletedRole {
  /** The accounts that held the deleted role: their permissions may have changed. */
  holders: string[];
  /** The role they were given instead, when the delete reassigned them. */
  reassignedTo: string | null;
}

/**
 * Deletes a role nobody holds, or, with `reassignTo`, gives its holders that role first.
 * 404 when the tenant has no such role (either of them), 409 while members hold it and no
 * role to move them to is named, 400 when that role is the one being deleted.
 */
export function deleteRole(
  database: Database,
  actor: AuditActor,
  roleId: string,
  reassignTo: string | undefined,
): Promise<DeletedRole> {
  const { tenantId } = actor;
  return database.transaction(async (tx) => {
    if (reassignTo === roleId) {
      throw validationFailed('reassignTo: Choose a role other than the one being deleted.', [
        { path: 'reassignTo', code: 'custom', message: 'Choose another role.' },
      ]);
    }
    const role = await lockRole(tx, tenantId, roleId);
    const holders = role.accountIds;
    const target = reassignTo === undefined ? null : await lockRole(tx, tenantId, reassignTo);
    if (target === null && holders.length > 0) throw roleInUse(role);
    if (target !== null) {
      await tx.query(
        `INSERT INTO account_roles (account_id, tenant_id, role_id)
         SELECT account_id, tenant_id, $3 FROM account_roles WHERE tenant_id = $1 AND role_id = $2
         ON CONFLICT DO NOTHING`,
        [tenantId, roleId, target.id],
      );
      await auditRole(tx, actor, 'role.reassign', target.id, {
        before: { name: target.name, accountIds: target.accountIds },
        after: {
          name: target.name,
          accountIds: (await loadRole(tx, tenantId, target.id)).accountIds,
          from: { id: role.id, name: role.name },
        },
      });
    }
    await tx.query('DELETE FROM roles WHERE tenant_id = $1 AND id = $2', [tenantId, roleId]);
    await auditRole(tx, actor, 'role.delete', roleId, {
      before: { name: role.name, permissions: role.permissions, accountIds: holders },
      after: null,
    });
    return { holders, reassignedTo: target?.id ?? null };
  });
}

/** Resolves to the role as it now is; 404 when the tenant has no such role. */
export function setRolePermissions(
  database: Database,
  actor: AuditActor,
  roleId: string,
  permissions: Permissions,
): Promise<Role> {
  const { tenantId } = actor;
  return database.transaction(async (tx) => {
    const before = await lockRole(tx, tenantId, roleId);
    await tx.query('UPDATE roles SET permissions = $3::jsonb WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      roleId,
      JSON.stringify(permissions),
    ]);
    await auditRole(tx, actor, 'role.permissions.update', roleId, {
      before: { permissions: before.permissions },
      after: { permissions },
    });
    return loadRole(tx, tenantId, roleId);
  });
}
