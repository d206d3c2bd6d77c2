// The Change Password dialog's texts; the spec's (§5) come from the shared password rules (the
// rule and mismatch messages through the dialog's schema).
import { PASSWORD_MESSAGES } from '@shared/auth/passwords';

export const ACCOUNT_MESSAGES = {
  title: 'Change Password',
  newPassword: 'New password',
  repeatPassword: 'Repeat new password',
  hint: 'Use a PIN of at least 8 digits or a password of at least 8 characters.',
  submit: 'Change password',
  cancel: 'Cancel',
  failedTitle: 'The password was not changed',
  changed: PASSWORD_MESSAGES.changedOwn,
} as const;
