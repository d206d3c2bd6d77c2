// Zyno Desktop's own pages (spec §2 /zd/*): the station's check-in and its registration window.
// Both open before the check-in they perform.
import { PUBLIC } from '@shared/route-access';
import { definePages, lazyScreen } from '../../lib/apps';

export const desktopPages = definePages({
  routes: [
    {
      path: '/zd/detect',
      access: PUBLIC,
      beforeInstallCheck: true,
      screen: lazyScreen(() => import('./detect-install-page'), 'DetectInstallPage'),
    },
    {
      path: '/zd/register',
      access: PUBLIC,
      beforeInstallCheck: true,
      screen: lazyScreen(() => import('./register-install-page'), 'RegisterInstallPage'),
    },
  ],
});
