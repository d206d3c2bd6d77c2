// Why the last session ended, shown once as a warning (spec §4, §8); it can be dismissed.
import { useLogoutCause } from '../../lib/session';
import { LoginAlert } from './login-alert';
import { LOGIN_MESSAGES } from './messages';

export function LogoutCauseAlert() {
  const { cause, dismiss } = useLogoutCause();
  if (cause === null) return null;
  return (
    <LoginAlert
      kind="warning"
      title={LOGIN_MESSAGES.logoutCauseTitle}
      onClose={dismiss}
      closeButtonLabel={LOGIN_MESSAGES.dismiss}
    >
      {cause}
    </LoginAlert>
  );
}
