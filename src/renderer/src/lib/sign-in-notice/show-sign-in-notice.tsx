// Shows the sign-in notice a login answer carries, as a warning that stays until dismissed (or
// until the session ends: the shell clears notifications at sign-out). Only the sign-ins call
// it, never renewal, so the notice appears once.
import { notifications } from '@mantine/notifications';
import { IconShieldExclamation } from '@tabler/icons-react';
import type { SignInNotice } from '@shared/auth/sign-in';
import { SIGN_IN_NOTICE_MESSAGES as M, signInNoticeText } from './messages';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const SIGN_IN_NOTICE_ID = 'zyno-sign-in-notice';

export function showSignInNotice(notice: SignInNotice | undefined): void {
  if (notice === undefined) return;
  notifications.show({
    id: SIGN_IN_NOTICE_ID,
    color: 'orange',
    icon: <IconShieldExclamation size={20} />,
    title: M.title,
    message: signInNoticeText(notice, (date) => dateTimeFormat.format(date)),
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': M.dismiss },
  });
}
