// The auth feature: the login page.
export { LoginPage } from './login-page';
