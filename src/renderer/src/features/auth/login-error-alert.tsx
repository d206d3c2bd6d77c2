// The error box of the login steps (spec §8).
import { LoginAlert } from './login-alert';
import { LOGIN_MESSAGES } from './messages';

export function LoginErrorAlert({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <LoginAlert kind="error" title={LOGIN_MESSAGES.errorTitle}>
      {text}
    </LoginAlert>
  );
}
