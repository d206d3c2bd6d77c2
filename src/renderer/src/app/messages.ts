// Texts of the shell and the app's own pages; the spec's (§2 Shell) are verbatim.
import { PRODUCT_NAME } from '@shared/product';

export const APP_MESSAGES = {
  notFound: 'The requested URL does not exist.',
  notFoundTitle: 'Page not found',
  forbidden: "You don't have access to the requested URL.",
  forbiddenTitle: 'Access denied',
  backToLauncher: 'Back to the launcher',
  screenLoadFailed: `An error occurred while loading a ${PRODUCT_NAME} component. The application will now reload and retry.`,
  screenLoadFailedTitle: 'Something went wrong',
  reloadNow: 'Reload now',
  comingSoon: 'This screen arrives in a later release of Zyno.',
  comingSoonBadge: 'Coming soon',
  loading: 'Loading',
  userMenu: 'User menu',
  logout: 'Logout',
  home: 'Zyno home',
  bootFailedTitle: `${PRODUCT_NAME} could not start`,
  bootFailed: `${PRODUCT_NAME} could not read its configuration. Please check your Internet connection and try again. If the issue persists, contact support.`,
  retry: 'Try again',
} as const;
