// The error box of the login steps (spec §8).
import { LoginAlert } from './login-alert';
import { loginErrorMessage } from './login-error';
import { LOGIN_MESSAGES } from './messages';

export function LoginErrorAlert({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <LoginAlert kind="error" title={LOGIN_MESSAGES.errorTitle}>
      {loginErrorMessage(error)}
    </LoginAlert>
  );
}
