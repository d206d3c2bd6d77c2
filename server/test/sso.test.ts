// Single sign-on over real HTTP (spec §4 Login, §7, §8): the e-mail step, the local identity
// provider's sign-in page, the popup's code exchange, the server-side completion, the OIDC proxy,
// and every way a sign-in can fail.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginAnswerSchema, loginResponseSchema } from '@shared/auth/sign-in';
import { proxyLoginResponseSchema, proxyStartUrlResponseSchema } from '@shared/sso/sso';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import { LOCAL_IDENTITY_ISSUER } from '../src/sso/local-identity-issuer';
import { callbackParameters, ProviderBrowser, signInAtProvider } from './fixtures/sso';
import { AUTH, BROWSER_ID, callApi, count, startHttpTestApp, useHttpTestApp } from './fixtures';

const SAM = 'sam.sso@harbor.example';

const server = await useHttpTestApp({ loginRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
const popupReturn = `${server.url}/login/callback`;

function post(path: string, body: unknown) {
  return callApi(server, `${AUTH}${path}`, { body });
}

async function authorizeUrlFor(body: Record<string, unknown>): Promise<string> {
  const response = await post('/login', { redirectUrl: popupReturn, ...body });
  expect(response.status).toBe(200);
  const answer = loginAnswerSchema.parse(await response.json());
  if (!('authorizeUrl' in answer)) throw new Error('The e-mail step asked for a password.');
  return answer.authorizeUrl;
}

function ssoCallback(parameters: Record<string, string>, rememberMe = false) {
  return post('/login/sso-callback', {
    browserId: BROWSER_ID,
    redirectUrl: popupReturn,
    rememberMe,
    ...parameters,
  });
}

async function expectSsoFailure(response: Response, status: number, reason: string) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.error.code).toBe('sso_failed');
  expect(body.error.details).toMatchObject({ reason });
  return body.error;
}

function refreshCookieOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  return cookie?.split(';')[0];
}

async function lastAudit() {
  const [row] = await server.database.query<{ method: string; result: string; email: string }>(
    'SELECT method, result, email FROM sign_in_audit ORDER BY id DESC LIMIT 1',
  );
  return row;
}

