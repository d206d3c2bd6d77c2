// Query options for the signed-in user's identity and permissions; the tenant id is the root of
// every key, so a tenant switch or sign-out (queryClient.clear()) never serves another's data.
import { queryOptions } from '@tanstack/react-query';
import type { AuthApi } from '../../api';

export function sessionQueries(auth: AuthApi) {
  return {
    identity: (tenantId: string) =>
      queryOptions({
        queryKey: [tenantId, 'identity'],
        queryFn: ({ signal }) => auth.identity(signal),
        staleTime: 5 * 60_000,
      }),
    permissions: (tenantId: string) =>
      queryOptions({
        queryKey: [tenantId, 'permissions'],
        queryFn: ({ signal }) => auth.permissions(signal),
        staleTime: 5 * 60_000,
      }),
    mspTenants: (tenantId: string) =>
      queryOptions({
        queryKey: [tenantId, 'msp-tenants'],
        queryFn: ({ signal }) => auth.mspTenants(signal),
        staleTime: 5 * 60_000,
      }),
  };
}
