// Query options for the signed-in user's identity and permissions; the tenant id is the root of
// every key, so a tenant switch or sign-out (queryClient.clear()) never serves another's data.
import { queryOptions } from '@tanstack/react-query';
import type { AuthApi } from '../../api';
import type { LastAccess, LastAccessKind } from './last-access';

/** The last answers kept for the session (last-access.ts) when `tenantId` gave `kind`, or null. */
export type LastAccessReader = (tenantId: string, kind: LastAccessKind) => LastAccess | null;

export function sessionQueries(auth: AuthApi, lastAccess: LastAccessReader = () => null) {
  // The last answers only start a query that has nothing yet: dated 0, they are stale at once,
  // so the server is asked straight away and its answer replaces them.
  return {
    identity: (tenantId: string) =>
      queryOptions({
        queryKey: [tenantId, 'identity'],
        queryFn: ({ signal }) => auth.identity(signal),
        staleTime: 5 * 60_000,
        initialData: () => lastAccess(tenantId, 'identity')?.identity,
        initialDataUpdatedAt: 0,
      }),
    permissions: (tenantId: string) =>
      queryOptions({
        queryKey: [tenantId, 'permissions'],
        queryFn: ({ signal }) => auth.permissions(signal),
        staleTime: 5 * 60_000,
        initialData: () => lastAccess(tenantId, 'permissions')?.permissions,
        initialDataUpdatedAt: 0,
      }),
    mspTenants: (tenantId: string) =>
      queryOptions({
        queryKey: [tenantId, 'msp-tenants'],
        queryFn: ({ signal }) => auth.mspTenants(signal),
        staleTime: 5 * 60_000,
        initialData: () => lastAccess(tenantId, 'mspTenants')?.mspTenants,
        initialDataUpdatedAt: 0,
      }),
  };
}
