// The tenant's identity-provider link and its directory as server state, keyed by tenant at the
// root; identity-provider-changed on the tenant-admin channel refreshes both.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../api';

export const IDP_RESOURCE = 'identity-provider';

export function idpKey(tenantId: string) {
  return [tenantId, IDP_RESOURCE] as const;
}

export function idpConfigQuery(api: Api['identityProvider'], tenantId: string) {
  return queryOptions({
    queryKey: [...idpKey(tenantId), 'config'] as const,
    queryFn: ({ signal }) => api.config(signal),
  });
}

export function idpUsersQuery(api: Api['identityProvider'], tenantId: string) {
  return queryOptions({
    queryKey: [...idpKey(tenantId), 'users'] as const,
    queryFn: ({ signal }) => api.users(signal),
  });
}
