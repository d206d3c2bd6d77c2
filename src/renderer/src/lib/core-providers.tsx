// The providers every screen reads below Mantine, for the app and for feature tests alike: the
// runtime configuration (given: the app's frame leaves it to the signed-in app), client state (jotai), the query client's loader (lib/query-clients.tsx),
// the API families and the platform. The app's frame leaves the API families to what it frames:
// the public pages have only the sign-in families, the signed-in app all of them; and it leaves
// TanStack Query's provider to the signed-in app, which the public pages start without.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { ApiProvider, type Api } from '../api';
import { PlatformProvider, type Platform } from '../platform';
import { existingQueryClient, QueryClientsProvider, type QueryClients } from './query-clients';
import { RuntimeConfigProvider } from './runtime-config';

export type CoreProvidersProps = {
  /** The runtime configuration; the app's frame leaves it to the signed-in app. */
  config?: RuntimeConfig;
  store: ReturnType<typeof createStore>;
  api?: Api;
  platform: Platform;
  children: ReactNode;
} & (
  | {
      /** A client to provide now, to TanStack Query's hooks and through the loader. */
      queryClient: QueryClient;
      queryClients?: undefined;
    }
  | { queryClient?: undefined; queryClients: QueryClients }
);

export function CoreProviders({
  config,
  store,
  queryClient,
  queryClients,
  api,
  platform,
  children,
}: CoreProvidersProps) {
  const clients = useMemo(
    () => queryClients ?? existingQueryClient(queryClient),
    [queryClient, queryClients],
  );
  const withApi = api === undefined ? children : <ApiProvider value={api}>{children}</ApiProvider>;
  const providers = (
    <JotaiProvider store={store}>
      <QueryClientsProvider value={clients}>
        <PlatformProvider value={platform}>
          {queryClient === undefined ? (
            withApi
          ) : (
            <QueryClientProvider client={queryClient}>{withApi}</QueryClientProvider>
          )}
        </PlatformProvider>
      </QueryClientsProvider>
    </JotaiProvider>
  );
  return config === undefined ? (
    providers
  ) : (
    <RuntimeConfigProvider value={config}>{providers}</RuntimeConfigProvider>
  );
}
