// Error reporting against a local Sentry envelope sink (integrations.md): a second reference
// server whose /config.json names the sink's DSN; an error on a signed-in page arrives with the
// release and the tenant tag, and without the session's token, its refresh cookie or the password.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PRODUCT_VERSION } from '../../src/shared/product';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';
import { startSourceServer, type SourceServer } from '../support/source-server';

const ENVELOPE_PATH = '/api/1/envelope/';

let sink: Server;
const envelopes: string[] = [];
let server: SourceServer;
let serverUrl: string;

test.beforeAll(async () => {
  sink = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.startsWith(ENVELOPE_PATH) === true) {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as AddressInfo;

  server = await startSourceServer(
    'tests/support/e2e-server.ts',
    { ...process.env, E2E_PORT: '0', ZYNO_SENTRY_DSN: `http://sinkkey@127.0.0.1:${port}/1` },
    /^e2e server at (\S+) on /,
  );
  serverUrl = server.url;
});

test.afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => sink.close(resolve));
});

test('an error on a signed-in page reaches the DSN tagged, with no secrets', async ({
  browser,
}) => {
  // Twice the usual room: the page waits for the SDK to send the envelope to the sink.
  test.setTimeout(360_000);
  const context = await browser.newContext({ baseURL: serverUrl });
  const page = await context.newPage();
  await signInThroughPage(page, 'ava.admin@harbor.example');
  // The SDK is fetched after /config.json named the DSN.
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
  const jwt = await page.evaluate(() => window.localStorage.getItem('zyno.session.jwt'));
  const tenantId = await page.evaluate(() => window.localStorage.getItem('zyno.session.tenantId'));
  const userId = await page.evaluate(() => window.localStorage.getItem('zyno.session.userId'));
  expect(jwt).not.toBeNull();

  // An uncaught error whose message carries the session's token, as careless code might log it.
  await page.evaluate((token) => {
    window.setTimeout(() => {
      throw new Error(`Zyno e2e failure while holding ${token}`);
    });
  }, jwt);

  await expect.poll(() => envelopes.find((body) => body.includes('Zyno e2e failure'))).toBeTruthy();
  const body = envelopes.find((candidate) => candidate.includes('Zyno e2e failure')) ?? '';
  const event = body
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((item) => 'exception' in item);
  expect(event).toMatchObject({
    release: PRODUCT_VERSION,
    tags: { tenant: tenantId, area: expect.any(String) },
    user: { id: userId },
  });
  const cookies = await context.cookies();
  const refreshToken = cookies.find((cookie) => cookie.name === 'zyno_refresh')?.value;
  expect(refreshToken).toBeDefined();
  for (const secret of [jwt ?? '', DEMO_PASSWORD, refreshToken ?? '']) {
    expect(body).not.toContain(secret);
  }
  await context.close();
});
