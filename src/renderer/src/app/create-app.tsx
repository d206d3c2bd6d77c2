// Assembles one running app from its dependencies: the session store over the given storage,
// the query client, the API families and the router. main.tsx and the tests both start here.
import { notifications } from '@mantine/notifications';
import type { RuntimeConfig } from '@shared/runtime-config';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApi } from '../api';
import { ErrorReportingBoundary, startErrorReporting } from '../lib/error-reporting';
import { startRealtime } from '../lib/realtime';
import { startSessionReplay } from '../lib/session-replay';
import {
  endSessionAtom,
  initInstallStore,
  initSessionStore,
  requestAuth,
  sessionAtom,
  startLastAccessKeeper,
  startSessionKeeper,
} from '../lib/session';
import { createTabBroadcast } from '../lib/tab-broadcast';
import type { Platform } from '../platform';
import { APP_MESSAGES } from './messages';
import { BootErrorPage } from './pages/boot-error-page';
import { SUITE_REALTIME } from './apps';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes/app-routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppOptions {
  config: RuntimeConfig;
  platform: Platform;
  /** Where the session lives: localStorage in a browser, sessionStorage in install mode. */
  storage: Storage;
  persistentStorage: Storage;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  createRouter?: (routes: RouteObject[]) => AppRouter;
  queryRetries?: number;
  mantineEnv?: 'default' | 'test';
}

export interface App {
  element: ReactElement;
  router: AppRouter;
}

export function createApp(options: AppOptions): App {
  const store = createStore();
  initSessionStore({
    store,
    storage: options.storage,
    persistentStorage: options.persistentStorage,
    now: options.now,
  });
  void startErrorReporting({
    config: options.config,
    platformKind: options.platform.kind,
    store,
    location: window.location,
  });
  // Install mode exists only inside Zyno Desktop, whose windows keep the install they detected.
  if (options.platform.kind === 'desktop') initInstallStore(store, options.storage);
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      if (store.get(sessionAtom) === null) return;
      store.set(endSessionAtom);
      queueMicrotask(() => {
        queryClient.clear();
      });
    },
    retries: options.queryRetries,
  });
  startLastAccessKeeper({ store, queryClient, storage: options.storage });
  const tabs = createTabBroadcast();
  const replay = startSessionReplay({ config: options.config, store });
  const realtime = startRealtime({
    store,
    config: options.config,
    tabs,
    queryClient,
    apps: SUITE_REALTIME,
    replaySessionId: () => replay.sessionId(),
  });
  const api = createApi({
    config: options.config,
    getReplaySessionId: () => replay.sessionId(),
    getAuth: () => {
      const auth = requestAuth(store.get(sessionAtom));
      return auth === null ? null : { ...auth, realtimeSocketId: realtime.socketId() };
    },
    fetch: options.fetch,
  });
  startSessionKeeper({
    store,
    renew: (request) => api.auth.renew(request),
    idleTimeoutMs: options.platform.idleTimeoutMs,
    tabs,
    onEnded: () => {
      queryClient.clear();
    },
    now: options.now,
  });
  // A notification belongs to the session that raised it: none (such as the sign-in notice about
  // failed attempts) outlives it for the next person at a shared screen to read.
  store.sub(sessionAtom, () => {
    if (store.get(sessionAtom) === null) notifications.clean();
  });
  const router = (options.createRouter ?? createBrowserRouter)(appRoutes);

  const element = (
    <ErrorReportingBoundary
      fallback={(error) => <BootErrorPage reason={String(error)} detail={APP_MESSAGES.crashed} />}
    >
      <AppProviders
        config={options.config}
        store={store}
        queryClient={queryClient}
        api={api}
        platform={options.platform}
        mantineEnv={options.mantineEnv}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorReportingBoundary>
  );
  return { element, router };
}
