// Where a person's grant of one app or feature comes from: the roles they hold that grant it and
// their own grant (the membership's map, the per-user override), and the matrix as CSV text.
import { hasPermission } from '@shared/permissions';
import {
  PERMISSION_KEYS,
  permissionKeyName,
  type PermissionKey,
} from '@shared/roles/permission-catalogue';
import type { PermissionMatrixRow, RoleListItem } from '@shared/roles/roles';
import { PERMISSIONS_MESSAGES as MESSAGES } from './messages';

export interface GrantSource {
  /** Names of the roles held that grant the key. */
  roles: string[];
  own: boolean;
}

export function grantSource(
  row: PermissionMatrixRow,
  rolesById: ReadonlyMap<string, RoleListItem>,
  key: PermissionKey,
): GrantSource {
  const feature = key.feature ?? undefined;
  const roles = row.roleIds
    .map((id) => rolesById.get(id))
    .filter((role) => role !== undefined && hasPermission(role.permissions, key.app, feature))
    .map((role) => role?.name ?? '');
  return { roles, own: hasPermission(row.overrides, key.app, feature) };
}

export function isGranted(source: GrantSource): boolean {
  return source.own || source.roles.length > 0;
}

/** "From Cashier", "Own grant", "From Cashier and own grant", "Not granted". */
export function describeSource(source: GrantSource): string {
  const names = source.roles.join(', ');
  if (source.roles.length > 0 && source.own) return MESSAGES.fromRolesAndOwn(names);
  if (source.roles.length > 0) return MESSAGES.fromRoles(names);
  return source.own ? MESSAGES.ownGrant : MESSAGES.notGranted;
}

function csvField(value: string): string {
  // Quote every field; a leading =, +, - or @ would be a formula to a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvSource(source: GrantSource): string {
  return [...source.roles, ...(source.own ? [MESSAGES.csvOwn] : [])].join('; ');
}

/** One line per person: name, e-mail, roles, then one column per key naming its sources. */
export function matrixCsv(
  rows: readonly PermissionMatrixRow[],
  rolesById: ReadonlyMap<string, RoleListItem>,
): string {
  const header = [
    MESSAGES.csvName,
    MESSAGES.csvEmail,
    MESSAGES.csvRoles,
    ...PERMISSION_KEYS.map(permissionKeyName),
  ];
  const lines = rows.map((row) => [
    `${row.firstName} ${row.lastName}`,
    row.email,
    row.roleIds.map((id) => rolesById.get(id)?.name ?? id).join('; '),
    ...PERMISSION_KEYS.map((key) => csvSource(grantSource(row, rolesById, key))),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
