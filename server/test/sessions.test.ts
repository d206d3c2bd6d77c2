// Renewal and logout: the refresh cookie rotates on every renewal, is bound to its browser, and
// stops working after logout or expiry.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import { RENEWAL_GRACE_MS } from '../src/auth/refresh-sessions';
import { AUTH, BROWSER_ID, refreshCookie, signIn, useTestApp } from './fixtures';

const server = await useTestApp();

function renew(token: string | undefined, browserId = BROWSER_ID) {
  return server.app.inject({
    method: 'POST',
    url: `${AUTH}/login/renew`,
    payload: { browserId },
    ...(token === undefined ? {} : { cookies: { [REFRESH_COOKIE]: token } }),
  });
}

function logout(token: string | undefined) {
  return server.app.inject({
    method: 'POST',
    url: `${AUTH}/login/logout`,
    ...(token === undefined ? {} : { cookies: { [REFRESH_COOKIE]: token } }),
  });
}

function identity(jwt: string) {
  return server.app.inject({
    method: 'GET',
    url: `${AUTH}/identity`,
    headers: { authorization: `Bearer ${jwt}` },
  });
}

describe('renewal', () => {
  it('answers a new login response and rotates the refresh token', async () => {
    const { login, refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const response = await renew(refreshToken);
    expect(response.statusCode).toBe(200);
    const renewed = loginResponseSchema.parse(response.json());
    expect(renewed.identity).toEqual(login.identity);
    expect(renewed.rememberMeExpiresAt).toBeNull();
    expect((await identity(renewed.jwt)).statusCode).toBe(200);

    const rotated = refreshCookie(response)?.value;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(refreshToken);

    expect((await renew(rotated)).statusCode).toBe(200);
  });

  it('renews every one of several concurrent requests carrying the same cookie', async () => {
    const { refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const answers = await Promise.all([1, 2, 3, 4].map(() => renew(refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const newCookies = answers.flatMap((answer) => refreshCookie(answer)?.value ?? []);
    // Exactly one renewal replaced the token; the others kept the browser's cookie as it is.
    expect(newCookies).toHaveLength(1);
    for (const answer of answers) {
      const { jwt } = loginResponseSchema.parse(answer.json());
      expect((await identity(jwt)).statusCode).toBe(200);
    }
    expect((await renew(newCookies[0])).statusCode).toBe(200);
  });

  it('ends the session when a replaced token comes back after the grace period', async () => {
    const { refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const first = await renew(refreshToken);
    const current = refreshCookie(first)?.value;
    const { jwt } = loginResponseSchema.parse(first.json());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RENEWAL_GRACE_MS + 1000 });
    try {
      const stolen = await renew(refreshToken);
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json()).toMatchObject({ error: { code: 'unauthorized' } });
      expect((await renew(current)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await identity(jwt)).statusCode).toBe(401);
  });

  it('ends the session when any earlier token of its family comes back, not only the last one', async () => {
    // The thief renews twice (T1 → T2 → T3); the victim still holds T1.
    const { refreshToken: t1 } = await signIn(server.app, 'ava.admin@harbor.example');
    const t2 = refreshCookie(await renew(t1))?.value;
    const third = await renew(t2);
    const t3 = refreshCookie(third)?.value;
    const { jwt } = loginResponseSchema.parse(third.json());
    expect(t3).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RENEWAL_GRACE_MS + 1000 });
    try {
      expect((await renew(t1)).statusCode).toBe(401);
      // The thief's newest token dies with the family.
      expect((await renew(t3)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await identity(jwt)).statusCode).toBe(401);
  });

  it('keeps the remember-me expiry of the sign-in', async () => {
    const { login, refreshToken } = await signIn(server.app, 'max.manager@harbor.example', {
      rememberMe: true,
    });
    const renewed = loginResponseSchema.parse((await renew(refreshToken)).json());
    expect(renewed.rememberMeExpiresAt).toBe(login.rememberMeExpiresAt);
  });

  it('refuses a cookie presented by another browser', async () => {
    const { refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const response = await renew(refreshToken, 'another-browser-id');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await renew(refreshToken)).statusCode).toBe(200);
  });

  it('refuses a missing cookie and clears a bad one', async () => {
    expect((await renew(undefined)).statusCode).toBe(401);
    const response = await renew('not-a-token');
    expect(response.statusCode).toBe(401);
    expect(refreshCookie(response)?.value).toBe('');
  });

  it('refuses an expired session', async () => {
    const { login, refreshToken } = await signIn(server.app, 'nina.noperm@harbor.example');
    await server.database.query(
      "UPDATE refresh_sessions SET expires_at = now() - interval '1 second' WHERE account_id = $1",
      [login.identity.id],
    );
    expect((await renew(refreshToken)).statusCode).toBe(401);
  });

  it('validates the browser id', async () => {
    const response = await renew('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        message: 'browserId: browserId must be at least 8 characters.',
      },
    });
  });
});

