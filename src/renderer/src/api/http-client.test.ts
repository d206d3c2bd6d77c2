// The HTTP client: headers while a session exists, JSON bodies, and the one error shape.
import { API_HEADERS } from '@shared/api-headers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from './api-error';
import { createAuthApi } from './auth';
import { createHttpClient, type RequestAuth } from './http-client';

const BASE = 'http://api.test/api/auth';
const TENANT = '3f1c2a8e-6b0d-4c1e-9a57-1d2e3f4a5b6c';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function clientAnswering(answer: () => Promise<Response>, auth: RequestAuth | null = null) {
  const calls: Call[] = [];
  const client = createHttpClient({
    baseUrl: BASE,
    getAuth: () => auth,
    fetch: (input, init) => {
      calls.push({ url: urlOf(input), init });
      return answer();
    },
  });
  return { client, calls };
}

const okSchema = z.object({ ok: z.literal(true) });
const headersOf = (call: Call | undefined) => new Headers(call?.init?.headers);

describe('createHttpClient', () => {
  it('sends the bearer token and tenant id while a session exists', async () => {
    const { client, calls } = clientAnswering(() => Promise.resolve(Response.json({ ok: true })), {
      jwt: 'token-1',
      tenantId: TENANT,
    });

    await expect(client.request({ method: 'GET', path: '/identity' }, okSchema)).resolves.toEqual({
      ok: true,
    });

    expect(calls[0]?.url).toBe(`${BASE}/identity`);
    expect(headersOf(calls[0]).get(API_HEADERS.authorization)).toBe('Bearer token-1');
    expect(headersOf(calls[0]).get(API_HEADERS.tenantId)).toBe(TENANT);
  });

  it('sends neither header without a session, and JSON bodies as JSON', async () => {
    const { client, calls } = clientAnswering(() => Promise.resolve(Response.json({ ok: true })));

    await client.request(
      { method: 'POST', path: '/login', body: { email: 'a@b.example' } },
      okSchema,
    );

    const headers = headersOf(calls[0]);
    expect(headers.has(API_HEADERS.authorization)).toBe(false);
    expect(headers.has(API_HEADERS.tenantId)).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init?.body).toBe('{"email":"a@b.example"}');
    expect(calls[0]?.init?.method).toBe('POST');
  });

  it('sends the replay session id from the moment the tracker has one, signed in or not', async () => {
    let replaySessionId: string | null = null;
    const calls: Call[] = [];
    const client = createHttpClient({
      baseUrl: BASE,
      getAuth: () => null,
      getReplaySessionId: () => replaySessionId,
      fetch: (input, init) => {
        calls.push({ url: urlOf(input), init });
        return Promise.resolve(Response.json({ ok: true }));
      },
    });

    await client.get('/config', okSchema);
    replaySessionId = '7741094412865536';
    await client.post('/login', {}, okSchema);

    expect(headersOf(calls[0]).has(API_HEADERS.replaySessionId)).toBe(false);
    expect(headersOf(calls[1]).get(API_HEADERS.replaySessionId)).toBe('7741094412865536');
  });

  it('turns the error shape into an ApiError with status, code and message', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(
        Response.json(
          { error: { code: 'invalid_credentials', message: 'Invalid e-mail or password.' } },
          { status: 401 },
        ),
      ),
    );

    const error = await client
      .request({ method: 'GET', path: '/x' }, okSchema)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid e-mail or password.',
    });
  });

  it('reports an error answer without the error shape by its status', async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );

    await expect(client.send({ method: 'POST', path: '/x' })).rejects.toMatchObject({
      status: 502,
      code: CLIENT_ERROR_CODES.unexpectedStatus,
      message: CLIENT_ERROR_MESSAGES.unexpectedStatus(502),
    });
  });

  it('reports a network failure with a clear message', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(client.request({ method: 'GET', path: '/x' }, okSchema)).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: CLIENT_ERROR_MESSAGES.network,
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = clientAnswering(() => Promise.resolve(Response.json({ ok: 'yes' })));

    await expect(client.request({ method: 'GET', path: '/x' }, okSchema)).rejects.toMatchObject({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
  });
});

describe('createAuthApi', () => {
  it('includes credentials for password login and logout, not for the e-mail step', async () => {
    const { client, calls } = clientAnswering(() =>
      Promise.resolve(
        Response.json({ error: { code: 'invalid_credentials', message: 'No.' } }, { status: 401 }),
      ),
    );
    const auth = createAuthApi(client);

    await auth
      .passwordLogin({
        browserId: 'browser-1',
        email: 'a@b.example',
        password: 'x',
        rememberMe: true,
      })
      .catch(() => undefined);
    await auth.login({ email: 'a@b.example' }).catch(() => undefined);
    await auth.logout().catch(() => undefined);

    expect(calls.map((call) => [call.url, call.init?.credentials])).toEqual([
      [`${BASE}/login/password-login`, 'include'],
      [`${BASE}/login`, 'same-origin'],
      [`${BASE}/login/logout`, 'include'],
    ]);
  });
});
