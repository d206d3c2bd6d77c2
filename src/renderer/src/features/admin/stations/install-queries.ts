// The tenant's installs as server state, keyed by tenant at the root; installs-changed on the
// tenant-admin channel refreshes every key under [tenantId, 'installs'].
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../api';

export function installsQuery(installs: Api['installs'], tenantId: string) {
  return queryOptions({
    queryKey: [tenantId, 'installs'] as const,
    queryFn: ({ signal }) => installs.list(signal),
  });
}
