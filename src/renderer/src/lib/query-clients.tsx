// The app's one query client (TanStack Query), reached through a loader: the public pages start
// without its code (docs/web-performance.md), and a sign-in asks for it when it has an answer to
// keep. The signed-in app has it from its start and provides it to its screens as usual.
import type { QueryClient } from '@tanstack/react-query';
import { requiredContext } from './required-context';

export interface QueryClients {
  /** The client, once created; null before anything has asked for it. */
  current: () => QueryClient | null;
  /** The client, created (its code fetched) the first time it is asked for. */
  load: () => Promise<QueryClient>;
}

/** Loaders over a client that already exists (feature tests, the app's tests). */
export function existingQueryClient(client: QueryClient): QueryClients {
  return { current: () => client, load: () => Promise.resolve(client) };
}

const context = requiredContext<QueryClients>('QueryClients');

export const QueryClientsProvider = context.Provider;
export const useQueryClients = context.use;
