// The single sign-on popup and its tab-to-tab channel, shared by the login page's sign-in and the
// admin's identity-provider setup (its proof sign-in runs through the same popup pages).
export {
  isAttemptId,
  openSsoChannel,
  SSO_ATTEMPT_KEY,
  SSO_CHANNEL_NAME,
  type SsoMessage,
} from './sso-channel';
export { connectSsoAttempt } from './sso-attempt';
export { openSsoPopup, ssoRedirectUrl } from './sso-popup';
export { usePopupClosed } from './use-popup-closed';
