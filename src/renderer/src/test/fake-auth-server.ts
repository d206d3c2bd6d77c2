// An in-memory auth family behind a fetch function: it validates requests with the shared
// contracts, answers with the one error shape, and records every request for assertions.
import {
  AUTH_PATHS,
  loginRequestSchema,
  passwordLoginRequestSchema,
  type LoginResponse,
} from '@shared/auth/sign-in';
import { API_HEADERS } from '@shared/api-headers';
import { INVITATIONS_PATHS } from '@shared/accounts/invitations';
import { runtimeConfigForOrigin } from '@shared/runtime-config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export const TEST_ORIGIN = 'http://zyno.test';
export const TEST_CONFIG = runtimeConfigForOrigin(TEST_ORIGIN, 'test-realtime-key');
const AUTH_BASE = TEST_CONFIG.api.auth;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeAuthServerOptions {
  accounts?: readonly DemoAccount[];
  /** Answer GET /permissions with a server error. */
  failPermissions?: boolean;
  now?: () => number;
}

export interface FakeAuthServer {
  fetch: typeof globalThis.fetch;
  requests: RecordedRequest[];
  /** Issues a token as password login would, for tests that start signed in. */
  issueToken(email: string): string;
  requestsTo(path: string): RecordedRequest[];
}

const errorBody = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

export function createFakeAuthServer(options: FakeAuthServerOptions = {}): FakeAuthServer {
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, DemoAccount>();
  const requests: RecordedRequest[] = [];
  let issued = 0;

  const findAccount = (email: string) =>
    accounts.find((candidate) => candidate.identity.email === email.toLowerCase());

  function issueToken(email: string): string {
    const found = findAccount(email);
    if (found === undefined) throw new Error(`No demo account ${email}.`);
    issued += 1;
    const jwt = `test-jwt-${String(issued)}`;
    tokens.set(jwt, found);
    return jwt;
  }

  function signedIn(headers: Headers): DemoAccount | undefined {
    const header = headers.get(API_HEADERS.authorization) ?? '';
    return tokens.get(header.replace(/^Bearer /, ''));
  }

  function route(method: string, path: string, headers: Headers, body: unknown): Response {
    if (method === 'POST' && path === AUTH_PATHS.login) {
      const parsed = loginRequestSchema.safeParse(body);
      if (!parsed.success)
        return errorBody(400, 'validation_failed', 'Enter a valid e-mail address.');
      return Response.json({ passwordRequired: true });
    }
    if (method === 'POST' && path === AUTH_PATHS.passwordLogin) {
      const parsed = passwordLoginRequestSchema.safeParse(body);
      if (!parsed.success) return errorBody(400, 'validation_failed', 'The request is not valid.');
      const found = findAccount(parsed.data.email);
      if (found === undefined || parsed.data.password !== DEMO_PASSWORD) {
        return errorBody(401, 'invalid_credentials', 'Invalid e-mail or password.');
      }
      const answer: LoginResponse = {
        jwt: issueToken(parsed.data.email),
        expiresAt: now() + 60 * 60_000,
        rememberMeExpiresAt: parsed.data.rememberMe ? now() + 30 * 24 * 60 * 60_000 : null,
        impersonatorTenantId: null,
        identity: found.identity,
      };
      return Response.json(answer);
    }

    const caller = signedIn(headers);
    if (caller === undefined) return errorBody(401, 'unauthorized', 'Sign in first.');
    if (method === 'POST' && path === AUTH_PATHS.logout) return new Response(null, { status: 204 });
    if (method === 'GET' && path === AUTH_PATHS.identity) return Response.json(caller.identity);
    // Nobody has pending invitations here; features/invitations/testing fakes some.
    if (method === 'GET' && path === INVITATIONS_PATHS.ownInvitations) return Response.json([]);
    if (method === 'GET' && path === AUTH_PATHS.permissions) {
      if (options.failPermissions === true)
        return errorBody(500, 'internal', 'Database unavailable.');
      return Response.json(caller.permissions);
    }
    return errorBody(404, 'not_found', 'Not found.');
  }

  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const body: unknown = text === undefined ? undefined : JSON.parse(text);
    const method = init?.method ?? 'GET';
    if (!url.href.startsWith(AUTH_BASE)) return Promise.reject(new TypeError('Failed to fetch'));
    const path = url.pathname.slice(new URL(AUTH_BASE).pathname.length);
    requests.push({ method, path, headers, body, credentials: init?.credentials });
    return Promise.resolve(route(method, path, headers, body));
  };

  return {
    fetch,
    requests,
    issueToken,
    requestsTo: (path) => requests.filter((request) => request.path === path),
  };
}
