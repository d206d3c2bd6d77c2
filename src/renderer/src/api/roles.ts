// Role management and the permission matrix (auth family, src/shared/roles/roles.ts): a tenant's
// roles with their member counts, their writes, and the members with what they hold, paged.
import { buildPath } from '@shared/paths';
import type { Page } from '@shared/paging';
import type { Permissions } from '@shared/permissions';
import {
  ROLES_PATHS,
  permissionMatrixPageSchema,
  roleSchema,
  rolesResponseSchema,
  type PermissionMatrixQuery,
  type PermissionMatrixRow,
  type Role,
  type RoleListItem,
} from '@shared/roles/roles';
import type { HttpClient } from './http-client';

export interface RolesApi {
  list(signal?: AbortSignal): Promise<RoleListItem[]>;
  create(role: { name: string; permissions?: Permissions }): Promise<Role>;
  rename(id: string, name: string): Promise<Role>;
  /** A role members hold is refused (409) unless `reassignTo` names the role they move to. */
  remove(id: string, reassignTo?: string): Promise<void>;
  setPermissions(id: string, permissions: Permissions): Promise<Role>;
  permissionMatrix(
    query: PermissionMatrixQuery,
    signal?: AbortSignal,
  ): Promise<Page<PermissionMatrixRow>>;
}

/** The query string of the values that are set. */
function searchOf(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') {
      params.set(name, String(value));
    }
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

export function createRolesApi(client: HttpClient): RolesApi {
  const role = (id: string) => buildPath(ROLES_PATHS.role, { id });
  const permissionsOf = (id: string) => buildPath(ROLES_PATHS.rolePermissions, { id });
  return {
    list: (signal) =>
      client.request({ method: 'GET', path: ROLES_PATHS.roles, signal }, rolesResponseSchema),
    create: (body) => client.request({ method: 'POST', path: ROLES_PATHS.roles, body }, roleSchema),
    rename: (id, name) =>
      client.request({ method: 'PUT', path: role(id), body: { name } }, roleSchema),
    remove: (id, reassignTo) =>
      client.send({ method: 'DELETE', path: `${role(id)}${searchOf({ reassignTo })}` }),
    setPermissions: (id, permissions) =>
      client.request({ method: 'PUT', path: permissionsOf(id), body: { permissions } }, roleSchema),
    permissionMatrix: (query, signal) =>
      client.request(
        { method: 'GET', path: `${ROLES_PATHS.permissionMatrix}${searchOf(query)}`, signal },
        permissionMatrixPageSchema,
      ),
  };
}
