// Session expiries move onto this machine's clock by the difference its Date header shows.
import type { LoginResponse } from '@shared/auth/sign-in';
import { describe, expect, it } from 'vitest';
import { onThisMachinesClock, serverTimeFrom } from './server-clock';

const SERVER_NOW = Date.parse('2026-11-26T10:00:00.000Z');
const MINUTE = 60_000;

const answer = (rememberMe: boolean) =>
  ({
    jwt: 'token',
    expiresAt: SERVER_NOW + 15 * MINUTE,
    rememberMeExpiresAt: rememberMe ? SERVER_NOW + 30 * 24 * 60 * MINUTE : null,
  }) as LoginResponse;

describe('the server clock', () => {
  it('reads the Date header, in the middle of its second', () => {
    const headers = new Headers({ Date: 'Thu, 26 Nov 2026 10:00:00 GMT' });
    expect(serverTimeFrom(headers)).toBe(SERVER_NOW + 500);
    expect(serverTimeFrom(new Headers())).toBeNull();
    expect(serverTimeFrom(new Headers({ Date: 'yesterday-ish' }))).toBeNull();
  });

  it.each([
    ['30 minutes fast', 30 * MINUTE],
    ['30 minutes slow', -30 * MINUTE],
  ])('gives a machine %s a token that still has its 15 minutes', (_, drift) => {
    const local = SERVER_NOW + drift;
    const moved = onThisMachinesClock(answer(true), SERVER_NOW, local);
    expect(moved.expiresAt - local).toBe(15 * MINUTE);
    expect(moved.rememberMeExpiresAt).toBe(SERVER_NOW + 30 * 24 * 60 * MINUTE + drift);
    expect(moved.jwt).toBe('token');
  });

  it('leaves a clock within seconds of the server, or an answer without a Date, as it is', () => {
    expect(onThisMachinesClock(answer(false), SERVER_NOW, SERVER_NOW + 2_000)).toEqual(
      answer(false),
    );
    expect(onThisMachinesClock(answer(false), null, SERVER_NOW + 30 * MINUTE)).toEqual(
      answer(false),
    );
  });
});
