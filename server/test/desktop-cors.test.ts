// Zyno Desktop's pages (app://zyno) call the API across origins over real HTTP: CORS with
// credentials for exactly that origin, preflights answered, and a refresh cookie the desktop's
// renewal can use.
import { describe, expect, it } from 'vitest';
import { API_HEADERS } from '@shared/api-headers';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import { DESKTOP_APP_ORIGIN } from '@shared/desktop/desktop-app-origin';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import { AUTH, BROWSER_ID, useHttpTestApp } from './fixtures';

const server = await useHttpTestApp();

const EMAIL = 'ava.admin@harbor.example';

function preflight(origin: string, path = `${AUTH}/login/renew`) {
  return fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': `content-type, ${API_HEADERS.tenantId.toLowerCase()}`,
    },
  });
}

function login(origin: string | undefined) {
  return fetch(`${server.url}${AUTH}/login/password-login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(origin === undefined ? {} : { Origin: origin }),
    },
    body: JSON.stringify({
      email: EMAIL,
      password: DEMO_PASSWORD,
      browserId: BROWSER_ID,
      rememberMe: false,
    }),
  });
}

function refreshSetCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${REFRESH_COOKIE}=`));
  if (cookie === undefined) throw new Error('No refresh cookie was set.');
  return cookie;
}

describe('CORS for Zyno Desktop', () => {
  it('answers a desktop preflight with the methods and the API headers', async () => {
    const response = await preflight(DESKTOP_APP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(', ');
    for (const header of ['content-type', ...Object.values(API_HEADERS)]) {
      expect(allowed).toContain(header.toLowerCase());
    }
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('answers preflights for every API family, even routes that only take GET', async () => {
    for (const path of ['/api/suite/reference-lists', '/api/talk/anything', `${AUTH}/identity`]) {
      const response = await preflight(DESKTOP_APP_ORIGIN, path);
      expect(response.status, path).toBe(204);
    }
  });

  it('gives any other origin nothing', async () => {
    for (const origin of ['https://evil.example', 'app://evil', 'null', 'app://zyno.evil']) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.status, origin).not.toBe(204);
      const call = await login(origin);
      expect(call.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(call.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('lets desktop pages read answers, errors included', async () => {
    const response = await fetch(`${server.url}${AUTH}/identity`, {
      headers: { Origin: DESKTOP_APP_ORIGIN },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    // The session answers' expiries are judged against the server's clock (its Date header).
    expect(response.headers.get('access-control-expose-headers')).toBe('Date');
    expect(Date.parse(response.headers.get('date') ?? '')).not.toBeNaN();
  });

  it('leaves pages outside the API alone', async () => {
    const response = await fetch(`${server.url}/config.json`, {
      headers: { Origin: DESKTOP_APP_ORIGIN },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the refresh cookie for Zyno Desktop', () => {
  it('is SameSite=None and Secure for desktop pages, so cross-site renewal carries it', async () => {
    const response = await login(DESKTOP_APP_ORIGIN);
    expect(response.status).toBe(200);
    const cookie = refreshSetCookie(response);
    expect(cookie).toMatch(/; SameSite=None/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toContain(`; Path=${AUTH}`);

    const token = /^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? '';
    const renewed = await fetch(`${server.url}${AUTH}/login/renew`, {
      method: 'POST',
      headers: {
        Origin: DESKTOP_APP_ORIGIN,
        'content-type': 'application/json',
        cookie: `${REFRESH_COOKIE}=${token}`,
      },
      body: JSON.stringify({ browserId: BROWSER_ID }),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    loginResponseSchema.parse(await renewed.json());
    expect(refreshSetCookie(renewed)).toMatch(/; SameSite=None/i);

    const loggedOut = await fetch(`${server.url}${AUTH}/login/logout`, {
      method: 'POST',
      headers: { Origin: DESKTOP_APP_ORIGIN, cookie: `${REFRESH_COOKIE}=${token}` },
    });
    expect(loggedOut.status).toBe(204);
    expect(refreshSetCookie(loggedOut)).toMatch(/; SameSite=None/i);
  });

  it('stays SameSite=Strict for the web app', async () => {
    const cookie = refreshSetCookie(await login(undefined));
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).not.toMatch(/; Secure/i);
    const sameOrigin = refreshSetCookie(await login(server.url));
    expect(sameOrigin).toMatch(/; SameSite=Strict/i);
  });
});
