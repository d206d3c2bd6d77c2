// After an import or a price change this tab refreshes its own copies: the realtime event that
// tells every other tab skips the tab that caused it.
import type { QueryClient } from '@tanstack/react-query';

export function refreshProducts(queryClient: QueryClient, tenantId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === tenantId &&
      queryKey[1] === 'sales' &&
      (queryKey[2] === 'catalogue' || queryKey[2] === 'products'),
  });
}
