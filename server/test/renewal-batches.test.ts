// Renewals that arrive together rotate in one statement (auth/refresh-sessions.ts): each still
// gets its own answer, a retired token presented beside good ones still ends its session, and an
// account changed between renewals answers its new identity.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import { createRefreshSession, RENEWAL_GRACE_MS } from '../src/auth/refresh-sessions';
import { AUTH, refreshCookie, signIn, useTestApp } from './fixtures';

const server = await useTestApp();
const { login } = await signIn(server.app, 'ava.admin@harbor.example');
const accountId = login.identity.id;

function renew(token: string, browserId: string) {
  return server.app.inject({
    method: 'POST',
    url: `${AUTH}/login/renew`,
    payload: { browserId },
    cookies: { [REFRESH_COOKIE]: token },
  });
}

/** `count` sessions of the signed-in account, each in a browser of its own. */
async function sessions(count: number, name: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const browserId = `${name}-${String(index).padStart(4, '0')}`;
      const { token } = await createRefreshSession(server.database, {
        accountId,
        browserId,
        rememberMe: false,
      });
      return { browserId, token };
    }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('renewals arriving together', () => {
  it('rotate in fewer statements than renewals, each session getting its own token', async () => {
    const browsers = await sessions(20, 'batch-browser');
    const query = vi.spyOn(server.database, 'query');
    const answers = await Promise.all(
      browsers.map(({ token, browserId }) => renew(token, browserId)),
    );
    const rotations = query.mock.calls.filter(([sql]) => sql.includes('unnest')).length;
    query.mockRestore();

    expect(answers.map((answer) => answer.statusCode)).toEqual(browsers.map(() => 200));
    expect(rotations).toBeGreaterThan(0);
    expect(rotations).toBeLessThan(browsers.length);
    const tokens = answers.map((answer) => refreshCookie(answer)?.value);
    expect(new Set(tokens).size).toBe(browsers.length);
    for (const answer of answers) {
      expect(loginResponseSchema.parse(answer.json()).identity).toEqual(login.identity);
    }
    // Each new token renews its own session, and only in its own browser.
    const again = await Promise.all(
      browsers.map(({ browserId }, index) => renew(tokens[index] ?? '', browserId)),
    );
    expect(again.map((answer) => answer.statusCode)).toEqual(browsers.map(() => 200));
    const [first, second] = again.map((answer) => refreshCookie(answer)?.value ?? '');
    expect((await renew(first ?? '', browsers[1]?.browserId ?? '')).statusCode).toBe(401);
    expect((await renew(second ?? '', browsers[1]?.browserId ?? '')).statusCode).toBe(200);
  });

  it('still ends the session of a retired token presented beside good ones', async () => {
    const [victim, ...others] = await sessions(6, 'reuse-browser');
    if (victim === undefined) throw new Error('No session was made.');
    const current = refreshCookie(await renew(victim.token, victim.browserId))?.value;
    expect(current).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RENEWAL_GRACE_MS + 1000 });

    // The thief's copy of the first token and the victim's current one arrive together.
    const [reused, renewed, ...rest] = await Promise.all([
      renew(victim.token, victim.browserId),
      renew(current ?? '', victim.browserId),
      ...others.map(({ token, browserId }) => renew(token, browserId)),
    ]);
    expect(reused.statusCode).toBe(401);
    expect(rest.map((answer) => answer.statusCode)).toEqual(others.map(() => 200));
    // Whichever token the session holds now died with it.
    const newest = refreshCookie(renewed)?.value || current;
    expect((await renew(newest ?? '', victim.browserId)).statusCode).toBe(401);
  });

  it('answers the identity as the account is now, not as the last renewal read it', async () => {
    const [browser] = await sessions(1, 'renamed-browser');
    if (browser === undefined) throw new Error('No session was made.');
    const first = await renew(browser.token, browser.browserId);
    expect(loginResponseSchema.parse(first.json()).identity.firstName).toBe(
      login.identity.firstName,
    );
    await server.database.query('UPDATE accounts SET first_name = $2 WHERE id = $1', [
      accountId,
      'Renamed',
    ]);
    try {
      const second = await renew(refreshCookie(first)?.value ?? '', browser.browserId);
      expect(loginResponseSchema.parse(second.json()).identity.firstName).toBe('Renamed');
    } finally {
      await server.database.query('UPDATE accounts SET first_name = $2 WHERE id = $1', [
        accountId,
        login.identity.firstName,
      ]);
    }
  });
});
