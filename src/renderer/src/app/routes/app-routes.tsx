// The route table (spec §2), composed from the apps' declarations (app/apps.ts). Where a route
// sits follows from its declaration: pages that open before Zyno Desktop has checked in stand
// alone; other public pages wait for the check-in; signed-in pages sit in the shell, and
// permission-gated and admin ones behind the access guard there, inside their app's layout if
// it has one. Screens load on demand; a route without a screen shows its titled placeholder.
import type { RouteAccess } from '@shared/route-access';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { LazyScreen, ScreenHandle, ScreenTitle, SuiteFeature } from '../../lib/apps';
import { RouterNavigation } from '../../lib/navigation/router-navigation';
import { SUITE_FEATURES } from '../apps';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoader } from '../pages/page-loader';
import { RouteErrorPage } from '../pages/route-error-page';
import { RequireAccess } from './require-access';
import { RequireInstall } from './require-install';
import { RequireSession } from './require-session';
import { appShellLayout } from './signed-in-start';

type Placement = 'beforeInstallCheck' | 'public' | 'signedIn' | 'gated';

/** Any declared route, whichever kind of feature declared it. */
interface DeclaredRoute {
  path: string;
  access: RouteAccess;
  redirectTo?: string;
  title?: ScreenTitle;
  screen?: LazyScreen;
  beforeInstallCheck?: true;
}

const placeholderScreen: LazyScreen = async () => ({
  Component: (await import('../pages/placeholder-page')).PlaceholderPage,
});
const publicPlaceholderScreen: LazyScreen = async () => ({
  Component: (await import('../pages/public-placeholder-page')).PublicPlaceholderPage,
});

function placementOf(route: DeclaredRoute): Placement {
  if (route.beforeInstallCheck === true) return 'beforeInstallCheck';
  switch (route.access.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'signedIn';
    case 'permission':
    case 'admin':
      return 'gated';
  }
}

function routeObject(feature: SuiteFeature, route: DeclaredRoute): RouteObject {
  if (route.redirectTo !== undefined) {
    return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  }
  const handle: ScreenHandle | undefined =
    feature.kind === 'app' && route.title !== undefined
      ? { app: feature, title: route.title }
      : undefined;
  const placeholder = route.access.kind === 'public' ? publicPlaceholderScreen : placeholderScreen;
  return { path: route.path, handle, lazy: route.screen ?? placeholder };
}

function withLayout(feature: SuiteFeature, children: RouteObject[]): RouteObject[] {
  const layout = feature.kind === 'app' ? feature.layout : undefined;
  return layout === undefined ? children : [{ lazy: layout, children }];
}

/** The routes of every feature that sit in one place, each feature's inside its layout. */
function routesAt(features: readonly SuiteFeature[], placement: Placement): RouteObject[] {
  return features.flatMap((feature) => {
    const routes: readonly DeclaredRoute[] = feature.routes;
    const children = routes
      .filter((route) => placementOf(route) === placement)
      .map((route) => routeObject(feature, route));
    return children.length === 0 ? [] : withLayout(feature, children);
  });
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    ),
    errorElement: (
      <RouterNavigation>
        <RouteErrorPage />
      </RouterNavigation>
    ),
    hydrateFallbackElement: <PageLoader fullPage />,
    children: [
      ...routesAt(SUITE_FEATURES, 'beforeInstallCheck'),
      {
        element: <RequireInstall />,
        children: [
          ...routesAt(SUITE_FEATURES, 'public'),
          {
            element: <RequireSession />,
            children: [
              {
                lazy: appShellLayout,
                children: [
                  ...routesAt(SUITE_FEATURES, 'signedIn'),
                  { element: <RequireAccess />, children: routesAt(SUITE_FEATURES, 'gated') },
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
