// Every provider the app needs from its first page, in one place: client state (jotai), server
// state (TanStack Query), the API families, the platform, the suite composed from the list of
// apps, the reference caches, and Mantine with notifications. What only signed-in screens need
// sits in the shell (shell/app-shell-layout.tsx), which loads after sign-in.
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { SuiteProvider } from '../lib/apps';
import { CoreProviders, type CoreProvidersProps } from '../lib/core-providers';
import { ReferenceCaches } from '../lib/reference-data';
import { SUITE } from './suite';
import { cssVariablesResolver, theme } from './theme';

const NotificationStack = lazy(async () => ({
  default: (await import('./notification-stack')).NotificationStack,
}));

/**
 * Mantine's notification stack, fetched when the first notification is shown (most pages never
 * show one before they take input) and kept from then on; it shows what is queued in its store.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}

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
          <NotificationsOnDemand />
          {children}
        </MantineProvider>
      </SuiteProvider>
    </CoreProviders>
  );
}
