// The fake auth family of the renderer tests, taught what the login page needs beyond password
// sign-in: single sign-on addresses get an authorize URL, the popup's answer completes the
// sign-in, chosen addresses get a server error (rate limit, lockout) with its message, and
// sign-ins can carry a notice about failed attempts.
import { AUTH_PATHS, type LoginResponse, type SignInNotice } from '@shared/auth/sign-in';
import { SSO_PATHS, ssoCallbackRequestSchema } from '@shared/sso/sso';
import { DEMO_ACCOUNTS } from '../../../test/demo-accounts';
import {
  createFakeAuthServer,
  TEST_CONFIG,
  type FakeAuthServer,
} from '../../../test/fake-auth-server';

export const SSO_STATE = 'state-1';
export const SSO_CODE = 'code-1';
export const AUTHORIZE_URL = `http://idp.test/oidc/auth?state=${SSO_STATE}`;

export interface LoginTestServerOptions {
  /** Addresses that sign in with single sign-on. */
  ssoEmails?: readonly string[];
  /** Addresses whose e-mail step the server refuses, with this message. */
  refusedEmails?: Readonly<Record<string, string>>;
  /** Told with every sign-in (password and single sign-on). */
  signInNotice?: SignInNotice;
}

const errorBody = (status: number, code: string, message: string, details?: unknown) =>
  Response.json({ error: { code, message, details } }, { status });

export function createLoginTestServer(options: LoginTestServerOptions = {}): FakeAuthServer {
  const server = createFakeAuthServer();
  const authBase = TEST_CONFIG.api.auth;
  let ssoEmail: string | null = null;

  function route(path: string, body: unknown): Response | null {
    if (path === '/login' && typeof body === 'object' && body !== null && 'email' in body) {
      const email = String(body.email);
      const refusal = options.refusedEmails?.[email];
      if (refusal !== undefined) return errorBody(429, 'rate_limited', refusal);
      if (options.ssoEmails?.includes(email) === true) {
        ssoEmail = email;
        return Response.json({ authorizeUrl: AUTHORIZE_URL });
      }
      return null;
    }
    if (path === SSO_PATHS.callback) {
      const parsed = ssoCallbackRequestSchema.safeParse(body);
      if (!parsed.success) return errorBody(400, 'validation_failed', 'The request is not valid.');
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.identity.email === ssoEmail);
      if (
        ssoEmail === null ||
        account === undefined ||
        parsed.data.state !== SSO_STATE ||
        parsed.data.code !== SSO_CODE
      ) {
        return errorBody(400, 'sso_failed', 'This sign-in has expired. Please start again.', {
          reason: 'invalid_state',
        });
      }
      const answer: LoginResponse = {
        jwt: server.issueToken(ssoEmail),
        expiresAt: Date.now() + 60 * 60_000,
        rememberMeExpiresAt: parsed.data.rememberMe ? Date.now() + 30 * 24 * 60 * 60_000 : null,
        impersonatorTenantId: null,
        identity: account.identity,
        ...(options.signInNotice === undefined ? {} : { signInNotice: options.signInNotice }),
      };
      return Response.json(answer);
    }
    return null;
  }

  /** The fake server's password sign-in, with the notice added to a successful answer. */
  async function passwordLogin(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const answer = await server.fetch(input, init);
    if (!answer.ok || options.signInNotice === undefined) return answer;
    const response = (await answer.json()) as LoginResponse;
    return Response.json({ ...response, signInNotice: options.signInNotice });
  }

  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const body: unknown = text === undefined ? undefined : JSON.parse(text);
    const path = url.pathname.slice(new URL(authBase).pathname.length);
    if (path === AUTH_PATHS.passwordLogin) return passwordLogin(input, init);
    const answer = init?.method === 'POST' ? route(path, body) : null;
    if (answer === null) return server.fetch(input, init);
    server.requests.push({
      method: 'POST',
      path,
      headers: new Headers(init?.headers),
      body,
      credentials: init?.credentials,
    });
    return Promise.resolve(answer);
  };

  return { ...server, fetch };
}