describe('refresh tokens', () => {
  /** The session a token names: tokens are `<session id>.<secret>`. */
  function sessionIdIn(token: string): string {
    const [id] = token.split('.');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    return id ?? '';
  }

  /**
   * A session as it was before migration 0023: its token a bare random secret, recorded the way
   * the migration records the tokens of the sessions it finds (its own INSERT, run again here).
   */
  async function sessionFromBeforeTokensNamedIt() {
    const { login, refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const sessionId = sessionIdIn(refreshToken);
    const legacy = randomBytes(32).toString('base64url');
    await server.database.query('UPDATE refresh_sessions SET token_hash = $1 WHERE id = $2', [
      createHash('sha256').update(legacy).digest('hex'),
      sessionId,
    ]);
    const migration = await readFile(
      new URL('../src/db/migrations/0023_refresh_tokens_carry_their_session.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('INSERT INTO legacy_refresh_tokens'));
    await server.database.exec(backfill);
    return { legacy, sessionId, jwt: login.jwt };
  }

  it('name their session, and every renewal keeps naming it', async () => {
    const { refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const sessionId = sessionIdIn(refreshToken);
    const renewed = refreshCookie(await renew(refreshToken))?.value ?? '';
    expect(sessionIdIn(renewed)).toBe(sessionId);
    expect(renewed).not.toBe(refreshToken);
  });

  it('are not guessed from the session id: a made-up secret is refused and ends nothing', async () => {
    const { login, refreshToken } = await signIn(server.app, 'ava.admin@harbor.example');
    const madeUp = `${sessionIdIn(refreshToken)}.${randomBytes(32).toString('base64url')}`;
    expect((await renew(madeUp)).statusCode).toBe(401);
    expect((await logout(madeUp)).statusCode).toBe(204);
    expect((await identity(login.jwt)).statusCode).toBe(200);
    expect((await renew(refreshToken)).statusCode).toBe(200);
  });

  it('of another session do not renew this one', async () => {
    const mine = await signIn(server.app, 'ava.admin@harbor.example');
    const theirs = await signIn(server.app, 'max.manager@harbor.example');
    const [, theirSecret] = theirs.refreshToken.split('.');
    const spliced = `${sessionIdIn(mine.refreshToken)}.${theirSecret}`;
    expect((await renew(spliced)).statusCode).toBe(401);
    expect((await renew(mine.refreshToken)).statusCode).toBe(200);
    expect((await renew(theirs.refreshToken)).statusCode).toBe(200);
  });

  it('issued before they named their session still renew, once, into one that does', async () => {
    const { legacy, sessionId } = await sessionFromBeforeTokensNamedIt();
    const first = await renew(legacy);
    expect(first.statusCode).toBe(200);
    const renewed = refreshCookie(first)?.value ?? '';
    expect(sessionIdIn(renewed)).toBe(sessionId);
    // Within the grace period the old token still renews (another tab), without a new cookie.
    const again = await renew(legacy);
    expect(again.statusCode).toBe(200);
    expect(refreshCookie(again)).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RENEWAL_GRACE_MS + 1000 });
    try {
      // Past it, the old token coming back is a kept copy: the session ends.
      expect((await renew(legacy)).statusCode).toBe(401);
      expect((await renew(renewed)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('issued before they named their session still sign out', async () => {
    const { legacy, jwt } = await sessionFromBeforeTokensNamedIt();
    expect((await identity(jwt)).statusCode).toBe(200);
    expect((await logout(legacy)).statusCode).toBe(204);
    expect((await identity(jwt)).statusCode).toBe(401);
    expect((await renew(legacy)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { login, refreshToken } = await signIn(server.app, 'casey.cashier@harbor.example');
    const response = await logout(refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(refreshCookie(response)).toMatchObject({ value: '', path: AUTH });
    expect((await renew(refreshToken)).statusCode).toBe(401);
    // The access token issued for the session stops working with it.
    expect((await identity(login.jwt)).statusCode).toBe(401);
    const sessions = await server.database.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM refresh_sessions WHERE account_id = $1',
      [login.identity.id],
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.revoked_at).toBeInstanceOf(Date);
  });

  it('ends the session of the bearer token when no cookie comes with it', async () => {
    const { login, refreshToken } = await signIn(server.app, 'casey.cashier@harbor.example');
    const response = await server.app.inject({
      method: 'POST',
      url: `${AUTH}/login/logout`,
      headers: { authorization: `Bearer ${login.jwt}` },
    });
    expect(response.statusCode).toBe(204);
    expect((await identity(login.jwt)).statusCode).toBe(401);
    expect((await renew(refreshToken)).statusCode).toBe(401);
  });

  it('succeeds without a cookie, with an unknown one and with an empty JSON body', async () => {
    expect((await logout(undefined)).statusCode).toBe(204);
    expect((await logout('unknown-token')).statusCode).toBe(204);
    const emptyJson = await server.app.inject({
      method: 'POST',
      url: `${AUTH}/login/logout`,
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(204);
  });
});
