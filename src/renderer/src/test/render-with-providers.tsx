// Renders screens for feature tests the way the app would: the session store over in-memory
// storage, a query client, the API over the fake auth server, the platform, Mantine and a
// memory router holding the given routes.
import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createApi } from '../api';
import { CoreProviders } from '../lib/core-providers';
import { RouterNavigation } from '../lib/navigation/router-navigation';
import { initSessionStore, sessionAtom } from '../lib/session';
import { createWebPlatform, type Platform } from '../platform';
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
  // The pages' navigation over the router, as the app's root route provides it.
  const root: RouteObject = {
    element: (
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    ),
    children: routes,
  };
  const router = createMemoryRouter([root], { initialEntries: [path] });
  const user = userEvent.setup();

  render(
    <CoreProviders {...{ config: TEST_CONFIG, store, queryClient, api, platform }}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </CoreProviders>,
  );
  return { router, store, storage, server, user };
}
