// Zyno Desktop's own pages (spec §2 /zd/*): the station's check-in and its registration window.
// Both open before the check-in they perform.
import { definePages, lazyScreen, pageBeforeCheckIn } from '../../lib/apps';

const detectInstall = lazyScreen(() => import('./detect-install-page'), 'DetectInstallPage');
const registerInstall = lazyScreen(() => import('./register-install-page'), 'RegisterInstallPage');

export const desktopPages = definePages({
  routes: [
    pageBeforeCheckIn('/zd/detect', detectInstall),
    pageBeforeCheckIn('/zd/register', registerInstall),
  ],
});
