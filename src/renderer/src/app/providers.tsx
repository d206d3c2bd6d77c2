// Every provider the app needs, in one place: client state (jotai), server state (TanStack
// Query), the API families, the platform, and Mantine with notifications.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { ApiProvider, type Api } from '../api';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { PlatformProvider, type Platform } from '../platform';
import classes from './notifications.module.css';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  config: RuntimeConfig;
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  api: Api;
  platform: Platform;
  /** 'test' turns off transitions and portals. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({
  config,
  store,
  queryClient,
  api,
  platform,
  mantineEnv = 'default',
  children,
}: AppProvidersProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>
            <PlatformProvider platform={platform}>
              <MantineProvider
                theme={theme}
                cssVariablesResolver={cssVariablesResolver}
                defaultColorScheme="auto"
                env={mantineEnv}
              >
                <Notifications position="top-right" classNames={{ root: classes.root }} />
                {children}
              </MantineProvider>
            </PlatformProvider>
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RuntimeConfigProvider>
  );
}
