// The launcher's page: the grid of apps at '/', for any signed-in user (spec §2).
import { SIGNED_IN } from '@shared/route-access';
import { definePages, lazyScreen } from '../../lib/apps';

export const launcherPages = definePages({
  routes: [
    {
      path: '/',
      access: SIGNED_IN,
      screen: lazyScreen(() => import('./launcher-page'), 'LauncherPage'),
    },
  ],
});
