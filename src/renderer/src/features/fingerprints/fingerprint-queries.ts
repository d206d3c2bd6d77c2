// The enrolled fingerprints as server state, keyed by tenant at the root like every query.
import { queryOptions } from '@tanstack/react-query';
import type { FingerprintsApi } from '../../api';

export function fingerprintsQuery(
  api: FingerprintsApi,
  tenantId: string,
  accountId: string | null,
) {
  return queryOptions({
    queryKey: [tenantId, 'fingerprints', accountId ?? 'own'] as const,
    queryFn: ({ signal }) => api.list(accountId, signal),
  });
}
