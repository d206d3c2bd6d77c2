// The tenant's roles as server state, keyed [tenantId, 'roles', …] so the roles-changed event of
// the tenant-admin channel refreshes every view of them (the list, the matrix's role names).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { RolesApi } from '../../../api';
import { useSession } from '../../../lib/session';

export function rolesQuery(api: RolesApi, tenantId: string) {
  return queryOptions({
    queryKey: [tenantId, 'roles', 'list'] as const,
    queryFn: ({ signal }) => api.list(signal),
  });
}

export function useTenantId(): string {
  return useSession()?.tenantId ?? '';
}

/** After a write of ours: our own tab hears no realtime event for it, so refresh here. */
export function useRefreshRoles(): () => Promise<void> {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  return () => queryClient.invalidateQueries({ queryKey: [tenantId, 'roles'] });
}
