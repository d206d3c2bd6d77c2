// The Users screens' server state: every key starts with the tenant id, then 'accounts', so one
// invalidation of [tenantId, 'accounts'] refreshes the list and every open user's page.
import { queryOptions } from '@tanstack/react-query';
import type { AccountsApi } from '../../../../api';

export function accountsKey(tenantId: string) {
  return [tenantId, 'accounts'] as const;
}

export function accountDetailQuery(api: AccountsApi, tenantId: string, accountId: string) {
  return queryOptions({
    queryKey: [...accountsKey(tenantId), 'detail', accountId] as const,
    queryFn: ({ signal }) => api.get(accountId, signal),
  });
}

export function pendingInvitationsQuery(api: AccountsApi, tenantId: string) {
  return queryOptions({
    queryKey: [...accountsKey(tenantId), 'invitations'] as const,
    queryFn: ({ signal }) => api.invitations(signal),
  });
}

/** The tenant's roles, to filter by and to give. */
export function rolesQuery(api: AccountsApi, tenantId: string) {
  return queryOptions({
    queryKey: [tenantId, 'roles', 'choices'] as const,
    queryFn: ({ signal }) => api.roles(signal),
  });
}
