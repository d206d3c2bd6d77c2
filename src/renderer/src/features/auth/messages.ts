// Every user-facing text of the login page; the spec's strings (§1, §5, §8) are verbatim.
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
  subtitle: 'Sign in to your workspace',
  emailLabel: 'E-mail',
  emailPlaceholder: 'you@company.com',
  emailRequired: 'Enter your e-mail address.',
  next: 'Next',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password.',
  useDifferentEmail: 'Use a different e-mail',
  signingInAs: 'Signing in as',
  rememberMe: 'Keep me signed in for 30 days',
  signIn: 'Sign in',
  invalidCredentials:
    'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.',
  ssoNotAvailable:
    'This account signs in with single sign-on, which this version of Zyno does not offer yet. Please contact support.',
  noTenant: 'Your account is not a member of any tenant yet. Please contact your manager.',
  unexpected: 'Something went wrong while signing in. Please try again.',
  errorTitle: 'Unable to sign in',
  logoutCauseTitle: 'You have been signed out',
  dismiss: 'Dismiss',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  development: 'development',
} as const;
