// The single sign-on popup (spec §4 Login, §9): 450 × 550, centred over the login page, opened on
// our own start page, which hands the browser on to the identity provider.
import { SSO_RETURN_PAGE } from '@shared/sso/sso-basics';

/** The popup's start page (spec §2 /login/sso); it returns on SSO_RETURN_PAGE, /login/callback. */
const SSO_START_PAGE = '/login/sso';

const SSO_POPUP_WIDTH = 450;
const SSO_POPUP_HEIGHT = 550;
/** How often the login page checks whether the popup was closed (spec §9). */
export const SSO_POPUP_POLL_MS = 500;

const SSO_POPUP_NAME = 'zyno-sso';

/** Where the identity provider returns to: this origin's return page. */
export function ssoRedirectUrl(): string {
  return new URL(SSO_RETURN_PAGE, window.location.origin).href;
}

/** Opens the popup for one sign-in attempt; null when the browser blocked it. */
export function openSsoPopup(attemptId: string): Window | null {
  const left = Math.round(window.screenX + (window.outerWidth - SSO_POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - SSO_POPUP_HEIGHT) / 2);
  const features = [
    'popup=yes',
    `width=${SSO_POPUP_WIDTH}`,
    `height=${SSO_POPUP_HEIGHT}`,
    `left=${Math.max(left, 0)}`,
    `top=${Math.max(top, 0)}`,
  ].join(',');
  const url = `${SSO_START_PAGE}?${new URLSearchParams({ attempt: attemptId }).toString()}`;
  return window.open(url, SSO_POPUP_NAME, features);
}
