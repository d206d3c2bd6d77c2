// Session times on this machine's clock. The server states a token's expiry as an absolute time
// on its own clock; a shop's machine whose clock runs minutes fast would judge a fresh token
// expired (and sign the person out right after each renewal), one running slow would keep an
// expired one. Each session answer's Date header says what time the server thought it was, so
// its expiries are moved onto this machine's clock as they arrive, and everything after (the
// session keeper, the stored session, other tabs) compares them with Date.now() as before.
import type { LoginResponse } from '@shared/auth/sign-in';

/**
 * Clocks this close are taken to agree: the Date header counts whole seconds and the answer
 * spends time on the wire, so a smaller difference says nothing about the machine's clock.
 */
export const CLOCK_AGREEMENT_MS = 5_000;

/** The server's time when it answered, from its Date header; null without a readable one. */
export function serverTimeFrom(headers: Headers): number | null {
  const date = headers.get('Date');
  if (date === null) return null;
  const seconds = Date.parse(date);
  // The header drops the milliseconds: the middle of its second is the fairer guess.
  return Number.isNaN(seconds) ? null : seconds + 500;
}

/** `answer` with its expiries moved from the server's clock to this machine's. */
export function onThisMachinesClock(
  answer: LoginResponse,
  serverTime: number | null,
  localTime: number,
): LoginResponse {
  if (serverTime === null) return answer;
  const offset = serverTime - localTime;
  if (Math.abs(offset) < CLOCK_AGREEMENT_MS) return answer;
  return {
    ...answer,
    expiresAt: answer.expiresAt - offset,
    rememberMeExpiresAt:
      answer.rememberMeExpiresAt === null ? null : answer.rememberMeExpiresAt - offset,
  };
}
