// Session replay against a local ingest stub: a server configured with ZYNO_OPENREPLAY_* has the
// tracker start on its pages, every API request then names the replay session, and what the
// person types as their password, or as their PIN at a station, never reaches the ingest.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { API_HEADERS } from '../../src/shared/api-headers';
import {
  STUB_REPLAY_SESSION_ID,
  startReplayIngestStub,
  type ReplayIngestStub,
} from '../support/replay-ingest-stub';
import { DEMO_PASSWORD } from '../support/sign-in';
import { startSourceServer, type SourceServer } from '../support/source-server';
import { openStation } from '../support/station';

const PROJECT_KEY = 'zyno-e2e-project';
/** Casey Cashier's desktop PIN in the demo seed. */
const CASEY_PIN = '55556666';

let stub: ReplayIngestStub;
let server: SourceServer;
let serverUrl: string;
let dataDir: string;

/** The reference server's CLI with session replay configured, on a free port and fresh database. */
async function startConfiguredServer(ingestUrl: string): Promise<string> {
  dataDir = mkdtempSync(join(tmpdir(), 'zyno-e2e-replay-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ZYNO_DATA_DIR: dataDir,
    ZYNO_WEB_DIR: resolve(process.env.ZYNO_WEB_DIR ?? 'out/web'),
    ZYNO_LOGIN_RATE_LIMIT: '1000',
    ZYNO_OPENREPLAY_PROJECT_KEY: PROJECT_KEY,
    ZYNO_OPENREPLAY_INGEST_URL: ingestUrl,
  };
  delete env.INIT_CWD;
  server = await startSourceServer('server/src/cli.ts', env, /Zyno is running at (http:\/\/\S+)/);
  return server.url;
}

test.beforeAll(async () => {
  stub = await startReplayIngestStub();
  serverUrl = await startConfiguredServer(stub.url);
});

test.afterAll(async () => {
  await server.stop();
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the tracker records a password sign-in without the password, and API requests name its session', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: serverUrl });
  const page = await context.newPage();
  const apiRequests: { url: string; replaySessionId: string | null }[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(`${serverUrl}/api/`)) return;
    apiRequests.push({
      url: sent.url(),
      replaySessionId: sent.headers()[API_HEADERS.replaySessionId.toLowerCase()] ?? null,
    });
  });

  const config = (await (await request.get(`${serverUrl}/config.json`)).json()) as {
    sessionReplay: unknown;
  };
  expect(config.sessionReplay).toEqual({ projectKey: PROJECT_KEY, ingestPoint: stub.url });

  await page.goto('/login');
  // The tracker started with the project key, and is recording once the ingest answered.
  await expect.poll(() => stub.starts.map((start) => start.projectKey)).toEqual([PROJECT_KEY]);
  await expect.poll(() => stub.paths.includes('/ingest/v1/web/tags')).toBe(true);

  await page.getByLabel('E-mail').fill('max.manager@harbor.example');
  await page.getByLabel('E-mail').press('Enter');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('data-openreplay-hidden', '');
  await password.pressSequentially(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(page.getByRole('link', { name: 'Gift Cards' }).first()).toBeVisible();

  // Every API request from the sign-in on names the stub's replay session.
  const signIn = apiRequests.findIndex((sent) => sent.url.endsWith('/password-login'));
  expect(signIn).toBeGreaterThanOrEqual(0);
  const fromSignIn = apiRequests.slice(signIn);
  expect(fromSignIn.length).toBeGreaterThan(1);
  expect(fromSignIn.filter((sent) => sent.replaySessionId !== STUB_REPLAY_SESSION_ID)).toEqual([]);

  // The recording reached the launcher, and no batch holds the password the person typed.
  await expect
    .poll(() => Buffer.concat(stub.batches).includes('Gift Cards'), { timeout: 45_000 })
    .toBe(true);
  expect(Buffer.concat(stub.batches).includes(DEMO_PASSWORD)).toBe(false);
  await context.close();
});

test('at a station the tracker records a PIN sign-in without the PIN', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: serverUrl });
  const page = await context.newPage();
  const batchesBefore = stub.batches.length;
  await openStation(page, context.request, serverUrl);

  const pin = page.getByLabel('PIN or password');
  await expect(pin).toHaveAttribute('data-openreplay-hidden', '');
  await page.getByLabel('Username').fill('casey');
  await pin.pressSequentially(CASEY_PIN);
  await pin.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();

  // This station's recording reached the launcher, and none of it holds Casey's PIN.
  const recorded = () => Buffer.concat(stub.batches.slice(batchesBefore));
  await expect.poll(() => recorded().includes('Welcome, Casey'), { timeout: 45_000 }).toBe(true);
  expect(recorded().includes(CASEY_PIN)).toBe(false);
  await context.close();
});
