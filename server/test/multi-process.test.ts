// Two server processes on one PostgreSQL database, as docs/deploy.md runs them behind a load
// balancer: the compiled server (server/dist/cli.js) as real child processes. An event raised on
// one reaches a pusher-js client of the other, and failed sign-ins, the sign-in rate limit and the
// per-account budget of POST /sign/rpc count across both. Then the same with ZYNO_REDIS_URL (a
// throwaway redis-server): realtime over Redis pub/sub and the limits counted in Redis. Each test
// signs in from an address of its own (X-Forwarded-For, trusted here as behind a proxy), so their
// counts never mix.
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { accountChannel, REALTIME_EVENTS, tenantAdminChannel } from '@shared/realtime';
import { SIGN_RPC_MAX_BATCH_CALLS, SIGN_RPC_RATE_LIMIT } from '@shared/sign/sign-rpc';
import type { Database } from '../src/db/database';
import { closeRedis, connectRedis, type RedisClient } from '../src/db/redis';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import { openPostgresDatabase } from '../src/db/postgres';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/postgres-scratch';
import { loadRealtimeCredentials } from '../src/realtime/realtime-credentials';
import { AUTH, BROWSER_ID, callApi, NO_WEB_BUILD, tenantId } from './fixtures';
import { connected, disconnect, nextEvent, pusherClient, subscribed } from './fixtures/realtime';
import { recordingLog } from './fixtures/recording-log';
import { startTestRedis, type TestRedis } from './fixtures/redis-server';
import { buildServer, startServerProcess, type ServerProcess } from './fixtures/server-process';

const adminUrl = process.env.ZYNO_TEST_DATABASE_URL ?? '';
const LOGIN_RATE_LIMIT = 12;
const REALTIME_KEY = 'zyno-local';

let scratch: ScratchDatabase | undefined;
let database: Database | undefined;
let first: ServerProcess;
let second: ServerProcess;
const processes: ServerProcess[] = [];
const clients: Pusher[] = [];

/** Two processes started at once, as after a deployment: the bootstrap lock lets one migrate and seed. */
async function startPair(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  for (const each of started) if (each.status === 'fulfilled') processes.push(each.value);
  for (const each of started) if (each.status === 'rejected') throw each.reason;
  const [one, two] = started.map((each) => (each as PromiseFulfilledResult<ServerProcess>).value);
  return [one as ServerProcess, two as ServerProcess];
}

function serverEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    ZYNO_WEB_DIR: NO_WEB_BUILD,
    ZYNO_REALTIME_KEY: REALTIME_KEY,
    ZYNO_TRUST_PROXY: 'true',
    ZYNO_LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
  };
}

beforeAll(async () => {
  if (adminUrl === '') {
    throw new Error(
      'ZYNO_TEST_DATABASE_URL is not set. Run the tests with `npm run test:unit`, which starts a PostgreSQL server.',
    );
  }
  scratch = await createScratchDatabase(adminUrl, 'zyno_multi');
  await buildServer();
  [first, second] = await startPair(serverEnv(scratch.url));
  database = await openPostgresDatabase(scratch.url);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop()));
  await database?.close();
  await scratch?.drop({ force: true });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map(disconnect));
});

let addressNumber = 0;
/** A client address of the test's own (TEST-NET-2). */
function newAddress(): string {
  addressNumber += 1;
  return `198.51.100.${addressNumber}`;
}

