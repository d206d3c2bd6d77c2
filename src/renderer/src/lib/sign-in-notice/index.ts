// The sign-in notice: failed attempts on the account since its owner last signed in.
export { showSignInNotice } from './show-sign-in-notice';
