// The one list of what the web app is made of: every feature that declares routes. The route
// table, access checks, page titles and the launcher (in this order) are composed from it, so a
// new screen touches its own feature folder and, for a new feature, this list.
import { adminApp } from '../features/admin';
import { authPages } from '../features/auth';
import { crmApp } from '../features/crm';
import { desktopPages } from '../features/desktop';
import { displayApp } from '../features/display';
import { formsApp } from '../features/forms';
import { inventoryApp } from '../features/inventory';
import { itApp } from '../features/it';
import { launcherPages } from '../features/launcher';
import { salesApp } from '../features/sales';
import { talkApp } from '../features/talk';
import type { LazyShellScope, SuiteFeature } from '../lib/apps';
import type { AppRealtimeResources } from '../lib/realtime';

export const SUITE_FEATURES: readonly SuiteFeature[] = [
  launcherPages,
  authPages,
  desktopPages,
  crmApp,
  displayApp,
  formsApp,
  inventoryApp,
  salesApp,
  talkApp,
  adminApp,
  itApp,
];

/** What each app's `<app>.<resource>.changed` events refresh, for the realtime connection. */
export const SUITE_REALTIME: readonly AppRealtimeResources[] = SUITE_FEATURES.flatMap((feature) =>
  feature.kind === 'app' && feature.realtime !== undefined ? [feature.realtime] : [],
);

/** What each app keeps around every signed-in screen (sales: the station's sale queue). */
export const SUITE_SHELL_SCOPES: readonly LazyShellScope[] = SUITE_FEATURES.flatMap((feature) =>
  feature.kind === 'app' && feature.shellScope !== undefined ? [feature.shellScope] : [],
);
