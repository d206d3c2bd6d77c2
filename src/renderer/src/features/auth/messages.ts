// Every user-facing text of the login page and the single sign-on popup; the spec's strings
// (§1, §2, §8) are verbatim. The field rules' messages (§5) come with the shared request schemas
// and the invalid_credentials text with apiErrorText; the three single sign-on error texts are
// shared with the server.
import { SSO_MESSAGES, ssoProviderErrorMessage } from '@shared/sso/sso-basics';

/** The product names the login headline rotates through (spec §1), in the spec's order. */
export const PRODUCT_NAMES = [
  'IT',
  'Access',
  'Display',
  'Forms',
  'Chat',
  'Talk',
  'CRM',
  'POS',
  'Inventory',
  'Booking',
  'Media',
  'Workforce',
] as const;

export const LOGIN_MESSAGES = {
  heading: 'Sign in',
  subtitle: 'Welcome back. Sign in to your tenant.',
  passwordSubtitle: 'Enter your password to continue.',
  ssoSubtitle: 'Signing in with your organization’s single sign-on.',
  tagline:
    'One sign-in for every app your team runs on, from the front counter to the back office.',
  emailLabel: 'E-mail',
  emailPlaceholder: 'you@company.com',
  next: 'Next',
  passwordLabel: 'Password',
  useDifferentEmail: 'Use a different e-mail',
  signingInAs: 'Signing in as',
  rememberMe: 'Keep me signed in for 30 days',
  signIn: 'Sign in',
  noTenant: 'Your account is not a member of any tenant yet. Please contact your manager.',
  unexpected: 'Something went wrong while signing in. Please try again.',
  errorTitle: 'Unable to sign in',
  logoutCauseTitle: 'You have been signed out',
  dismiss: 'Dismiss',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  development: 'development',
} as const;

export const ROTATION_TEXTS = {
  brandLabel: 'About Zyno',
  pause: 'Pause the product names',
  footnote:
    'Built for shared stations: single sign-on at the office, a PIN or a fingerprint at the counter.',
} as const;

export const SSO_TEXTS = {
  waitingTitle: 'Continue in the sign-in window',
  waitingText:
    'Finish signing in with your organization in the window that opened. This page continues on its own.',
  showWindow: 'Show the sign-in window',
  completing: 'Signing you in…',
  blockedTitle: 'The sign-in window was blocked',
  blockedText:
    'Your browser stopped the single sign-on window from opening. Continue to open it, or cancel to use a different e-mail.',
  /** Spec §2: the blocked-popup fallback. */
  continue: 'Continue with Single Sign On',
  cancel: 'Cancel',
  startTitle: 'Connecting to your sign-in provider…',
  startText: 'This window closes by itself once you have signed in.',
  startOrphaned:
    'This sign-in window is no longer connected to a sign-in page. Close it and start again from the sign-in page.',
  returnTitle: 'Finishing sign-in…',
  returnOrphaned: 'You can close this window and continue on the sign-in page.',
  close: 'Close window',
} as const;

/** Spec §8: the single sign-on error texts. */
export const SSO_ERRORS = {
  missingCallbackParameters: SSO_MESSAGES.missingCallbackParameters,
  missingCode: SSO_MESSAGES.missingCode,
  providerError: ssoProviderErrorMessage,
} as const;

/** Zyno Desktop's sign-in at a registered station (spec §2 "Desktop client login", §5). */
export const DESKTOP_LOGIN_MESSAGES = {
  /** The station's sign-in while its code loads (a loader's accessible name). */
  loading: 'Loading the station’s sign-in',
  subtitle: (tenantName: string) => `Sign in to ${tenantName} at this station.`,
  usernameLabel: 'Username',
  secretLabel: 'PIN or password',
  secretHint: 'Your PIN or password of at least 8 digits or characters.',
  touchTitle: 'Or touch the fingerprint reader',
  touchChecking: 'Checking your fingerprint…',
  touchHint: 'Type your username first to make it quicker.',
  touchProblemTitle: 'Try again',
} as const;
