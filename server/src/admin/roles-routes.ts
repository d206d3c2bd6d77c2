// Role management in the current tenant (spec §6 "Roles and accounts each have management calls,
// with separate permission updates", §7 /roles): named permission maps members hold. Names are
// unique per tenant, ignoring case. Changing a role's permissions, or deleting it, changes the
// effective permissions of everyone holding it. Tenant administrators only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  ROLES_PATHS,
  createRoleRequestSchema,
  permissionsUpdateSchema,
  renameRoleRequestSchema,
  roleIdParamsSchema,
  roleSchema,
  rolesResponseSchema,
  type Role,
} from '@shared/roles/roles';
import type { AuthFamilyDependencies } from '../auth/dependencies';
import {
  assertTenantAdmin,
  requireTenant,
  tenantContext,
  type TenantContext,
} from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from './admin-errors';
import { checkCausingSocketId, publishAdminChanges } from './admin-events';

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

async function loadRole(db: Queryable, tenantId: string, roleId: string): Promise<Role> {
  const [row] = await db.query<RoleRow>(ROLES_OF_TENANT, [tenantId, roleId]);
  if (row === undefined) throw notFoundInTenant('role', roleId);
  return toRole(row);
}

function adminContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  assertTenantAdmin(context);
  return context;
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

export const rolesRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (app, deps, done) => {
  const { database, realtime } = deps;
  requireTenant(app, deps);
  checkCausingSocketId(app);

  app.get(
    ROLES_PATHS.roles,
    { schema: { response: { 200: rolesResponseSchema } } },
    async (request) => {
      const rows = await database.query<RoleRow>(ROLES_OF_TENANT, [
        adminContext(request).tenantId,
        null,
      ]);
      return rows.map(toRole);
    },
  );

  app.post(
    ROLES_PATHS.roles,
    { schema: { body: createRoleRequestSchema, response: { 201: roleSchema } } },
    async (request, reply) => {
      const { tenantId } = adminContext(request);
      const { name, permissions } = request.body;
      const roleId = await writingName(name, () =>
        database.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
          await assertNameFree(tx, tenantId, name, null);
          const [row] = await tx.query<{ id: string }>(
            'INSERT INTO roles (tenant_id, name, permissions) VALUES ($1, $2, $3::jsonb) RETURNING id',
            [tenantId, name, JSON.stringify(permissions)],
          );
          if (row === undefined) throw new Error('Inserting the role returned no row.');
          return row.id;
        }),
      );
      await publishAdminChanges(realtime, request, {
        tenantId,
        lists: [{ event: REALTIME_EVENTS.rolesChanged, id: roleId }],
      });
      return reply.code(201).send(await loadRole(database, tenantId, roleId));
    },
  );

  app.put(
    ROLES_PATHS.role,
    {
      schema: {
        params: roleIdParamsSchema,
        body: renameRoleRequestSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) => {
      const { tenantId } = adminContext(request);
      const { id } = request.params;
      const { name } = request.body;
      await writingName(name, () =>
        database.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
          await loadRole(tx, tenantId, id);
          await assertNameFree(tx, tenantId, name, id);
          await tx.query('UPDATE roles SET name = $3 WHERE tenant_id = $1 AND id = $2', [
            tenantId,
            id,
            name,
          ]);
        }),
      );
      await publishAdminChanges(realtime, request, {
        tenantId,
        lists: [{ event: REALTIME_EVENTS.rolesChanged, id }],
      });
      return loadRole(database, tenantId, id);
    },
  );

  app.delete(
    ROLES_PATHS.role,
    { schema: { params: roleIdParamsSchema } },
    async (request, reply) => {
      const { tenantId } = adminContext(request);
      const { id } = request.params;
      const holders = await database.transaction(async (tx) => {
        const role = await loadRole(tx, tenantId, id);
        await tx.query('DELETE FROM roles WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
        return role.accountIds;
      });
      await publishAdminChanges(realtime, request, {
        tenantId,
        permissionsChangedFor: holders,
        lists: [
          { event: REALTIME_EVENTS.rolesChanged, id },
          ...(holders.length > 0 ? [{ event: REALTIME_EVENTS.accountsChanged, id: null }] : []),
        ],
      });
      return reply.code(204).send();
    },
  );

  app.put(
    ROLES_PATHS.rolePermissions,
    {
      schema: {
        params: roleIdParamsSchema,
        body: permissionsUpdateSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) => {
      const { tenantId } = adminContext(request);
      const { id } = request.params;
      const updated = await database.query(
        'UPDATE roles SET permissions = $3::jsonb WHERE tenant_id = $1 AND id = $2 RETURNING 1',
        [tenantId, id, JSON.stringify(request.body.permissions)],
      );
      if (updated.length === 0) throw notFoundInTenant('role', id);
      const role = await loadRole(database, tenantId, id);
      await publishAdminChanges(realtime, request, {
        tenantId,
        permissionsChangedFor: role.accountIds,
        lists: [{ event: REALTIME_EVENTS.rolesChanged, id }],
      });
      return role;
    },
  );

  done();
};
