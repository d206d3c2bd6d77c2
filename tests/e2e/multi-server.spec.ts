// Two server processes behind Debian's nginx, configured exactly as docs/deploy.md says (with
// this test's ports and a throwaway certificate), on one PostgreSQL database: a browser signs in
// through the proxy, the process holding its realtime connection is killed, and the session and
// realtime carry on through the other. Run twice: events fanned out by PostgreSQL's
// LISTEN/NOTIFY, then by Redis pub/sub with the rate limits in Redis (`ZYNO_REDIS_URL`). Needs
// ZYNO_TEST_DATABASE_URL (`npm test` starts a PostgreSQL server for the end-to-end tests), nginx
// (scripts/ensure-nginx.mjs) and redis-server (scripts/ensure-redis.mjs).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountChannel } from '@shared/realtime';
import { createScratchDatabase, type ScratchDatabase } from '../../server/src/db/postgres-scratch';
import {
  buildServer,
  startServerProcess,
  type ServerProcess,
} from '../../server/test/fixtures/server-process';
import { startTestRedis, type TestRedis } from '../../server/test/fixtures/redis-server';
import { REDIS_BUS_CHANNEL } from '../../server/src/realtime/redis-bus';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

const NGINX = '/usr/sbin/nginx';
const NO_PERMISSIONS =
  "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.";
/** The server logs each request at info: the proxy has reached that process. */
const HEALTH_REQUEST_LOGGED = /"url":"\/api\/health"/;

/** Where one run's proxy and processes listen, beside the suite's own server port. */
interface Layout {
  proxyPort: number;
  processPorts: readonly [number, number];
  proxyUrl: string;
}

function layout(offset: number): Layout {
  const proxyPort = Number(process.env.E2E_PORT ?? '4310') + offset;
  return {
    proxyPort,
    processPorts: [proxyPort + 1, proxyPort + 2],
    proxyUrl: `https://127.0.0.1:${proxyPort}`,
  };
}

/** docs/deploy.md's nginx block, pointed at this test's ports and files; drift fails loudly. */
function proxyConfiguration(dir: string, { proxyPort, processPorts }: Layout): string {
  const documented = /```nginx\n([\s\S]*?)```/.exec(readFileSync('docs/deploy.md', 'utf8'))?.[1];
  if (documented === undefined) throw new Error('docs/deploy.md has no nginx configuration.');
  const edits: [RegExp, string][] = [
    [/^server \{\n {4}listen 80;[\s\S]*?^\}\n/m, ''],
    [/127\.0\.0\.1:4001/, `127.0.0.1:${processPorts[0]}`],
    [/127\.0\.0\.1:4002/, `127.0.0.1:${processPorts[1]}`],
    [/listen 443 ssl/, `listen 127.0.0.1:${proxyPort} ssl`],
    [/\/etc\/ssl\/zyno\/fullchain\.pem/, join(dir, 'cert.pem')],
    [/\/etc\/ssl\/zyno\/privkey\.pem/, join(dir, 'key.pem')],
  ];
  const site = edits.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`docs/deploy.md's nginx block lacks ${pattern}.`);
    return text.replace(pattern, replacement);
  }, documented);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return `worker_processes 1;\npid ${join(dir, 'nginx.pid')};\ndaemon off;\nevents { worker_connections 256; }\nhttp {\naccess_log off;\n${temp}\n${site}}\n`;
}

/** Resolves when a new realtime connection of the page has subscribed to `channel`. */
function subscribedOnNewConnection(page: Page, channel: string): Promise<void> {
  return new Promise((resolvePromise) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = payload.toString();
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes(channel)) {
          resolvePromise();
        }
      });
    });
  });
}

/** Asks the proxy for /api/health until `server` has answered one of them. */
async function untilProxiedTo(server: ServerProcess, api: APIRequestContext): Promise<void> {
  let reached = false;
  void server.waitForOutput(HEALTH_REQUEST_LOGGED).then(() => {
    reached = true;
  });
  await expect
    .poll(async () => {
      await api.get('/api/health').catch(() => undefined);
      return reached;
    })
    .toBe(true);
}

const RUNS = [
  { name: 'postgres', bus: "PostgreSQL's LISTEN/NOTIFY", withRedis: false, offset: 10 },
  { name: 'redis', bus: 'Redis pub/sub', withRedis: true, offset: 13 },
] as const;

// One run after the other in one worker: both build the server into the same folder.
test.describe.configure({ mode: 'serial' });

