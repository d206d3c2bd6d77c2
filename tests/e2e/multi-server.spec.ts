// Two server processes behind Debian's nginx, configured exactly as docs/deploy.md says (with
// this test's ports and a throwaway certificate), on one PostgreSQL database: a browser signs in
// through the proxy, the process holding its realtime connection is killed, and the session and
// realtime carry on through the other. Needs ZYNO_TEST_DATABASE_URL (`npm test` starts a
// PostgreSQL server for the end-to-end tests) and nginx (scripts/ensure-nginx.mjs).
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
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

const NGINX = '/usr/sbin/nginx';
const NO_PERMISSIONS =
  "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.";
// Beside the suite's own server port: the proxy, then one port per server process.
const PROXY_PORT = Number(process.env.E2E_PORT ?? '4310') + 10;
const PROCESS_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2] as const;
const PROXY_URL = `https://127.0.0.1:${PROXY_PORT}`;
/** The server logs each request at info: the proxy has reached that process. */
const HEALTH_REQUEST_LOGGED = /"url":"\/api\/health"/;

test.use({ baseURL: PROXY_URL, ignoreHTTPSErrors: true });
test.describe.configure({ timeout: 180_000 });

let directory: string | undefined;
let scratch: ScratchDatabase | undefined;
let nginx: ChildProcess | undefined;
const processes = new Map<number, ServerProcess>();

function startProcess(port: number, databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    ZYNO_TRUST_PROXY: 'loopback',
    ZYNO_PUBLIC_URL: PROXY_URL,
    ZYNO_WEB_DIR: resolve(process.env.ZYNO_WEB_DIR ?? 'out/web'),
    ZYNO_LOGIN_RATE_LIMIT: '10000',
    ZYNO_LOG_LEVEL: 'info',
  }).then((started) => {
    processes.set(port, started);
    return started;
  });
}

/** docs/deploy.md's nginx block, pointed at this test's ports and files; drift fails loudly. */
function proxyConfiguration(dir: string): string {
  const documented = /```nginx\n([\s\S]*?)```/.exec(readFileSync('docs/deploy.md', 'utf8'))?.[1];
  if (documented === undefined) throw new Error('docs/deploy.md has no nginx configuration.');
  const edits: [RegExp, string][] = [
    [/^server \{\n {4}listen 80;[\s\S]*?^\}\n/m, ''],
    [/127\.0\.0\.1:4001/, `127.0.0.1:${PROCESS_PORTS[0]}`],
    [/127\.0\.0\.1:4002/, `127.0.0.1:${PROCESS_PORTS[1]}`],
    [/listen 443 ssl/, `listen 127.0.0.1:${PROXY_PORT} ssl`],
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

test.beforeAll(async ({ playwright }) => {
  const adminUrl = process.env.ZYNO_TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    throw new Error(
      'ZYNO_TEST_DATABASE_URL is not set: run `node scripts/with-test-postgres.mjs npx playwright test tests/e2e/multi-server.spec.ts`.',
    );
  }
  if (!existsSync(NGINX)) throw new Error(`nginx is missing: run node scripts/ensure-nginx.mjs.`);
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
  writeFileSync(join(dir, 'nginx.conf'), proxyConfiguration(dir));
  const database = await createScratchDatabase(adminUrl, 'zyno_e2e_multi');
  scratch = database;
  await buildServer();
  await Promise.all(PROCESS_PORTS.map((port) => startProcess(port, database.url)));
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: 'inherit',
  });
  const api = await playwright.request.newContext({ baseURL: PROXY_URL, ignoreHTTPSErrors: true });
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => null))?.status())
    .toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all([...processes.values()].map((each) => each.stop()));
  await scratch?.drop({ force: true });
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

test('the session and realtime carry on through the other process when one is killed', async ({
  page,
  request,
}) => {
  const [firstPort, secondPort] = PROCESS_PORTS;
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
  await processes.get(firstPort)?.kill();
  await reconnected;

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
