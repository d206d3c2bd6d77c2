// Texts of Zyno Desktop's detection and registration screens; the spec's (§2 "/zd/detect", §8
// global desktop startup error) are verbatim.
import { DESKTOP_PRODUCT_NAME, PRODUCT_NAME } from '@shared/product';

export const DESKTOP_MESSAGES = {
  detectTitle: 'Station check-in',
  signIn: `Sign into ${PRODUCT_NAME}`,
  checkingIn: 'Checking in...',
  waitingForSignIn: 'Waiting for sign in...',
  unregisteredTitle: 'This station is not registered yet',
  unregisteredText: `An administrator signs in once to register it to your ${PRODUCT_NAME} tenant. Staff then sign in here with their username and PIN or a fingerprint.`,
  waitingText: 'Finish in the registration window. This screen continues on its own.',
  startupError:
    "Something's not right. Please check your Internet connection and try again. If the issue persists, contact support.",
  startupErrorTitle: 'Zyno could not check in',
  tryAgain: 'Try again',
  notDesktopTitle: `This page belongs to ${DESKTOP_PRODUCT_NAME}`,
  notDesktopText: `Stations check in here when ${DESKTOP_PRODUCT_NAME} starts. In a browser, sign in as usual.`,
  goToSignIn: 'Go to sign-in',
  registerTitle: 'Register this station',
  registerIntro: `Sign in as an administrator to register this ${DESKTOP_PRODUCT_NAME} station.`,
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  continue: 'Continue',
  notAdminAnywhere:
    'Only a tenant administrator can register a station. Ask an administrator of your tenant to sign in here.',
  tenantLabel: 'Tenant',
  installNameLabel: 'Station name',
  installNameDescription: 'Shown to administrators in the list of stations, e.g. Front counter.',
  installNameDefault: 'Front counter',
  fingerprintReader: 'A fingerprint reader is attached: staff can sign in with a touch.',
  register: 'Register station',
  cancel: 'Cancel',
  registeredTitle: 'Station registered',
  registeredText: 'This window closes on its own.',
  alreadyRegistered:
    'This station is already registered. Close this window; the station checks in on its own.',
} as const;
