// Every provider the app needs, in one place: client state (jotai), server state (TanStack
// Query), the API families, the platform, the suite composed from the list of apps, and Mantine
// with notifications.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { ApiProvider, type Api } from '../api';
import { FingerprintsDialogProvider } from '../features/admin';
import { ManageFingerprintsDialog } from '../features/fingerprints';
import { SuiteProvider } from '../lib/apps';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { PlatformProvider, type Platform } from '../platform';
import classes from './notifications.module.css';
import { SUITE } from './suite';
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
              <SuiteProvider suite={SUITE}>
                <MantineProvider
                  theme={theme}
                  cssVariablesResolver={cssVariablesResolver}
                  defaultColorScheme="auto"
                  env={mantineEnv}
                >
                  <Notifications position="top-right" classNames={{ root: classes.root }} />
                  {/* The admin's user page opens the fingerprints feature's dialog for a staff member. */}
                  <FingerprintsDialogProvider
                    render={(props) => <ManageFingerprintsDialog {...props} />}
                  >
                    {children}
                  </FingerprintsDialogProvider>
                </MantineProvider>
              </SuiteProvider>
            </PlatformProvider>
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RuntimeConfigProvider>
  );
}
