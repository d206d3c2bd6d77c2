// The route table (spec §2), built from the shared access table so every spec path exists:
// /login and the other public pages stand alone; everything else needs a session and sits in
// the shell, gated by its access class. Screens load on demand.
import { ROUTE_ACCESS, type RouteAccessEntry } from '@shared/route-access';
import { Navigate, type RouteObject } from 'react-router';
import { LEGAL_PATHS } from '../../lib/legal';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoader } from '../pages/page-loader';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppShellLayout } from '../shell/app-shell-layout';
import { RequireAccess } from './require-access';
import { RequireInstall } from './require-install';
import { RequireSession } from './require-session';
import type { ScreenHandle } from './route-handle';
import { SCREEN_TITLES } from './screen-titles';

/** Routes with a screen of their own, defined below rather than from the access table. */
const DEDICATED_PATHS = new Set([
  '/',
  '/login',
  '/login/sso',
  '/login/callback',
  '/zd/detect',
  '/zd/register',
]);

const loginScreen = async () => ({ Component: (await import('../../features/auth')).LoginPage });
const ssoStartScreen = async () => ({
  Component: (await import('../../features/auth')).SsoStartPage,
});
const ssoCallbackScreen = async () => ({
  Component: (await import('../../features/auth')).SsoCallbackPage,
});
const detectInstallScreen = async () => ({
  Component: (await import('../../features/desktop')).DetectInstallPage,
});
const registerStationScreen = async () => ({
  Component: (await import('../../features/desktop')).RegisterStationPage,
});
const launcherScreen = async () => ({
  Component: (await import('../../features/launcher')).LauncherPage,
});
const placeholderScreen = async () => ({
  Component: (await import('../pages/placeholder-page')).PlaceholderPage,
});
const publicPlaceholderScreen = async () => ({
  Component: (await import('../pages/public-placeholder-page')).PublicPlaceholderPage,
});

/** Screens built so far; every other spec route shows its titled placeholder. */
const BUILT_SCREENS: Record<string, RouteObject['lazy']> = {
  '/admin': async () => ({ Component: (await import('../../features/support')).AdminIndexPage }),
  '/it/freshdesk': async () => ({
    Component: (await import('../../features/support')).SupportDeskPage,
  }),
};

function gatedRoute(entry: RouteAccessEntry): RouteObject {
  if (entry.redirectTo !== undefined) {
    return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  }
  const screen = SCREEN_TITLES[entry.path];
  const handle: ScreenHandle | undefined = screen === undefined ? undefined : { screen };
  return { path: entry.path, handle, lazy: BUILT_SCREENS[entry.path] ?? placeholderScreen };
}

const tableEntries = ROUTE_ACCESS.filter((entry) => !DEDICATED_PATHS.has(entry.path));
const publicEntries = tableEntries.filter((entry) => entry.access.kind === 'public');
const gatedEntries = tableEntries.filter((entry) => entry.access.kind !== 'public');

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader fullPage />,
    children: [
      // The single sign-on popup's pages and the station's own check-in work without an install.
      { path: '/login/sso', lazy: ssoStartScreen },
      { path: '/login/callback', lazy: ssoCallbackScreen },
      { path: '/zd/detect', lazy: detectInstallScreen },
      { path: '/zd/register', lazy: registerStationScreen },
      {
        element: <RequireInstall />,
        children: [
          { path: '/login', lazy: loginScreen },
          ...[...publicEntries.map((entry) => entry.path), ...Object.values(LEGAL_PATHS)].map(
            (path) => ({ path, lazy: BUILT_SCREENS[path] ?? publicPlaceholderScreen }),
          ),
          {
            element: <RequireSession />,
            children: [
              {
                element: <AppShellLayout />,
                children: [
                  { index: true, lazy: launcherScreen },
                  { element: <RequireAccess />, children: gatedEntries.map(gatedRoute) },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
