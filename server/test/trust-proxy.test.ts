// ZYNO_TRUST_PROXY over real HTTP: behind a trusted TLS proxy the refresh cookie is Secure and the
// sign-in audit records the client's address from X-Forwarded-For; without the setting those
// headers are anyone's to forge, and are ignored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import type { TrustProxy } from '../src/http/trust-proxy';
import {
  AUTH,
  BROWSER_ID,
  callApi,
  seededDatabase,
  startHttpTestApp,
  type HttpTestApp,
} from './fixtures';

const CLIENT = '203.0.113.7';

// One database for every app here; each test starts its own app on it.
let database: Database;
let server: HttpTestApp | undefined;
beforeAll(async () => {
  database = await seededDatabase();
});
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});
afterAll(async () => {
  await database.close();
});

async function signInThroughProxy(trustProxy: TrustProxy | undefined, forwardedFor: string) {
  server = await startHttpTestApp({
    database,
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
  const response = await callApi(server, `${AUTH}/login/password-login`, {
    body: {
      email: 'ava.admin@harbor.example',
      password: DEMO_PASSWORD,
      browserId: BROWSER_ID,
      rememberMe: false,
    },
    headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': forwardedFor },
  });
  expect(response.status).toBe(200);
  const [audit] = await database.query<{ ip: string }>(
    `SELECT ip FROM sign_in_audit WHERE email = 'ava.admin@harbor.example' ORDER BY id DESC LIMIT 1`,
  );
  return { cookie: response.headers.get('set-cookie') ?? '', auditedIp: audit?.ip };
}

describe('ZYNO_TRUST_PROXY', () => {
  it('behind a trusted proxy: a Secure refresh cookie and the forwarded client address', async () => {
    const { cookie, auditedIp } = await signInThroughProxy(['loopback'], CLIENT);
    expect(cookie).toMatch(/^zyno_refresh=[^;]+;.*; Secure/);
    expect(auditedIp).toBe(CLIENT);
  });

  it('with a hop count: the address the nearest proxy saw, not what the client wrote', async () => {
    const { cookie, auditedIp } = await signInThroughProxy(1, `198.51.100.9, ${CLIENT}`);
    expect(cookie).toContain('; Secure');
    expect(auditedIp).toBe(CLIENT);
  });

  it('without it: forwarded headers are ignored', async () => {
    const { cookie, auditedIp } = await signInThroughProxy(undefined, CLIENT);
    expect(cookie).toMatch(/^zyno_refresh=/);
    expect(cookie).not.toContain('Secure');
    expect(auditedIp).toBe('127.0.0.1');
  });

  it('from a peer not on the list: forwarded headers are ignored', async () => {
    const { cookie, auditedIp } = await signInThroughProxy(['10.0.0.0/8'], CLIENT);
    expect(cookie).not.toContain('Secure');
    expect(auditedIp).toBe('127.0.0.1');
  });
});
