// The sign-in notice's wording for each mix of failed and refused attempts.
import type { SignInNotice } from '@shared/auth/sign-in';
import { describe, expect, it } from 'vitest';
import { signInNoticeText } from './messages';

const AT = '2026-11-23T21:14:00.000Z';
const text = (failedAttempts: number, refusedWhilePaused: number) =>
  signInNoticeText(
    { failedAttempts, refusedWhilePaused, lastFailedAt: AT } satisfies SignInNotice,
    (date) => date.toISOString(),
  );

describe('signInNoticeText', () => {
  it('tells of one failed attempt and when it was', () => {
    expect(text(1, 0)).toBe(
      `There was 1 failed attempt to sign in to your account since you last signed in. It was on ${AT}. If this wasn't you, change your password.`,
    );
  });

  it('counts several and dates the last one', () => {
    expect(text(4, 0)).toBe(
      `There were 4 failed attempts to sign in to your account since you last signed in. The last one was on ${AT}. If this wasn't you, change your password.`,
    );
  });

  it('says how many were refused while sign-in from their location was paused', () => {
    expect(text(5, 3)).toContain(
      'There were 5 failed attempts to sign in to your account since you last signed in, 3 of which were refused while sign-in from their location was paused.',
    );
    expect(text(5, 1)).toContain(', 1 of which was refused while sign-in');
    expect(text(5, 5)).toContain(
      ', all of which were refused while sign-in from their location was paused.',
    );
    expect(text(1, 1)).toContain(
      'since you last signed in, refused while sign-in from its location was paused. It was on',
    );
  });
});
