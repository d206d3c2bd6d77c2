// The auth feature: the login page and the single sign-on popup's start and return pages.
export { LoginPage } from './login-page';
export { SsoCallbackPage } from './sso/sso-callback-page';
export { SsoStartPage } from './sso/sso-start-page';
