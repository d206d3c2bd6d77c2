// Renders screens for feature tests the way the app would: the session store over in-memory
// storage, a query client, the API over the fake auth server, the platform, Mantine and a
// memory router holding the given routes.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiProvider, createApi } from '../api';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { initSessionStore, sessionAtom } from '../lib/session';
import { createWebPlatform, PlatformProvider, type Platform } from '../platform';
import { createFakeAuthServer, TEST_CONFIG, type FakeAuthServer } from './fake-auth-server';
import { createMemoryStorage } from './memory-storage';

export interface RenderOptions {
  routes: RouteObject[];
  path?: string;
  server?: FakeAuthServer;
  storage?: Storage;
  platform?: Platform;
}

export function renderWithProviders({
  routes,
  path = '/',
  server = createFakeAuthServer(),
  storage = createMemoryStorage(),
  platform = createWebPlatform(false),
}: RenderOptions) {
  const store = createStore();
  initSessionStore({ store, storage, persistentStorage: storage });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApi({
    config: TEST_CONFIG,
    getAuth: () => store.get(sessionAtom),
    fetch: server.fetch,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();

  render(
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>
            <PlatformProvider platform={platform}>
              <MantineProvider env="test">
                <RouterProvider router={router} />
              </MantineProvider>
            </PlatformProvider>
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </RuntimeConfigProvider>,
  );
  return { router, store, storage, server, user };
}