describe('the local identity provider', () => {
  it('publishes its OpenID configuration at the server origin', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${server.url}/oidc`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows its own accessible sign-in page, pre-filled from the e-mail step', async () => {
    const { html } = await new ProviderBrowser().openLoginPage(
      await authorizeUrlFor({ email: SAM }),
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Zyno sign-in (local identity provider)');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain(`value="${SAM}"`);
    expect(html).toContain('>Cancel</button>');
  });

  it('refuses a wrong password on its page and stays there', async () => {
    const browser = new ProviderBrowser();
    const { page, html } = await browser.openLoginPage(await authorizeUrlFor({ email: SAM }));
    const result = await browser.submit(page, html, { email: SAM, password: 'wrong-password' });
    if (result instanceof URL) throw new Error('The provider let a wrong password through.');
    expect(result.status).toBe(401);
    const again = await result.text();
    expect(again).toContain('role="alert"');
    expect(again).toContain('The e-mail address or password is incorrect.');
  });
});

describe('the e-mail step', () => {
  it('answers a single-sign-on user with an authorizeUrl (PKCE S256, state, nonce)', async () => {
    const states = await count(server.database, 'sso_login_states');
    const url = new URL(await authorizeUrlFor({ email: 'Sam.Sso@harbor.example' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/oidc/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(popupReturn);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).not.toBeNull();
    expect(url.searchParams.get('nonce')).not.toBeNull();
    expect(await count(server.database, 'sso_login_states')).toBe(states + 1);
  });

  it('asks a password user and an unknown address for the password, writing nothing', async () => {
    const states = await count(server.database, 'sso_login_states');
    for (const email of ['ava.admin@harbor.example', 'nobody@nowhere.example']) {
      const response = await post('/login', { email, redirectUrl: popupReturn });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ passwordRequired: true });
    }
    expect(await count(server.database, 'sso_login_states')).toBe(states);
  });

  it('starts single sign-on at the local provider for a named provider', async () => {
    for (const provider of ['microsoft', 'google']) {
      const url = new URL(await authorizeUrlFor({ provider }));
      expect(url.pathname).toBe('/oidc/auth');
    }
  });

  it('refuses a redirect URL that is not the popup return page of this server', async () => {
    const states = await count(server.database, 'sso_login_states');
    for (const redirectUrl of ['https://evil.example/login/callback', `${server.url}/elsewhere`]) {
      const response = await post('/login', { email: SAM, redirectUrl });
      expect(response.status).toBe(400);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.message).toMatch(/^redirectUrl: /);
    }
    expect(await count(server.database, 'sso_login_states')).toBe(states);
  });
});

describe('completing a sign-in from the popup (POST /login/sso-callback)', () => {
  it('signs Sam in: the login response, the refresh cookie and an sso audit row', async () => {
    const returned = await signInAtProvider(await authorizeUrlFor({ email: SAM }));
    expect(`${returned.origin}${returned.pathname}`).toBe(popupReturn);
    const response = await ssoCallback(callbackParameters(returned), true);
    expect(response.status).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe(SAM);
    expect(login.identity.tenants.map((tenant) => tenant.name)).toEqual(['Harbor Coffee']);
    expect(login.rememberMeExpiresAt).not.toBeNull();
    expect(refreshCookieOf(response)).toBeDefined();
    expect(await lastAudit()).toEqual({ method: 'sso', result: 'success', email: SAM });

    const identity = await callApi(server, `${AUTH}/identity`, { jwt: login.jwt });
    expect(((await identity.json()) as { email: string }).email).toBe(SAM);
  });

  it('tells Sam of failed attempts on his account since his last sign-in', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const guess = await post('/login/password-login', {
        email: SAM,
        password: 'a-guess',
        browserId: 'guessing-browser',
        rememberMe: false,
      });
      expect(guess.status).toBe(401);
    }
    const returned = await signInAtProvider(await authorizeUrlFor({ email: SAM }));
    const login = loginResponseSchema.parse(
      await (await ssoCallback(callbackParameters(returned))).json(),
    );
    expect(login.signInNotice).toMatchObject({ failedAttempts: 2, refusedWhilePaused: 0 });
  });

  it('refuses a state that was used already', async () => {
    const parameters = callbackParameters(
      await signInAtProvider(await authorizeUrlFor({ email: SAM })),
    );
    expect((await ssoCallback(parameters)).status).toBe(200);
    await expectSsoFailure(await ssoCallback(parameters), 400, 'invalid_state');
  });

  it('refuses a wrong code, and the state is used up by the attempt', async () => {
    const { state } = callbackParameters(
      await signInAtProvider(await authorizeUrlFor({ email: SAM })),
    );
    const error = await expectSsoFailure(
      await ssoCallback({ code: 'not-the-code', state }),
      400,
      'exchange_failed',
    );
    expect(error.details).toMatchObject({ error: 'invalid_grant' });
    expect(error.message).toMatch(/^SSO error: invalid_grant: /);
  });

  it('refuses a state that has lapsed (ten minutes)', async () => {
    const parameters = callbackParameters(
      await signInAtProvider(await authorizeUrlFor({ email: SAM })),
    );
    await server.database.query(
      "UPDATE sso_login_states SET expires_at = now() - interval '1 second' WHERE state = $1",
      [parameters.state],
    );
    await expectSsoFailure(await ssoCallback(parameters), 400, 'invalid_state');
  });

  it('refuses a redirect URL other than the one the sign-in started with', async () => {
    const parameters = callbackParameters(
      await signInAtProvider(await authorizeUrlFor({ email: SAM })),
    );
    const response = await post('/login/sso-callback', {
      browserId: BROWSER_ID,
      redirectUrl: `http://localhost:${new URL(server.url).port}/login/callback`,
      rememberMe: false,
      ...parameters,
    });
    await expectSsoFailure(response, 400, 'invalid_state');
  });

  it('passes Cancel at the provider back as access_denied', async () => {
    const browser = new ProviderBrowser();
    const { page, html } = await browser.openLoginPage(await authorizeUrlFor({ email: SAM }));
    const returned = await browser.submit(page, html, 'cancel');
    if (!(returned instanceof URL)) throw new Error(`Cancel answered ${returned.status}.`);
    expect(`${returned.origin}${returned.pathname}`).toBe(popupReturn);
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('error_description')).toBe('End-User aborted interaction');
    expect(returned.searchParams.get('state')).not.toBeNull();
    expect(returned.searchParams.get('code')).toBeNull();

    const error = await expectSsoFailure(
      await ssoCallback(Object.fromEntries(returned.searchParams)),
      400,
      'provider_error',
    );
    expect(error.message).toBe('SSO error: access_denied: End-User aborted interaction');
    expect(error.details).toEqual({
      reason: 'provider_error',
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });

  it('names missing callback parameters and a missing code with the spec texts', async () => {
    const missing = await expectSsoFailure(await ssoCallback({}), 400, 'missing_parameters');
    expect(missing.message).toBe('Missing callback parameters');
    const { state } = callbackParameters(
      await signInAtProvider(await authorizeUrlFor({ email: SAM })),
    );
    const noCode = await expectSsoFailure(await ssoCallback({ state }), 400, 'missing_code');
    expect(noCode.message).toBe('Missing code parameter');
  });

  it('rejects a malformed body with the field named, writing nothing', async () => {
    const sessions = await count(server.database, 'refresh_sessions');
    const response = await post('/login/sso-callback', { redirectUrl: popupReturn, code: 'x' });
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/^browserId: /);
    expect(await count(server.database, 'refresh_sessions')).toBe(sessions);
  });

  it('finds the account by verified e-mail on a first sign-in and records the identity', async () => {
    await server.database.query(
      `DELETE FROM sso_identities WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [SAM],
    );
    const returned = await signInAtProvider(await authorizeUrlFor({ provider: 'google' }));
    const response = await ssoCallback(callbackParameters(returned));
    expect(response.status).toBe(200);
    const [identity] = await server.database.query<{ issuer: string }>(
      `SELECT issuer FROM sso_identities
        WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [SAM],
    );
    expect(identity?.issuer).toBe(LOCAL_IDENTITY_ISSUER);
  });

  it('refuses a provider user without a Zyno account, and audits it', async () => {
    const dana = 'dana.directory@harbor.example';
    const returned = await signInAtProvider(await authorizeUrlFor({ provider: 'microsoft' }), dana);
    await expectSsoFailure(await ssoCallback(callbackParameters(returned)), 401, 'no_account');
    expect(await lastAudit()).toEqual({ method: 'sso', result: 'unknown_account', email: dana });
  });
});

