// The error box of the login steps.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { loginErrorMessage } from './login-error';
import { LOGIN_MESSAGES } from './messages';

export function LoginErrorAlert({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={LOGIN_MESSAGES.errorTitle}
      role="alert"
    >
      {loginErrorMessage(error)}
    </Alert>
  );
}
