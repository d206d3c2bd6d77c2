// The two loads the benchmark drives with autocannon: password sign-ins with the demo accounts
// (as fast as they are answered, or at a fixed rate), and renewals where every connection presents its own session's newest refresh token (taken
// from the previous answer's Set-Cookie), so each renewal is a real rotation, never the grace
// path of a replaced token.
import autocannon from 'autocannon';
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import { DEMO_ACCOUNTS } from '../src/accounts/seed';
import { DEMO_PASSWORD } from '../src/db/demo-seed';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections; without it, as fast as answers come. */
  ratePerSecond?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Renewals only: answers that carried a new refresh token. */
  rotations?: number;
}

const PASSWORD_LOGIN = `${API_FAMILY_PREFIXES.auth}${AUTH_PATHS.passwordLogin}`;
const RENEW = `${API_FAMILY_PREFIXES.auth}${AUTH_PATHS.renew}`;
/** A new object each time: autocannon writes content-length into the headers it is given. */
const jsonHeaders = (): Record<string, string> => ({ 'content-type': 'application/json' });
const PASSWORD_EMAILS = DEMO_ACCOUNTS.filter((account) => account.ssoOnly !== true).map(
  (account) => account.email,
);

function figures(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function signInBody(index: number, browserId: string): string {
  return JSON.stringify({
    email: PASSWORD_EMAILS[index % PASSWORD_EMAILS.length],
    password: DEMO_PASSWORD,
    browserId,
    rememberMe: false,
  });
}

/** The refresh token in a Set-Cookie header (autocannon gives one string or several). */
function refreshTokenIn(setCookie: unknown): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const cookie of cookies) {
    if (typeof cookie !== 'string') continue;
    const match = new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(cookie);
    if (match?.[1] !== undefined) return match[1];
  }
  return undefined;
}

function setCookieHeader(headers: Record<string, unknown> | undefined): unknown {
  if (headers === undefined) return undefined;
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'set-cookie');
  return key === undefined ? undefined : headers[key];
}

/** Password sign-ins per second, cycling through the demo accounts that have a password. */
export async function passwordSignIns(url: string, options: LoadOptions): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.ratePerSecond === undefined ? {} : { overallRate: options.ratePerSecond }),
    requests: [
      {
        method: 'POST',
        path: PASSWORD_LOGIN,
        setupRequest: (request) => ({
          ...request,
          headers: jsonHeaders(),
          body: signInBody(next++, 'bench-browser-sign-in'),
        }),
      },
    ],
  });
  return figures(result);
}

export interface Session {
  browserId: string;
  token: string;
}

/** Real sign-ins, a few at a time, each its own browser and session. */
async function signInSessions(url: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  const signInOne = async (index: number) => {
    const browserId = `bench-browser-${String(index).padStart(4, '0')}`;
    const response = await fetch(`${url}${PASSWORD_LOGIN}`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: signInBody(index, browserId),
    });
    const token = refreshTokenIn(response.headers.getSetCookie());
    if (response.status !== 200 || token === undefined) {
      throw new Error(`Signing in a benchmark session answered ${response.status}.`);
    }
    sessions.push({ browserId, token });
  };
  const parallel = 8;
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => start + i);
    await Promise.all(batch.map(signInOne));
  }
  return sessions;
}

/** Sessions for the bare renewal route, which takes any cookie. */
export function madeUpSessions(_url: string, count: number): Promise<Session[]> {
  return Promise.resolve(
    Array.from({ length: count }, (_, index) => ({
      browserId: `bench-browser-${String(index).padStart(4, '0')}`,
      token: `bench-token-${index}`,
    })),
  );
}

/**
 * Renewals per second. Each connection takes a session from the pool for one request and puts
 * it back with the token the answer set; a failed renewal retires its session, and a few spare
 * sessions keep every connection supplied.
 */
export async function renewals(
  url: string,
  options: LoadOptions,
  sessions: (url: string, count: number) => Promise<Session[]> = signInSessions,
): Promise<LoadFigures> {
  const pool = await sessions(url, options.connections + 10);
  // autocannon hands setupRequest and onResponse the same context object for one request.
  const inFlight = new WeakMap<object, Session>();
  let rotations = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: 'POST',
        path: RENEW,
        setupRequest: (request, context) => {
          const session = pool.pop();
          if (session === undefined) {
            // Every session was retired: the request goes without a cookie and counts as a 401.
            return { ...request, headers: jsonHeaders(), body: '{"browserId":"bench-no-session"}' };
          }
          inFlight.set(context, session);
          return {
            ...request,
            headers: { ...jsonHeaders(), cookie: `${REFRESH_COOKIE}=${session.token}` },
            body: JSON.stringify({ browserId: session.browserId }),
          };
        },
        onResponse: (status, _body, context, headers) => {
          const session = inFlight.get(context);
          if (session === undefined) return;
          inFlight.delete(context);
          const token = refreshTokenIn(setCookieHeader(headers));
          if (status !== 200 || token === undefined) return;
          rotations += 1;
          pool.push({ ...session, token });
        },
      },
    ],
  });
  return { ...figures(result), rotations };
}
