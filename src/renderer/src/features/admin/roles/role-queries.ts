// The tenant's roles as server state, keyed [tenantId, 'roles', …] so the roles-changed event of
// the tenant-admin channel refreshes every view of them (the list, the matrix's role names).
import { queryOptions } from '@tanstack/react-query';
import type { RolesApi } from '../../../api';
import { useRefreshTenantData, useSession } from '../../../lib/session';

export function rolesQuery(api: RolesApi, tenantId: string) {
  return queryOptions({
    queryKey: [tenantId, 'roles', 'list'] as const,
    queryFn: ({ signal }) => api.list(signal),
  });
}

export function useTenantId(): string {
  return useSession()?.tenantId ?? '';
}

export function useRefreshRoles(): () => Promise<void> {
  return useRefreshTenantData('roles');
}
