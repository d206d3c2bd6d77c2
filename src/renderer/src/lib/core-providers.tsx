// The providers every screen reads below Mantine, for the app and for feature tests alike: the
// runtime configuration, client state (jotai), server state (TanStack Query), the API families
// and the platform. The app's frame leaves the API families to what it frames: the public pages
// have only the sign-in families, the signed-in app all of them.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { ApiProvider, type Api } from '../api';
import { PlatformProvider, type Platform } from '../platform';
import { RuntimeConfigProvider } from './runtime-config';

export interface CoreProvidersProps {
  config: RuntimeConfig;
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  api?: Api;
  platform: Platform;
  children: ReactNode;
}

export function CoreProviders({
  config,
  store,
  queryClient,
  api,
  platform,
  children,
}: CoreProvidersProps) {
  return (
    <RuntimeConfigProvider value={config}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <PlatformProvider value={platform}>
            {api === undefined ? children : <ApiProvider value={api}>{children}</ApiProvider>}
          </PlatformProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RuntimeConfigProvider>
  );
}
