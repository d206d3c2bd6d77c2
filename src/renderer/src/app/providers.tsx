// Every provider the app needs from its first page, in one place: client state (jotai), server
// state (TanStack Query), the API families, the platform, the suite composed from the list of
// apps, the reference caches, and Mantine with notifications. What only signed-in screens need
// sits in the shell (shell/app-shell-layout.tsx), which loads after sign-in.
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SuiteProvider } from '../lib/apps';
import { CoreProviders, type CoreProvidersProps } from '../lib/core-providers';
import { ReferenceCaches } from '../lib/reference-data';
import { SUITE } from './suite';
import { cssVariablesResolver, theme } from './theme';

const NotificationStack = lazy(async () => ({
  default: (await import('./notification-stack')).NotificationStack,
}));

interface AppProvidersProps extends CoreProvidersProps {
  /** 'test' turns off transitions and portals. */
  mantineEnv?: 'default' | 'test';
}

export function AppProviders({ mantineEnv = 'default', children, ...core }: AppProvidersProps) {
  return (
    <CoreProviders {...core}>
      <ReferenceCaches />
      <SuiteProvider suite={SUITE}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          env={mantineEnv}
        >
          <Suspense fallback={null}>
            <NotificationStack />
          </Suspense>
          {children}
        </MantineProvider>
      </SuiteProvider>
    </CoreProviders>
  );
}
