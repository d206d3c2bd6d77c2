// The tenant switcher's list (spec §5, §6): the user's tenants plus, for MSP technicians, system
// administrators and impersonators, the tenants they may enter; current first, then favourites,
// then by name; filtered by a case-insensitive substring of the name.
import type { Tenant } from '@shared/auth/sign-in';

export interface SwitchableTenant extends Tenant {
  isMspTenant: boolean;
}

export function orderTenants(
  memberTenants: readonly Tenant[],
  mspTenants: readonly Tenant[],
  currentTenantId: string | null,
): SwitchableTenant[] {
  const memberIds = new Set(memberTenants.map((tenant) => tenant.id));
  const all: SwitchableTenant[] = [
    ...memberTenants.map((tenant) => ({ ...tenant, isMspTenant: false })),
    ...mspTenants
      .filter((tenant) => !memberIds.has(tenant.id))
      .map((tenant) => ({ ...tenant, isMspTenant: true })),
  ];
  const rank = (tenant: SwitchableTenant) =>
    tenant.id === currentTenantId ? 0 : tenant.isFavorite ? 1 : 2;
  return all.sort(
    (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

export function searchTenants<T extends Tenant>(tenants: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...tenants];
  return tenants.filter((tenant) => tenant.name.toLocaleLowerCase().includes(needle));
}

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §4 "Tenant switch": the path is trimmed at its first uuid segment. */
export function trimPathAtFirstUuid(pathname: string): string {
  const segments = pathname.split('/');
  const index = segments.findIndex((segment) => UUID_SEGMENT.test(segment));
  if (index === -1) return pathname;
  const trimmed = segments.slice(0, index).join('/');
  return trimmed === '' ? '/' : trimmed;
}