for (const { name, bus, withRedis, offset } of RUNS) {
  test.describe(`events through ${bus}`, () => {
    const ports = layout(offset);
    test.use({ baseURL: ports.proxyUrl, ignoreHTTPSErrors: true });
    test.describe.configure({ timeout: 180_000 });

    let directory: string | undefined;
    let scratch: ScratchDatabase | undefined;
    let redis: TestRedis | undefined;
    let nginx: ChildProcess | undefined;
    const processes = new Map<number, ServerProcess>();

    function startProcess(port: number, databaseUrl: string): Promise<ServerProcess> {
      return startServerProcess({
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        ZYNO_TRUST_PROXY: 'loopback',
        ZYNO_PUBLIC_URL: ports.proxyUrl,
        ZYNO_WEB_DIR: resolve(process.env.ZYNO_WEB_DIR ?? 'out/web'),
        ZYNO_LOGIN_RATE_LIMIT: '10000',
        ZYNO_LOG_LEVEL: 'info',
        ...(redis === undefined ? {} : { ZYNO_REDIS_URL: redis.url }),
      }).then((started) => {
        processes.set(port, started);
        return started;
      });
    }

    /** How many processes listen on the Redis bus (null in the run without Redis). */
    function redisBusListeners(): number | null {
      if (redis === undefined) return null;
      // redis-cli comes with Debian's redis-server; it prints the channel, then its count.
      const answer = execFileSync(
        'redis-cli',
        ['-u', redis.url, 'PUBSUB', 'NUMSUB', REDIS_BUS_CHANNEL],
        { encoding: 'utf8' },
      );
      return Number(answer.trim().split('\n').at(-1));
    }

    test.beforeAll(async ({ playwright }) => {
      const adminUrl = process.env.ZYNO_TEST_DATABASE_URL;
      if (adminUrl === undefined || adminUrl === '') {
        throw new Error(
          'ZYNO_TEST_DATABASE_URL is not set: run `node scripts/with-test-postgres.mjs npx playwright test tests/e2e/multi-server.spec.ts`.',
        );
      }
      if (!existsSync(NGINX))
        throw new Error(`nginx is missing: run node scripts/ensure-nginx.mjs.`);
      const dir = mkdtempSync(join(tmpdir(), 'zyno-nginx-'));
      directory = dir;
      // nginx's workers (nobody, under root) read their temporary directories below this one.
      chmodSync(dir, 0o755);
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
          ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
          ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ],
        { stdio: 'pipe' },
      );
      writeFileSync(join(dir, 'nginx.conf'), proxyConfiguration(dir, ports));
      const database = await createScratchDatabase(adminUrl, `zyno_e2e_multi_${name}`);
      scratch = database;
      if (withRedis) redis = await startTestRedis();
      await buildServer();
      await Promise.all(ports.processPorts.map((port) => startProcess(port, database.url)));
      nginx = spawn(
        NGINX,
        ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
        {
          stdio: 'inherit',
        },
      );
      const api = await playwright.request.newContext({
        baseURL: ports.proxyUrl,
        ignoreHTTPSErrors: true,
      });
      await expect
        .poll(async () => (await api.get('/api/health').catch(() => null))?.status())
        .toBe(200);
      await api.dispose();
    });

    test.afterAll(async () => {
      nginx?.kill('SIGTERM');
      await Promise.all([...processes.values()].map((each) => each.stop()));
      await scratch?.drop({ force: true });
      await redis?.stop();
      if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
    });

    test('the session and realtime carry on through the other process when one is killed', async ({
      page,
      request,
    }) => {
      const [firstPort, secondPort] = ports.processPorts;
      const member = await addHarborMember(request, 'proxied', () => ({
        firstName: 'Pat',
        lastName: 'Proxy',
        password: DEMO_PASSWORD,
      }));
      const channel = accountChannel(member.id);

      // The second process is down while the browser signs in, so its realtime connection is held by
      // the first, which is then the one killed.
      await processes.get(secondPort)?.stop();
      const connected = subscribedOnNewConnection(page, channel);
      await signInThroughPage(page, member.email);
      await expect(page.getByText(NO_PERMISSIONS)).toBeVisible();
      await connected;

      const second = await startProcess(secondPort, scratch?.url ?? '');
      await untilProxiedTo(second, request);
      const reconnected = subscribedOnNewConnection(page, channel);
      // With Redis configured the processes meet there, not in PostgreSQL.
      expect(redisBusListeners()).toBe(withRedis ? 2 : null);
      await processes.get(firstPort)?.kill();
      await reconnected;
      if (withRedis) await expect.poll(redisBusListeners).toBe(1);

      const granted = await request.put(`/api/auth/accounts/${member.id}/permissions`, {
        headers: member.adminHeaders,
        data: { permissions: { forms: {} } },
      });
      expect(granted.ok()).toBe(true);
      const forms = page.getByRole('link', { name: 'Forms', exact: true }).first();
      await expect(forms).toBeVisible();

      await page.reload();
      await expect(forms).toBeVisible();
      await expect(page).not.toHaveURL(/\/login/);
    });
  });
}