function signInAt(server: ServerProcess, email: string, password: string, address: string) {
  return fetch(`${server.url}${AUTH}/login/password-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password, browserId: BROWSER_ID, rememberMe: false }),
  });
}

async function avaAt(server: ServerProcess) {
  const response = await signInAt(server, 'ava.admin@harbor.example', DEMO_PASSWORD, newAddress());
  expect(response.status).toBe(200);
  const login = loginResponseSchema.parse(await response.json());
  return { jwt: login.jwt, accountId: login.identity.id, harbor: tenantId(login, 'Harbor Coffee') };
}

async function connectTo(server: ServerProcess, ava: { jwt: string; harbor: string }) {
  const pusher = pusherClient(server, { jwt: ava.jwt, tenantId: ava.harbor, key: REALTIME_KEY });
  clients.push(pusher);
  await connected(pusher);
  return pusher;
}

/** A role made through `writer` is heard by a pusher-js client of `listener`. */
async function expectRoleEventCarried(
  writer: ServerProcess,
  listener: ServerProcess,
  name: string,
) {
  const ava = await avaAt(writer);
  const pusher = await connectTo(listener, ava);
  const channel = await subscribed(pusher, tenantAdminChannel(ava.harbor));
  const heard = nextEvent(channel, REALTIME_EVENTS.rolesChanged);

  const response = await callApi(writer, `${AUTH}/roles`, {
    jwt: ava.jwt,
    tenantId: ava.harbor,
    body: { name, permissions: {} },
  });
  expect(response.status).toBe(201);
  const role = (await response.json()) as { id: string };
  expect(await heard).toEqual({ id: role.id });
}

/** The server connections LISTENing for the realtime bus. */
async function listenerPids(): Promise<number[]> {
  const rows = await (database as Database).query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN "zyno_realtime"'`,
  );
  return rows.map((row) => row.pid);
}

describe('realtime across processes', () => {
  it("carries an admin write on one process to a pusher-js client of the other's", async () => {
    await expectRoleEventCarried(first, second, 'Made on the first process');
  });

  it('carries events again once each process has reopened a LISTEN connection PostgreSQL ended', async () => {
    const ended = await listenerPids();
    expect(ended).toHaveLength(2);
    await (database as Database).query(
      'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) pid',
      [ended],
    );
    await expect
      .poll(async () => (await listenerPids()).filter((pid) => !ended.includes(pid)).length, {
        timeout: 15_000,
      })
      .toBe(2);
    await expectRoleEventCarried(second, first, 'Made after the reconnection');
  });

  it('carries a triggered event too large for one NOTIFY (stored, then read by id)', async () => {
    const ava = await avaAt(second);
    const pusher = await connectTo(second, ava);
    const channel = await subscribed(pusher, accountChannel(ava.accountId));
    const heard = nextEvent(channel, REALTIME_EVENTS.tenantChanged);

    const credentials = await loadRealtimeCredentials(database as Database, REALTIME_KEY);
    const sdk = new PusherServer({
      ...credentials,
      host: '127.0.0.1',
      port: new URL(first.url).port,
      useTLS: false,
    });
    const data = { note: 'x'.repeat(9_000) };
    await sdk.trigger(accountChannel(ava.accountId), REALTIME_EVENTS.tenantChanged, data);
    expect(await heard).toEqual(data);
  });
});

