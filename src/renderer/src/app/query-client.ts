// The query client: failures worth another try (no connection, server trouble) are retried;
// a refused token ends the session (the session keeper renews tokens before they expire, so a
// 401 means the server no longer accepts this session); every other failure is logged.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isServerUnreachable } from '../api';

interface QueryClientOptions {
  onUnauthorized: () => void;
  /** How many times a query is retried after a transient failure. */
  retries?: number;
}

export function createQueryClient({
  onUnauthorized,
  retries = 2,
}: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401) onUnauthorized();
        // Screens show what users need to know; the console keeps the detail (spec §7: an
        // identity that fails to load is only logged).
        else console.error('Zyno: query failed', query.queryKey, error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isServerUnreachable(error) && failureCount < retries,
        refetchOnWindowFocus: false,
      },
    },
  });
}
