// The whole app for the app's tests (app.test.tsx): the app's core, its providers and the
// signed-in app with the router the test chooses, whatever page it starts on. main.tsx starts
// with start-app.tsx instead, which keeps the public pages light (start-app.test.tsx). It lives
// here, not in test/, because only app/ may compose app/.
import type { RouteObject } from 'react-router';
import { createAppCore, type AppCoreOptions } from './app-core';
import { AppProviders } from './providers';
import { startQueryClient } from './query-client';
import { createSignedInApp, type AppRouter, type SignedInApp } from './signed-in-app';

export interface AppOptions extends AppCoreOptions {
  createRouter?: (routes: RouteObject[]) => AppRouter;
  mantineEnv?: 'default' | 'test';
}

export function createApp({ createRouter, mantineEnv, ...options }: AppOptions): SignedInApp {
  const core = createAppCore({ startQueryClient, ...options });
  const queryClient = core.queryClients.current();
  if (queryClient === null) throw new Error('The app core did not create its query client.');
  const app = createSignedInApp(core, queryClient, createRouter);
  const element = (
    <AppProviders core={core} mantineEnv={mantineEnv}>
      {app.element}
    </AppProviders>
  );
  return { element, router: app.router };
}