describe('privilege changes across processes', () => {
  it('close a connection on one process whose channel the other authorised, when the account goes', async () => {
    const ava = await avaAt(first);
    const response = await signInAt(
      first,
      'nina.noperm@harbor.example',
      DEMO_PASSWORD,
      newAddress(),
    );
    const nina = loginResponseSchema.parse(await response.json());
    const pusher = pusherClient(second, {
      jwt: nina.jwt,
      tenantId: ava.harbor,
      key: REALTIME_KEY,
      authServer: first,
    });
    clients.push(pusher);
    await connected(pusher);
    const own = await subscribed(pusher, accountChannel(nina.identity.id));
    const refused = nextEvent(own, 'pusher:subscription_error');

    // Nina has made no sales, so her account goes with her last membership.
    const deleted = await callApi(first, `${AUTH}/accounts/${nina.identity.id}`, {
      method: 'DELETE',
      jwt: ava.jwt,
      tenantId: ava.harbor,
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await refused).toMatchObject({ status: 401 });
  });
});

/** Five failures over both processes pause the account at that address; another address signs in. */
async function expectLockoutAcross(one: ServerProcess, two: ServerProcess, email: string) {
  const address = newAddress();
  for (const server of [one, two, one, two, one]) {
    expect((await signInAt(server, email, 'not the password', address)).status).toBe(401);
  }
  const paused = await signInAt(two, email, DEMO_PASSWORD, address);
  expect(paused.status).toBe(401);
  expect(apiErrorBodySchema.parse(await paused.json()).error.code).toBe('invalid_credentials');
  expect((await signInAt(one, email, DEMO_PASSWORD, newAddress())).status).toBe(200);
}

/** The sign-in rate limit, reached by both processes together, answers 429 on each. */
async function expectRateLimitAcross(one: ServerProcess, two: ServerProcess) {
  const address = newAddress();
  for (let attempt = 0; attempt < LOGIN_RATE_LIMIT; attempt += 1) {
    const server = attempt % 2 === 0 ? one : two;
    const response = await signInAt(server, 'nobody@harbor.example', 'wrong', address);
    expect(response.status).toBe(401);
  }
  expect((await signInAt(one, 'nobody@harbor.example', 'wrong', address)).status).toBe(429);
  expect((await signInAt(two, 'nobody@harbor.example', 'wrong', address)).status).toBe(429);
}

/** Full batches of POST /sign/rpc spread over both processes spend one account's budget. */
async function expectSignBudgetAcross(one: ServerProcess, two: ServerProcess, email: string) {
  const response = await signInAt(one, email, DEMO_PASSWORD, newAddress());
  expect(response.status).toBe(200);
  const { jwt } = loginResponseSchema.parse(await response.json());
  const batch = (size: number) =>
    Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', method: 'support.identity', id }));
  const batches = SIGN_RPC_RATE_LIMIT.calls / SIGN_RPC_MAX_BATCH_CALLS;
  for (let index = 0; index < batches; index += 1) {
    const server = index % 2 === 0 ? one : two;
    const answer = await callApi(server, `${AUTH}/sign/rpc`, {
      jwt,
      body: batch(SIGN_RPC_MAX_BATCH_CALLS),
    });
    expect(answer.status).toBe(200);
  }
  for (const server of [one, two]) {
    const refused = await callApi(server, `${AUTH}/sign/rpc`, { jwt, body: batch(1) });
    expect(refused.status).toBe(429);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('rate_limited');
  }
}

describe('limits across processes', () => {
  it('pauses an account after 5 failures spread over both processes', async () => {
    await expectLockoutAcross(first, second, 'max.manager@harbor.example');
  });

  it('answers 429 once both processes together had the rate limit of sign-ins', async () => {
    await expectRateLimitAcross(first, second);
  });

  it("answers 429 once both processes together spent an account's sign RPC budget", async () => {
    await expectSignBudgetAcross(first, second, 'ava.admin@harbor.example');
  });
});

describe('with ZYNO_REDIS_URL', () => {
  let redis: TestRedis | undefined;
  let inspector: RedisClient | undefined;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    redis = await startTestRedis();
    inspector = await connectRedis(redis.url, recordingLog().log, 'test');
    [one, two] = await startPair({
      ...serverEnv((scratch as ScratchDatabase).url),
      ZYNO_REDIS_URL: redis.url,
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one, two].map((each) => each.stop()));
    if (inspector !== undefined) await closeRedis(inspector);
    await redis?.stop();
  });

  it('carries realtime events both ways over Redis pub/sub, each process subscribed', async () => {
    const subscribers = await (inspector as RedisClient).pubSubNumSub('zyno:realtime');
    expect(subscribers).toEqual({ 'zyno:realtime': 2 });
    await expectRoleEventCarried(one, two, 'Made on the first Redis process');
    await expectRoleEventCarried(two, one, 'Made on the second Redis process');
  });

  it('pauses an account after 5 failures spread over both processes', async () => {
    await expectLockoutAcross(one, two, 'casey.cashier@harbor.example');
  });

  it('answers 429 once both processes together had the rate limit of sign-ins, counted in Redis', async () => {
    await expectRateLimitAcross(one, two);
    const keys = await (inspector as RedisClient).keys('zyno:rate-limit:*');
    expect(keys.length).toBeGreaterThan(0);
  });

  it("answers 429 once both processes together spent an account's sign RPC budget", async () => {
    await expectSignBudgetAcross(one, two, 'casey.cashier@harbor.example');
  });
});
