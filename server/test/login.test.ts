// The sign-in steps of the auth family: the e-mail step, password sign-in, its audit trail, and
// the answers to bad input.
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { createApp } from '../src/app';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import {
  AUTH,
  BROWSER_ID,
  count,
  NO_WEB_BUILD,
  passwordLogin,
  refreshCookie,
  refreshToken,
  signIn,
  useTestApp,
} from './fixtures';

const INVALID_CREDENTIALS =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';

const server = await useTestApp();

function emailStep(payload: unknown) {
  return server.app.inject({ method: 'POST', url: `${AUTH}/login`, payload: payload as object });
}

async function lastAudit() {
  const [row] = await server.database.query<{
    account_id: string | null;
    email: string;
    method: string;
    result: string;
  }>('SELECT account_id, email, method, result FROM sign_in_audit ORDER BY id DESC LIMIT 1');
  return row;
}

describe('the e-mail step', () => {
  it('asks a password user for the password', async () => {
    const response = await emailStep({ email: 'ava.admin@harbor.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordRequired: true });
  });

  it('answers the same for an unknown e-mail, so accounts cannot be discovered', async () => {
    const response = await emailStep({ email: 'nobody@harbor.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordRequired: true });
  });

  // Single-sign-on addresses and named providers (authorizeUrl): sso.test.ts, over real HTTP.

  it('names the field of a blank e-mail', async () => {
    const response = await emailStep({ email: '   ' });
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe('email: Enter your e-mail address.');
    expect(body.error.details).toEqual([
      { path: 'email', code: 'too_small', message: 'Enter your e-mail address.' },
    ]);
  });

  it('names a missing e-mail as required', async () => {
    const response = await emailStep({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message: 'email: This field is required.' },
    });
  });
});

describe('password sign-in', () => {
  it('answers with a login response, a verifiable token and an httpOnly refresh cookie', async () => {
    const before = Date.now();
    const response = await passwordLogin(server.app, '  Ava.Admin@Harbor.example ');
    expect(response.statusCode).toBe(200);

    const login = loginResponseSchema.parse(response.json());
    expect(login.identity.email).toBe('ava.admin@harbor.example');
    expect(login.impersonatorTenantId).toBeNull();
    expect(login.rememberMeExpiresAt).toBeNull();
    expect(login.expiresAt).toBeGreaterThan(before + 14 * 60_000);
    expect(login.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const [key] = await server.database.query<{ public_jwk: JWK }>(
      'SELECT public_jwk FROM signing_keys',
    );
    const { payload, protectedHeader } = await jwtVerify(
      login.jwt,
      await importJWK(key?.public_jwk ?? {}, 'EdDSA'),
    );
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload.sub).toBe(login.identity.id);
    expect((payload.exp ?? 0) * 1000).toBe(login.expiresAt);

    const cookie = refreshCookie(response);
    expect(cookie).toMatchObject({ path: AUTH, httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    // Without remember me the cookie ends with the browser session.
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();

    expect(await lastAudit()).toEqual({
      account_id: login.identity.id,
      email: 'ava.admin@harbor.example',
      method: 'password',
      result: 'success',
    });
  });

  it('with remember me keeps the session and the cookie for 30 days', async () => {
    const response = await passwordLogin(server.app, 'max.manager@harbor.example', {
      rememberMe: true,
    });
    const login = loginResponseSchema.parse(response.json());
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(login.rememberMeExpiresAt).toBeGreaterThan(Date.now() + thirtyDays - 60_000);
    expect(login.rememberMeExpiresAt).toBeLessThanOrEqual(Date.now() + thirtyDays);
    expect(refreshCookie(response)?.expires?.getTime()).toBe(
      Math.floor((login.rememberMeExpiresAt ?? 0) / 1000) * 1000,
    );
  });

  it('refuses a wrong password with invalid_credentials and audits the attempt', async () => {
    const sessions = await count(server.database, 'refresh_sessions');
    const response = await passwordLogin(server.app, 'ava.admin@harbor.example', {
      password: 'not-the-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS },
    });
    expect(refreshCookie(response)).toBeUndefined();
    expect(await count(server.database, 'refresh_sessions')).toBe(sessions);
    expect(await lastAudit()).toMatchObject({
      email: 'ava.admin@harbor.example',
      result: 'wrong_password',
    });
    expect((await lastAudit())?.account_id).not.toBeNull();
  });

  it('gives an unknown e-mail the same answer', async () => {
    const response = await passwordLogin(server.app, 'nobody@harbor.example');
    expect(response.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('invalid_credentials');
    expect(await lastAudit()).toEqual({
      account_id: null,
      email: 'nobody@harbor.example',
      method: 'password',
      result: 'unknown_account',
    });
  });

  it('gives a single-sign-on account, which has no password, the same answer', async () => {
    const response = await passwordLogin(server.app, 'sam.sso@harbor.example');
    expect(response.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('invalid_credentials');
    expect(await lastAudit()).toMatchObject({ result: 'no_password' });
  });

  it('rejects a malformed body with the field and message, writing nothing', async () => {
    const audits = await count(server.database, 'sign_in_audit');
    const sessions = await count(server.database, 'refresh_sessions');
    const response = await server.app.inject({
      method: 'POST',
      url: `${AUTH}/login/password-login`,
      payload: {
        email: 'ava.admin@harbor.example',
        password: '',
        browserId: 'test-browser-0001',
        rememberMe: false,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message: 'password: Enter your password.' },
    });
    expect(await count(server.database, 'sign_in_audit')).toBe(audits);
    expect(await count(server.database, 'refresh_sessions')).toBe(sessions);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${AUTH}/login/password-login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: 'The request body is not valid JSON.' },
    });
  });
});

describe('POST /login/password', () => {
  it('is the password step under its short name: same body, same answers', async () => {
    const signIn = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: `${AUTH}/login/password`,
        payload: {
          browserId: 'test-browser-0001',
          email: 'max.manager@harbor.example',
          password,
          rememberMe: false,
        },
      });
    const signedIn = await signIn('zyno-demo-pass');
    expect(signedIn.statusCode).toBe(200);
    const login = loginResponseSchema.parse(signedIn.json());
    expect(login.identity.email).toBe('max.manager@harbor.example');
    expect(refreshCookie(signedIn)?.httpOnly).toBe(true);

    const refused = await signIn('not-the-password');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS },
    });
    expect(await lastAudit()).toMatchObject({ result: 'wrong_password' });
  });
});

