// Admin → Sales → Payments over real HTTP: connecting the card-payment provider through the
// simulated provider's consent page (Allow and Deny), the state's single use, expiry and binding
// to tenant and admin, the code's binding to the request, disconnecting, the audit (never the
// token), who may call, and hostile input.
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import {
  PAYMENTS_CONNECTION_PATHS as PATHS,
  PAYMENTS_RETURN_PAGE,
  paymentsConnectionSchema,
  SIMULATED_PROVIDER_PATHS,
  startConnectResponseSchema,
} from '@shared/sales/payments-connection';
import { auditEntries } from '../src/auth/audit-log';
import { expectError, session, useHttpTestApp, type Admin, type ApiCall } from './fixtures';
import { adminsOfTwoTenants, callSuiteAs, type SuiteCaller } from './support/suite-caller';

const server = await useHttpTestApp();
let ava: Admin;
let max: Admin;
let bluebirdSysAdmin: Admin;

beforeAll(async () => {
  ({ ava, bluebird: bluebirdSysAdmin } = await adminsOfTwoTenants(server));
  const maxSession = await session(server, 'max.manager@harbor.example');
  max = { jwt: maxSession.jwt, tenantId: ava.tenantId };
});

const as = (who: SuiteCaller, path: string, call: ApiCall = {}) =>
  callSuiteAs(server, who, path, call);

async function start(who: Admin): Promise<URL> {
  const response = await as(who, PATHS.start, { method: 'POST' });
  expect(response.status).toBe(200);
  const { authorizeUrl } = startConnectResponseSchema.parse(await response.json());
  return new URL(authorizeUrl, server.url);
}

