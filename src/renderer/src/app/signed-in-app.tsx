// The signed-in app on top of the app's core (app-core.ts): the runtime configuration, realtime,
// every API family, the suite and the router with the whole route table. A visit that starts on a public page without
// a session fetches it when it leaves the public pages (public-pages.tsx), or ahead of a sign-in.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiProvider, createApi } from '../api';
import { SuiteProvider } from '../lib/apps';
import { startRealtime } from '../lib/realtime';
import { ReferenceCaches } from '../lib/reference-data';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import type { AppCore } from './app-core';
import { SUITE_REALTIME } from './apps';
import { appRoutes } from './routes/app-routes';
import { SUITE } from './suite';

export { preloadSignedInStart } from './routes/signed-in-start';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface SignedInApp {
  element: ReactElement;
  router: AppRouter;
}

/** Every route's access, for sign-in's way back from a public page that started without it. */
export const SUITE_ACCESS = SUITE.access;

/** The app on `core`, with its query client (`core.queryClients`, loaded). */
export function createSignedInApp(
  core: AppCore,
  queryClient: QueryClient,
  createRouter: (routes: RouteObject[]) => AppRouter = createBrowserRouter,
): SignedInApp {
  const { config } = core.options;
  const realtime = startRealtime({
    store: core.store,
    config,
    tabs: core.tabs,
    queryClient,
    apps: SUITE_REALTIME,
    replaySessionId: core.replaySessionId,
  });
  core.setRealtimeSocketId(() => realtime.socketId());
  const api = createApi({
    config,
    getReplaySessionId: core.replaySessionId,
    getAuth: core.getAuth,
    fetch: core.options.fetch,
  });
  const router = createRouter(appRoutes);
  const element = (
    <RuntimeConfigProvider value={config}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={api}>
          <ReferenceCaches />
          <SuiteProvider suite={SUITE}>
            <RouterProvider router={router} />
          </SuiteProvider>
        </ApiProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
  return { element, router };
}