describe('rate limiting', () => {
  /** Runs `work` on an app of its own over the file's database, allowing `max` sign-in calls. */
  async function withLoginLimit(
    max: number,
    work: (app: FastifyInstance) => Promise<void>,
  ): Promise<void> {
    // On PostgreSQL the counts are the database's, shared by every process (and app) on it: the
    // file's earlier sign-ins would count here too.
    await server.database.query('DELETE FROM rate_limit_windows');
    const app = await createApp({
      database: server.database,
      webDir: NO_WEB_BUILD,
      loginRateLimit: { max, timeWindowMs: 60_000 },
    });
    try {
      await work(app);
    } finally {
      await app.close();
    }
  }

  it('answers rate_limited once a client exceeds the login limit', async () => {
    await withLoginLimit(2, async (app) => {
      const attempt = () =>
        app.inject({ method: 'POST', url: `${AUTH}/login`, payload: { email: 'a@b.example' } });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(apiErrorBodySchema.parse(limited.json()).error).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many attempts\. Try again in .+\.$/) as string,
      });
      // Each login route counts on its own.
      const other = await passwordLogin(app, 'ava.admin@harbor.example');
      expect(other.statusCode).toBe(200);
    });
  });

  it('counts the two paths of one call together: /login/password and /login/password-login, /login/device and /installs/auth-credentials', async () => {
    await withLoginLimit(3, async (app) => {
      const attempt = (path: string, payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: `${AUTH}${path}`, payload });
      const password = {
        email: 'a@b.example',
        password: 'x',
        browserId: BROWSER_ID,
        rememberMe: false,
      };
      expect((await attempt('/login/password', password)).statusCode).toBe(401);
      expect((await attempt('/login/password-login', password)).statusCode).toBe(401);
      expect((await attempt('/login/password', password)).statusCode).toBe(401);
      expect((await attempt('/login/password-login', password)).statusCode).toBe(429);

      // Bad handshakes still count: the limit applies before the body is judged.
      const device = { handshake: { bad: true }, username: 'max', password: '33334444' };
      for (const path of ['/login/device', '/installs/auth-credentials', '/login/device']) {
        expect((await attempt(path, device)).statusCode).toBe(400);
      }
      expect((await attempt('/installs/auth-credentials', device)).statusCode).toBe(429);
    });
  });

  // A refresh token is 32 random bytes bound to its browser: there is nothing to guess, and a
  // page that renews every few minutes must never run into the sign-in count.
  it('does not count renewals against the sign-in limit', async () => {
    await withLoginLimit(1, async (app) => {
      let token = (await signIn(app, 'ava.admin@harbor.example')).refreshToken;
      for (let renewal = 0; renewal < 3; renewal += 1) {
        const renewed = await app.inject({
          method: 'POST',
          url: `${AUTH}/login/renew`,
          payload: { browserId: BROWSER_ID },
          cookies: { [REFRESH_COOKIE]: token },
        });
        expect(renewed.statusCode).toBe(200);
        token = refreshToken(renewed);
      }
    });
  });
});