/** The consent form's post, as the browser sends it, without following the redirect. */
function postDecision(form: URLSearchParams): Promise<Response> {
  return fetch(`${server.url}${API_FAMILY_PREFIXES.suite}${SIMULATED_PROVIDER_PATHS.decide}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** The shop's answer on the consent page; resolves to the return page's query. */
async function decide(authorize: URL, decision: 'allow' | 'deny'): Promise<URLSearchParams> {
  const form = new URLSearchParams(authorize.searchParams);
  form.set('decision', decision);
  const response = await postDecision(form);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '', server.url);
  expect(location.pathname).toBe(PAYMENTS_RETURN_PAGE);
  return location.searchParams;
}

function complete(who: Admin, body: unknown): Promise<Response> {
  return as(who, PATHS.complete, { method: 'POST', body });
}

async function allowed(who: Admin): Promise<{ state: string; code: string }> {
  const answer = await decide(await start(who), 'allow');
  return { state: answer.get('state') ?? '', code: answer.get('code') ?? '' };
}

describe('connecting the payment provider', () => {
  it('shows the shop on the consent page, and Allow connects it as the admin who asked', async () => {
    expect(await (await as(ava, PATHS.connection)).json()).toBeNull();
    const authorize = await start(ava);
    const page = await fetch(authorize);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Connect Harbor Coffee');
    expect(html).toContain('value="allow"');
    expect(html).toContain('value="deny"');

    const answer = await decide(authorize, 'allow');
    expect(answer.get('state')).toBe(authorize.searchParams.get('state'));
    const response = await complete(ava, { state: answer.get('state'), code: answer.get('code') });
    expect(response.status).toBe(200);
    const connection = paymentsConnectionSchema.parse(await response.json());
    expect(connection).toMatchObject({
      displayName: 'Harbor Coffee',
      livemode: false,
      connectedBy: { name: 'Ava Admin' },
    });
    expect(connection.accountId).toMatch(/^acct_/);
    expect(await (await as(ava, PATHS.connection)).json()).toEqual(connection);

    const [entry] = await auditEntries(server.database, ava.tenantId, {
      targetType: 'payments_connection',
    });
    expect(entry).toMatchObject({
      action: 'payments_connection.connect',
      targetId: connection.accountId,
      after: { accountId: connection.accountId, displayName: 'Harbor Coffee', livemode: false },
    });
    const [stored] = await server.database.query<{ token_sha256: string }>(
      'SELECT token_sha256 FROM sales_payments_connections WHERE tenant_id = $1',
      [ava.tenantId],
    );
    expect(JSON.stringify(entry)).not.toContain(stored?.token_sha256);
    expect(JSON.stringify(entry)).not.toMatch(/sk_test|token/i);
  });

  it('uses a state once: the same code and state again are refused', async () => {
    const answer = await allowed(ava);
    expect((await complete(ava, answer)).status).toBe(200);
    await expectError(await complete(ava, answer), 409, 'conflict');
  });

  it('answers access_denied to the return page when the shop denies', async () => {
    const answer = await decide(await start(ava), 'deny');
    expect(answer.get('error')).toBe('access_denied');
    expect(answer.get('code')).toBeNull();
    expect(answer.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a state of another tenant, and leaves it for its own admin', async () => {
    const answer = await allowed(ava);
    await expectError(await complete(bluebirdSysAdmin, answer), 409, 'conflict');
    expect(await (await as(bluebirdSysAdmin, PATHS.connection)).json()).toBeNull();
    expect((await complete(ava, answer)).status).toBe(200);
  });

  it('refuses a lapsed state, and a code that is not the request’s, using the state up', async () => {
    const lapsed = await allowed(ava);
    await server.database.query(
      `UPDATE sales_payments_connect_states SET expires_at = now() - interval '1 second'
        WHERE state = $1`,
      [lapsed.state],
    );
    await expectError(await complete(ava, lapsed), 409, 'conflict');

    const first = await allowed(ava);
    const second = await allowed(ava);
    // The second request's code was bound to the second request's verifier.
    await expectError(
      await complete(ava, { state: first.state, code: second.code }),
      409,
      'conflict',
    );
    await expectError(await complete(ava, first), 409, 'conflict');
  });

  it('disconnects, audited, and answers 404 when there is nothing to disconnect', async () => {
    const before = paymentsConnectionSchema.parse(await (await as(ava, PATHS.connection)).json());
    expect((await as(ava, PATHS.connection, { method: 'DELETE' })).status).toBe(204);
    expect(await (await as(ava, PATHS.connection)).json()).toBeNull();
    const [entry] = await auditEntries(server.database, ava.tenantId, {
      targetType: 'payments_connection',
    });
    expect(entry).toMatchObject({
      action: 'payments_connection.disconnect',
      before: { accountId: before.accountId },
      after: null,
    });
    await expectError(await as(ava, PATHS.connection, { method: 'DELETE' }), 404, 'not_found');
  });
});

describe('who may connect', () => {
  it.each([
    ['GET', PATHS.connection, undefined],
    ['POST', PATHS.start, undefined],
    ['POST', PATHS.complete, { state: 'a'.repeat(43), code: 'b'.repeat(43) }],
    ['DELETE', PATHS.connection, undefined],
  ])('%s %s: 401 without sign-in, 403 for a member who is no admin', async (method, path, body) => {
    const call = { method, ...(body === undefined ? {} : { body }) };
    await expectError(await as(null, path, call), 401, 'unauthorized');
    await expectError(await as(max, path, call), 403, 'forbidden');
  });
});

describe('hostile input', () => {
  it.each([
    [{ state: '<script>alert(1)</script>xxxxxxxx', code: 'c'.repeat(43) }, 'state'],
    [{ state: 's'.repeat(43), code: 'c'.repeat(500) }, 'code'],
    [{ state: 's'.repeat(43) }, 'code'],
    [
      {
        state: 's'.repeat(43),
        code: 'c'.repeat(43),
        tenantId: '00000000-0000-4000-8000-000000000000',
      },
      'tenantId',
    ],
  ])('refuses %j naming %s', async (body, field) => {
    const message = await expectError(await complete(ava, body), 400, 'validation_failed');
    expect(message).toContain(field);
  });

  it('escapes the shop name on the consent page and never redirects to an unregistered page', async () => {
    const authorize = await start(ava);
    authorize.searchParams.set('stripe_user[business_name]', '<img src=x onerror=alert(1)>');
    const html = await (await fetch(authorize)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');

    authorize.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const refused = await fetch(authorize, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('redirect_uri is not registered.');

    const form = new URLSearchParams(authorize.searchParams);
    form.set('decision', 'allow');
    const posted = await postDecision(form);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });
});
