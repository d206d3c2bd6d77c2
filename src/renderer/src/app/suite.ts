// The suite composed from the list of apps: every route's access (for the route guard, the
// launcher and sign-in's way back) and the launcher's entries, labelled from the apps' titles,
// with the preload of the signed-in start that the login page asks for.
import type { RouteAccessEntry } from '@shared/route-access';
import {
  subAppOf,
  type AppDeclaration,
  type LauncherEntry,
  type Suite,
  type SuiteFeature,
} from '../lib/apps';
import { SUITE_FEATURES } from './apps';
import { preloadSignedInStart } from './routes/signed-in-start';

function launcherEntry(app: AppDeclaration): LauncherEntry[] {
  if (app.launcher === undefined) return [];
  return [
    {
      app,
      label: app.name,
      path: app.launcher.path,
      subItems: (app.launcher.subItems ?? []).map((path) => ({ label: subAppOf(app, path), path })),
    },
  ];
}

export function composeSuite(
  features: readonly SuiteFeature[],
  preloadSignedIn: () => void,
): Suite {
  const access = features.flatMap((feature): readonly RouteAccessEntry[] => feature.routes);
  return {
    preloadSignedIn,
    access,
    loadAccess: () => Promise.resolve(access),
    launcher: features.flatMap((feature) => (feature.kind === 'app' ? launcherEntry(feature) : [])),
  };
}

export const SUITE: Suite = composeSuite(SUITE_FEATURES, preloadSignedInStart);
