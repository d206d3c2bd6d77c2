// Support requests as server state, keyed by the tenant the system administrator acts in.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../api';

export function supportRequestQuery(
  supportRequests: Api['supportRequests'],
  tenantId: string,
  id: string,
) {
  return queryOptions({
    queryKey: [tenantId, 'support-requests', id] as const,
    queryFn: ({ signal }) => supportRequests.get(id, signal),
  });
}
