// Every provider the app needs from its first page, in one place: client state (jotai), the query
// client's loader (the signed-in app provides the client itself), the platform, and Mantine with
// notifications, under the error boundary. The runtime configuration is the signed-in app's.
// The API families, the suite and the router come from what it frames: the public pages
// (public-pages.tsx) or the signed-in app (signed-in-app.tsx), which loads after sign-in.
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CoreProviders } from '../lib/core-providers';
import { ErrorReportingBoundary } from '../lib/error-reporting';
import type { AppCore, AppCoreOptions } from './app-core';
import { APP_MESSAGES } from './messages';
import { BootErrorPage } from './pages/boot-error-page';
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

/**
 * What the providers read of the app's core: what the public pages need. The build's prerender
 * and a visit that starts on the login page have no more than this before the core exists; the
 * runtime configuration is the signed-in app's to provide (signed-in-app.tsx).
 */
export type ProvidedCore = Pick<AppCore, 'store' | 'queryClients'> & {
  options: Pick<AppCoreOptions, 'platform'>;
};

interface AppProvidersProps {
  core: ProvidedCore;
  /** 'test' turns off transitions and portals. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ core, mantineEnv = 'default', children }: AppProvidersProps) {
  return (
    <ErrorReportingBoundary
      fallback={(error) => <BootErrorPage reason={String(error)} detail={APP_MESSAGES.crashed} />}
    >
      <CoreProviders
        store={core.store}
        queryClients={core.queryClients}
        platform={core.options.platform}
      >
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          env={mantineEnv}
        >
          <NotificationsOnDemand />
          {children}
        </MantineProvider>
      </CoreProviders>
    </ErrorReportingBoundary>
  );
}
