// POST /sign/rpc over real HTTP: JSON-RPC 2.0 (single calls, batches, notifications, the standard
// errors), support.identity, the support widget's signed statement of the user's name and
// e-mail, and the limits on batches and calls per account (their edges: sign-rpc-limits.test.ts).
import { decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, bearer } from '@shared/api-headers';
import {
  SIGN_RPC_MAX_BATCH_CALLS,
  SIGN_RPC_RATE_LIMIT,
  SUPPORT_IDENTITY_LIFETIME_SECONDS,
  jsonRpcResponseSchema,
  supportIdentityResultSchema,
} from '@shared/sign/sign-rpc';
import { SUPPORT_WIDGET_SECRET_NAME } from '../src/sign/support-identity';
import { api, expectError, session, useRecordingTestApp, type Session, AUTH } from './fixtures';

let ava: Session;

const test = await useRecordingTestApp();
beforeAll(async () => {
  ava = await session(test.server, 'ava.admin@harbor.example');
});

function rpc(body: unknown, who: { jwt: string } | null = ava, call = {}) {
  return api(test.server, '/sign/rpc', who, null, { method: 'POST', body, ...call });
}

/** A body sent as it is, not JSON-encoded by the helper. */
function rawRpc(text: string) {
  return fetch(`${test.server.url}${AUTH}/sign/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [API_HEADERS.authorization]: bearer(ava.jwt) },
    body: text,
  });
}

async function secret(): Promise<Uint8Array> {
  const [row] = await test.server.database.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [SUPPORT_WIDGET_SECRET_NAME],
  );
  if (row === undefined) throw new Error('No support widget secret.');
  return new TextEncoder().encode(row.value);
}

describe('support.identity', () => {
  it('answers a short-lived HS256 token asserting the user’s name and e-mail', async () => {
    const response = await rpc({ jsonrpc: '2.0', method: 'support.identity', id: 7 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { jsonrpc: string; id: number; result: unknown };
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7 });
    const result = supportIdentityResultSchema.parse(body.result);
    expect(result).toMatchObject({ name: 'Ava Admin', email: 'ava.admin@harbor.example' });

    const { payload, protectedHeader } = await jwtVerify(result.token, await secret());
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      name: 'Ava Admin',
      email: 'ava.admin@harbor.example',
      sub: ava.accountId,
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(SUPPORT_IDENTITY_LIFETIME_SECONDS);
    expect(result.expiresAt).toBe((payload.exp ?? 0) * 1000);
  });

  it('signs with one secret across calls, and accepts empty params as {} or []', async () => {
    for (const params of [{}, []]) {
      const response = await rpc({ jsonrpc: '2.0', method: 'support.identity', params, id: 'x' });
      const body = (await response.json()) as { result: { token: string } };
      await expect(jwtVerify(body.result.token, await secret())).resolves.toBeDefined();
    }
    const rows = await test.server.database.query('SELECT 1 FROM server_secrets WHERE name = $1', [
      SUPPORT_WIDGET_SECRET_NAME,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('asserts the person who signed in while they impersonate a user', async () => {
    const sys = await session(test.server, 'sysadmin@zyno.example');
    const response = await rpc({ jsonrpc: '2.0', method: 'support.identity', id: 1 }, sys, {
      masqueradeUserId: ava.accountId,
    });
    const body = (await response.json()) as { result: { token: string } };
    expect(decodeJwt(body.result.token)).toMatchObject({
      name: 'Sys Admin',
      email: 'sysadmin@zyno.example',
    });
  });

  it('refuses parameters it does not take (-32602)', async () => {
    const response = await rpc({
      jsonrpc: '2.0',
      method: 'support.identity',
      params: { email: 'someone.else@example.com' },
      id: 3,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32602, message: 'Invalid params.' },
    });
  });
});

describe('JSON-RPC 2.0', () => {
  it('answers an unknown method with -32601 and the call’s id, over HTTP 200', async () => {
    const response = await rpc({ jsonrpc: '2.0', method: 'wire.money', id: 'abc' });
    expect(response.status).toBe(200);
    expect(jsonRpcResponseSchema.parse(await response.json())).toEqual({
      jsonrpc: '2.0',
      id: 'abc',
      error: { code: -32601, message: 'Method not found.', data: { method: 'wire.money' } },
    });
  });

  it('answers malformed requests with -32600 and bodies that are not JSON with -32700', async () => {
    for (const body of [{}, { jsonrpc: '1.0', method: 'support.identity', id: 1 }, { id: 1 }, 42]) {
      const response = await rpc(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600 },
      });
    }
    const empty = await rawRpc('');
    expect(await empty.json()).toMatchObject({ id: null, error: { code: -32600 } });
    const broken = await rawRpc('{"jsonrpc": "2.0", "method": ');
    expect(broken.status).toBe(200);
    expect(await broken.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body is not valid JSON.' },
    });
  });

  it('never answers a notification (204)', async () => {
    const response = await rpc({ jsonrpc: '2.0', method: 'support.identity' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const unknown = await rpc({ jsonrpc: '2.0', method: 'nothing.here' });
    expect(unknown.status).toBe(204);
  });

  it('answers a batch call by call, leaving out notifications', async () => {
    const response = await rpc([
      { jsonrpc: '2.0', method: 'support.identity', id: 1 },
      { jsonrpc: '2.0', method: 'support.identity' },
      { jsonrpc: '2.0', method: 'nope', id: 2 },
      { foo: 'bar' },
    ]);
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { id: unknown; result?: unknown; error?: unknown }[];
    expect(answers).toHaveLength(3);
    expect(answers[0]).toMatchObject({ id: 1, result: { name: 'Ava Admin' } });
    expect(answers[1]).toMatchObject({ id: 2, error: { code: -32601 } });
    expect(answers[2]).toMatchObject({ id: null, error: { code: -32600 } });

    const empty = await rpc([]);
    expect(await empty.json()).toMatchObject({ id: null, error: { code: -32600 } });
    const onlyNotifications = await rpc([{ jsonrpc: '2.0', method: 'support.identity' }]);
    expect(onlyNotifications.status).toBe(204);
  });

  it('needs sign-in: 401 in the API’s error shape', async () => {
    const call = { jsonrpc: '2.0', method: 'support.identity', id: 1 };
    await expectError(await rpc(call, null), 401, 'unauthorized');
    await expectError(await rpc(call, { jwt: 'forged.token.value' }), 401, 'unauthorized');
  });
});

describe('limits', () => {
  const unknownCalls = (count: number, firstId = 0) =>
    Array.from({ length: count }, (_, index) => ({
      jsonrpc: '2.0',
      method: 'nothing.here',
      id: firstId + index,
    }));

  it('refuses a batch over the cap with one -32600 error, then a call budget per account with 429', async () => {
    const casey = await session(test.server, 'casey.cashier@harbor.example');
    const oversized = await rpc(unknownCalls(SIGN_RPC_MAX_BATCH_CALLS + 1), casey);
    expect(oversized.status).toBe(200);
    expect(await oversized.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Invalid request: the batch holds more calls than allowed; send smaller batches.',
        data: { maxCalls: SIGN_RPC_MAX_BATCH_CALLS, calls: SIGN_RPC_MAX_BATCH_CALLS + 1 },
      },
    });

    // The refused batch ran nothing and used none of the budget: all of it is still there.
    for (let sent = 0; sent < SIGN_RPC_RATE_LIMIT.calls; sent += SIGN_RPC_MAX_BATCH_CALLS) {
      const batch = await rpc(unknownCalls(SIGN_RPC_MAX_BATCH_CALLS, sent), casey);
      expect(batch.status).toBe(200);
      expect(await batch.json()).toHaveLength(SIGN_RPC_MAX_BATCH_CALLS);
    }
    const over = await rpc({ jsonrpc: '2.0', method: 'support.identity', id: 1 }, casey);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_RPC_RATE_LIMIT.windowMs / 1000);
    await expectError(over, 429, 'rate_limited');

    // The budget is the account's: others still call.
    const max = await session(test.server, 'max.manager@harbor.example');
    const other = await rpc({ jsonrpc: '2.0', method: 'support.identity', id: 1 }, max);
    expect(await other.json()).toMatchObject({ id: 1, result: { name: 'Max Manager' } });
  });
});
