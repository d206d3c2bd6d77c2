// The query client: failures worth another try (no connection, server trouble) are retried;
// a refused token ends the session (the session keeper renews tokens before they expire, so a
// 401 means the server no longer accepts this session); every other failure is logged.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { isApiError, isServerUnreachable } from '../api';
import { endSessionAtom, sessionAtom, startLastAccessKeeper } from '../lib/session';

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

interface SessionQueryClientOptions {
  /** The app's store, with the session the client's answers belong to. */
  store: ReturnType<typeof createStore>;
  /** Where the last-access keeper keeps the session's last answers. */
  storage: Storage;
  retries?: number;
}

/**
 * The app's query client over the session in `store`: a refused token ends the session and drops
 * every answer; the last-access keeper watches its cache. It comes with this module, fetched when
 * first needed (app-core.ts).
 */
export function startQueryClient({ store, storage, retries }: SessionQueryClientOptions) {
  const client = createQueryClient({
    onUnauthorized: () => {
      if (store.get(sessionAtom) === null) return;
      store.set(endSessionAtom);
      queueMicrotask(() => {
        client.clear();
      });
    },
    retries,
  });
  startLastAccessKeeper({ store, queryClient: client, storage });
  return client;
}
