// Role management in the current tenant (spec §6 "Roles and accounts each have management calls,
// with separate permission updates", §7 /roles): named permission maps members hold. Names are
// unique per tenant, ignoring case. Changing a role's permissions, or deleting it, changes the
// effective permissions of everyone holding it, so they are told; a role still held is deleted
// only by moving its holders to another role. Tenant administrators only.
import type { z } from 'zod';
import { REALTIME_EVENTS } from '@shared/realtime';
import {
  ROLES_PATHS,
  createRoleRequestSchema,
  deleteRoleQuerySchema,
  permissionMatrixPageSchema,
  permissionMatrixQuerySchema,
  permissionsUpdateSchema,
  renameRoleRequestSchema,
  roleIdParamsSchema,
  roleSchema,
  rolesResponseSchema,
} from '@shared/roles/roles';
import { tenantAdminContext } from '../auth/request-context';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishAdminChanges } from '../realtime/admin-events';
import {
  createRole,
  deleteRole,
  listRoles,
  loadRole,
  renameRole,
  setRolePermissions,
} from './roles-store';
import { loadPermissionMatrix } from './permission-matrix-store';

/** A change to one role: its id in the path, the role as it now is in the answer. */
function roleWrite<Body extends z.ZodType>(body: Body) {
  return { schema: { params: roleIdParamsSchema, body, response: { 200: roleSchema } } };
}

export const rolesRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  app.get(ROLES_PATHS.roles, { schema: { response: { 200: rolesResponseSchema } } }, (request) =>
    listRoles(database, tenantAdminContext(request).tenantId),
  );

  app.get(
    ROLES_PATHS.permissionMatrix,
    {
      schema: {
        querystring: permissionMatrixQuerySchema,
        response: { 200: permissionMatrixPageSchema },
      },
    },
    (request) =>
      loadPermissionMatrix(database, tenantAdminContext(request).tenantId, request.query),
  );

  app.post(
    ROLES_PATHS.roles,
    { schema: { body: createRoleRequestSchema, response: { 201: roleSchema } } },
    async (request, reply) => {
      const actor = tenantAdminContext(request);
      const { tenantId } = actor;
      const { name, permissions } = request.body;
      const roleId = await createRole(database, actor, { name, permissions });
      await publishAdminChanges(realtime, request, {
        tenantId,
        lists: [{ event: REALTIME_EVENTS.rolesChanged, id: roleId }],
      });
      return reply.code(201).send(await loadRole(database, tenantId, roleId));
    },
  );

  app.put(ROLES_PATHS.role, roleWrite(renameRoleRequestSchema), async (request) => {
    const actor = tenantAdminContext(request);
    const { tenantId } = actor;
    const { id } = request.params;
    await renameRole(database, actor, id, request.body.name);
    await publishAdminChanges(realtime, request, {
      tenantId,
      lists: [{ event: REALTIME_EVENTS.rolesChanged, id }],
    });
    return loadRole(database, tenantId, id);
  });

  app.delete(
    ROLES_PATHS.role,
    { schema: { params: roleIdParamsSchema, querystring: deleteRoleQuerySchema } },
    async (request, reply) => {
      const actor = tenantAdminContext(request);
      const { tenantId } = actor;
      const { id } = request.params;
      const { holders, reassignedTo } = await deleteRole(
        database,
        actor,
        id,
        request.query.reassignTo,
      );
      await publishAdminChanges(realtime, request, {
        tenantId,
        permissionsChangedFor: holders,
        lists: [
          { event: REALTIME_EVENTS.rolesChanged, id },
          ...(reassignedTo === null
            ? []
            : [{ event: REALTIME_EVENTS.rolesChanged, id: reassignedTo }]),
          ...(holders.length > 0 ? [{ event: REALTIME_EVENTS.accountsChanged, id: null }] : []),
        ],
      });
      return reply.code(204).send();
    },
  );

  app.put(ROLES_PATHS.rolePermissions, roleWrite(permissionsUpdateSchema), async (request) => {
    const actor = tenantAdminContext(request);
    const { tenantId } = actor;
    const { id } = request.params;
    const role = await setRolePermissions(database, actor, id, request.body.permissions);
    await publishAdminChanges(realtime, request, {
      tenantId,
      permissionsChangedFor: role.accountIds,
      lists: [{ event: REALTIME_EVENTS.rolesChanged, id }],
    });
    return role;
  });
});
