// The words of the sign-in notice: what the account's owner is told, once, at the first sign-in
// after failed attempts on their account (src/shared/auth/sign-in.ts signInNoticeSchema).
import type { SignInNotice } from '@shared/auth/sign-in';

export const SIGN_IN_NOTICE_MESSAGES = {
  title: 'Failed sign-in attempts on your account',
  dismiss: 'Dismiss',
} as const;

function attempts({ failedAttempts: failed, refusedWhilePaused: refused }: SignInNotice): string {
  const counted =
    failed === 1
      ? 'There was 1 failed attempt to sign in to your account since you last signed in'
      : `There were ${failed} failed attempts to sign in to your account since you last signed in`;
  if (refused === 0) return `${counted}.`;
  if (failed === 1) return `${counted}, refused while sign-in from its location was paused.`;
  const which =
    refused >= failed
      ? 'all of which were'
      : `${refused} of which ${refused === 1 ? 'was' : 'were'}`;
  return `${counted}, ${which} refused while sign-in from their location was paused.`;
}

/** The notice's text; `formatDateTime` renders the last attempt's time in the user's locale. */
export function signInNoticeText(
  notice: SignInNotice,
  formatDateTime: (date: Date) => string,
): string {
  const when = formatDateTime(new Date(notice.lastFailedAt));
  const last = notice.failedAttempts === 1 ? `It was on ${when}.` : `The last one was on ${when}.`;
  return `${attempts(notice)} ${last} If this wasn't you, change your password.`;
}