describe('starting single sign-on explicitly (POST /login/sso)', () => {
  it('answers an authorizeUrl for the popup return page', async () => {
    const response = await post('/login/sso', { provider: 'google', redirectUrl: popupReturn });
    expect(response.status).toBe(200);
    const { authorizeUrl } = (await response.json()) as { authorizeUrl: string };
    const returned = await signInAtProvider(authorizeUrl);
    expect((await ssoCallback(callbackParameters(returned))).status).toBe(200);
  });

  it('completes on the server: refresh cookie, then back to the return page', async () => {
    const serverCallback = `${server.url}${AUTH}/login/sso-callback`;
    const returnUrl = `${server.url}/`;
    const start = await post('/login/sso', {
      email: SAM,
      redirectUrl: serverCallback,
      browserId: BROWSER_ID,
      rememberMe: false,
      returnUrl,
    });
    expect(start.status).toBe(200);
    const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
    const returned = await signInAtProvider(authorizeUrl);
    expect(`${returned.origin}${returned.pathname}`).toBe(serverCallback);

    const completed = await fetch(returned, { redirect: 'manual' });
    expect(completed.status).toBe(303);
    expect(completed.headers.get('location')).toBe(returnUrl);
    const cookie = refreshCookieOf(completed);
    if (cookie === undefined) throw new Error('No refresh cookie was set.');

    const renewed = await callApi(server, `${AUTH}/login/renew`, {
      body: { browserId: BROWSER_ID },
      cookie,
    });
    expect(renewed.status).toBe(200);
    expect(loginResponseSchema.parse(await renewed.json()).identity.email).toBe(SAM);

    // The same answer again: the state is gone, and there is nowhere to send the browser.
    const replay = await fetch(returned, { redirect: 'manual' });
    expect(replay.status).toBe(400);
    expect(replay.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends a cancelled server-side sign-in back to the return page with the error', async () => {
    const returnUrl = `${server.url}/login?from=sso`;
    const start = await post('/login/sso', {
      provider: 'microsoft',
      redirectUrl: `${server.url}${AUTH}/login/sso-callback`,
      browserId: BROWSER_ID,
      rememberMe: true,
      returnUrl,
    });
    const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
    const browser = new ProviderBrowser();
    const { page, html } = await browser.openLoginPage(authorizeUrl);
    const returned = await browser.submit(page, html, 'cancel');
    if (!(returned instanceof URL)) throw new Error('Cancel did not redirect.');
    const completed = await fetch(returned, { redirect: 'manual' });
    expect(completed.status).toBe(303);
    const location = new URL(completed.headers.get('location') ?? '');
    expect(location.searchParams.get('from')).toBe('sso');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe('End-User aborted interaction');
  });

  it('needs browserId, rememberMe and a return page of this server to complete on the server', async () => {
    const redirectUrl = `${server.url}${AUTH}/login/sso-callback`;
    const states = await count(server.database, 'sso_login_states');
    const noBrowser = await post('/login/sso', { email: SAM, redirectUrl });
    expect(noBrowser.status).toBe(400);
    expect(apiErrorBodySchema.parse(await noBrowser.json()).error.message).toMatch(/^browserId: /);
    const foreign = await post('/login/sso', {
      email: SAM,
      redirectUrl,
      browserId: BROWSER_ID,
      rememberMe: false,
      returnUrl: 'https://evil.example/',
    });
    expect(foreign.status).toBe(400);
    expect(apiErrorBodySchema.parse(await foreign.json()).error.message).toMatch(/^returnUrl: /);
    const both = await post('/login/sso', { email: SAM, provider: 'google', redirectUrl });
    expect(both.status).toBe(400);
    expect(await count(server.database, 'sso_login_states')).toBe(states);
  });
});

describe('the OIDC proxy', () => {
  function pkce() {
    const codeVerifier = randomBytes(32).toString('base64url');
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    return { codeVerifier, codeChallenge };
  }

  async function proxyResult(codeChallenge: string): Promise<string> {
    const returnUrl = 'http://127.0.0.1:53682/zyno-desktop/callback';
    const started = await post('/proxy-oidc/generate-start-url', {
      email: SAM,
      returnUrl,
      codeChallenge,
      codeChallengeMethod: 'S256',
    });
    expect(started.status).toBe(200);
    const { startUrl } = proxyStartUrlResponseSchema.parse(await started.json());
    const returned = await signInAtProvider(startUrl);
    expect(returned.pathname).toBe(`${AUTH}/proxy-oidc/callback`);
    const completed = await fetch(returned, { redirect: 'manual' });
    expect(completed.status).toBe(303);
    const location = new URL(completed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(returnUrl);
    const result = location.searchParams.get('result');
    if (result === null) throw new Error(`No result in ${location.href}.`);
    return result;
  }

  it('runs the flow for a public client: one-time result, session, renewal by token', async () => {
    const { codeVerifier, codeChallenge } = pkce();
    const result = await proxyResult(codeChallenge);
    const started = await post('/proxy-oidc/start', {
      result,
      codeVerifier,
      browserId: BROWSER_ID,
      rememberMe: false,
    });
    expect(started.status).toBe(200);
    expect(refreshCookieOf(started)).toBeUndefined();
    const login = proxyLoginResponseSchema.parse(await started.json());
    expect(login.identity.email).toBe(SAM);

    const again = await post('/proxy-oidc/start', {
      result,
      codeVerifier,
      browserId: BROWSER_ID,
      rememberMe: false,
    });
    await expectSsoFailure(again, 400, 'invalid_state');

    const renewed = await post('/proxy-oidc/renew', {
      refreshToken: login.refreshToken,
      browserId: BROWSER_ID,
    });
    expect(renewed.status).toBe(200);
    const renewal = proxyLoginResponseSchema.parse(await renewed.json());
    expect(renewal.refreshToken).not.toBe(login.refreshToken);
    expect(renewal.identity.email).toBe(SAM);

    const unknown = await post('/proxy-oidc/renew', {
      refreshToken: 'not-a-token',
      browserId: BROWSER_ID,
    });
    expect(unknown.status).toBe(401);
  });

  it('refuses a result redeemed with the wrong verifier', async () => {
    const { codeChallenge } = pkce();
    const result = await proxyResult(codeChallenge);
    const response = await post('/proxy-oidc/start', {
      result,
      codeVerifier: pkce().codeVerifier,
      browserId: BROWSER_ID,
      rememberMe: false,
    });
    await expectSsoFailure(response, 400, 'invalid_state');
  });

  it('returns only to this server or a loopback address', async () => {
    const states = await count(server.database, 'sso_login_states');
    const response = await post('/proxy-oidc/generate-start-url', {
      provider: 'google',
      returnUrl: 'https://evil.example/callback',
      codeChallenge: pkce().codeChallenge,
      codeChallengeMethod: 'S256',
    });
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).error.message).toMatch(/^returnUrl: /);
    expect(await count(server.database, 'sso_login_states')).toBe(states);
  });
});

describe('rate limits', () => {
  it('limits every single-sign-on route like the other sign-in routes', async () => {
    const limited = await startHttpTestApp({ loginRateLimit: { max: 1, timeWindowMs: 60_000 } });
    try {
      const redirectUrl = `${limited.url}/login/callback`;
      const calls: [string, unknown][] = [
        ['/login/sso', { provider: 'google', redirectUrl }],
        ['/login/sso-callback', { browserId: BROWSER_ID, redirectUrl, rememberMe: false }],
        ['/proxy-oidc/renew', { refreshToken: 'x', browserId: BROWSER_ID }],
      ];
      for (const [path, body] of calls) {
        await callApi(limited, `${AUTH}${path}`, { body });
        const second = await callApi(limited, `${AUTH}${path}`, { body });
        expect(second.status).toBe(429);
        expect(apiErrorBodySchema.parse(await second.json()).error.code).toBe('rate_limited');
      }
    } finally {
      await limited.close();
    }
  });
});
