// Support requests as server state, keyed by the tenant the system administrator acts in.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../api';

/** Every support request query of the tenant acted in: the list pages and each request. */
export function supportRequestsKey(tenantId: string) {
  return [tenantId, 'support-requests'] as const;
}

export function supportRequestQuery(
  supportRequests: Api['supportRequests'],
  tenantId: string,
  id: string,
) {
  return queryOptions({
    queryKey: [...supportRequestsKey(tenantId), id] as const,
    queryFn: ({ signal }) => supportRequests.get(id, signal),
  });
}
