// Sign-in's pages (spec §2): the login page, the single sign-on popup's start and return pages
// (they open in a popup, before any check-in), and the legal pages the login page links to.
import { PUBLIC } from '@shared/route-access';
import { definePages, lazyScreen } from '../../lib/apps';
import { LEGAL_PATHS } from '../../lib/legal';

export const authPages = definePages({
  routes: [
    {
      path: '/login',
      access: PUBLIC,
      screen: lazyScreen(() => import('./login-page'), 'LoginPage'),
    },
    {
      path: '/login/sso',
      access: PUBLIC,
      beforeInstallCheck: true,
      screen: lazyScreen(() => import('./sso/sso-start-page'), 'SsoStartPage'),
    },
    {
      path: '/login/callback',
      access: PUBLIC,
      beforeInstallCheck: true,
      screen: lazyScreen(() => import('./sso/sso-callback-page'), 'SsoCallbackPage'),
    },
    {
      path: LEGAL_PATHS.terms,
      access: PUBLIC,
      screen: lazyScreen(() => import('../../lib/legal/terms-page'), 'TermsPage'),
    },
    {
      path: LEGAL_PATHS.privacy,
      access: PUBLIC,
      screen: lazyScreen(() => import('../../lib/legal/privacy-page'), 'PrivacyPage'),
    },
  ],
});
