// Security headers over real HTTP: the web app's Content-Security-Policy built from its runtime
// configuration, a locked-down one on API and JSON answers, helmet's set and the
// Permissions-Policy everywhere, HSTS only over https, and the pages with a policy of their own
// (the status page, the identity provider's) keeping it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigForOrigin, type RuntimeConfig } from '@shared/runtime-config';
import { SUPPORT_WIDGET_SOURCES } from '@shared/support/support-widget';
import type { Database } from '../src/db/database';
import {
  API_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  webAppContentSecurityPolicy,
} from '../src/http/security-headers';
import { PAGE_HEADERS } from '../src/sso/provider-pages';
import { AUTH, seededDatabase, startHttpTestApp, tempDir, type HttpTestApp } from './fixtures';

const PROVIDER_POLICY = PAGE_HEADERS['Content-Security-Policy'];

let database: Database;
let webDir: string;
/** Trusts its loopback peer's X-Forwarded-* headers, as behind a TLS proxy on the same host. */
let proxied: HttpTestApp;
let direct: HttpTestApp;
/** With the support desk's help widget configured. */
let withWidget: HttpTestApp;
/** With error reporting configured. */
let reporting: HttpTestApp;
const SENTRY_DSN = 'https://public-key@errors.example.com:9443/42';
/** Configured with session replay, whose ingest is another host. */
let replaying: HttpTestApp;
const INGEST = 'https://replay.example.com:9443/ingest';
/** The build's page as it is written: with the <meta> policy the server must not send. */
const BUILT_SHELL = readFileSync(new URL('../../src/renderer/index.html', import.meta.url), 'utf8');
const META_POLICY = /<meta[^>]+http-equiv="Content-Security-Policy"/i;
beforeAll(async () => {
  webDir = tempDir();
  writeFileSync(join(webDir, 'index.html'), BUILT_SHELL);
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("zyno")');
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  database = await seededDatabase();
  proxied = await startHttpTestApp({ database, webDir, trustProxy: ['loopback'] });
  direct = await startHttpTestApp({ database, webDir });
  withWidget = await startHttpTestApp({
    database,
    webDir,
    integrations: { supportWidgetId: '150000001234' },
  });
  reporting = await startHttpTestApp({
    database,
    webDir,
    integrations: { sentryDsn: SENTRY_DSN },
  });
  replaying = await startHttpTestApp({
    database,
    webDir,
    integrations: { sessionReplay: { projectKey: 'zyno-project', ingestPoint: INGEST } },
  });
});
afterAll(async () => {
  await proxied.app.close();
  await direct.app.close();
  await withWidget.app.close();
  await reporting.app.close();
  await replaying.app.close();
  await database.close();
  rmSync(webDir, { recursive: true, force: true });
});

function get(server: HttpTestApp, path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
}

const HTML = { accept: 'text/html' };
const OVER_HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'zyno.example.com' };

/** The headers every answer carries, whatever its policy. */
function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  // The rest of helmet's set.
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('origin-agent-cluster')).toBe('?1');
  expect(response.headers.get('x-dns-prefetch-control')).toBe('off');
  expect(response.headers.get('x-download-options')).toBe('noopen');
  expect(response.headers.get('x-permitted-cross-domain-policies')).toBe('none');
  expect(response.headers.get('x-xss-protection')).toBe('0');
}

describe('security headers', () => {
  it("serve the web app's pages without the build's meta policy, under the exact header", async () => {
    expect(BUILT_SHELL).toMatch(META_POLICY);
    const { host } = new URL(replaying.url);
    for (const path of ['/', '/index.html', '/login', '/some/deep/route?tab=2']) {
      const response = await get(replaying, path, HTML);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).not.toMatch(META_POLICY);
      expect(page).not.toContain('freshworks');
      expect(page).toContain('<div id="root"></div>');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
          "img-src 'self' data:; font-src 'self'; worker-src 'self' blob:; " +
          `connect-src 'self' http://${host} ws://${host} https://replay.example.com:9443 wss://replay.example.com:9443; ` +
          "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
    }
  });

  it('give the web app a policy of exactly the origins its runtime configuration names', async () => {
    // The service worker runs under the policy of its own script's answer.
    for (const path of ['/', '/login', '/sw.js']) {
      const response = await get(direct, path, HTML);
      expect(response.status).toBe(200);
      expectCommonHeaders(response);
      const { host } = new URL(direct.url);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
          "img-src 'self' data:; font-src 'self'; worker-src 'self'; " +
          `connect-src 'self' http://${host} ws://${host}; ` +
          "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("add exactly the support widget's origins while a widget id is configured", async () => {
    const config = await (await get(withWidget, '/config.json')).json();
    expect(config).toMatchObject({ support: { widgetId: '150000001234' } });
    const { host } = new URL(withWidget.url);
    expect((await get(withWidget, '/', HTML)).headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://widget.freshworks.com; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: https://widget.freshworks.com; " +
        "font-src 'self'; worker-src 'self'; " +
        `connect-src 'self' http://${host} ws://${host} https://widget.freshworks.com https://*.freshdesk.com; ` +
        "frame-src https://widget.freshworks.com; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
    expect(await (await get(direct, '/config.json')).json()).toMatchObject({
      support: { widgetId: null },
    });
  });

  it("let the web app reach the error reporting DSN's origin only when one is configured", async () => {
    const config = await (await get(reporting, '/config.json')).json();
    expect(config).toMatchObject({ errorReporting: { dsn: SENTRY_DSN } });
    const { host } = new URL(reporting.url);
    const policy = (await get(reporting, '/login', HTML)).headers.get('content-security-policy');
    expect(policy).toContain(
      `connect-src 'self' http://${host} ws://${host} https://errors.example.com:9443;`,
    );
    const off = await (await get(direct, '/config.json')).json();
    expect(off).toMatchObject({ errorReporting: { dsn: null } });
  });

  it('allow session replay exactly its ingest origin and workers from blob: when it is configured', async () => {
    const response = await get(replaying, '/login', HTML);
    const { host } = new URL(replaying.url);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; worker-src 'self' blob:; " +
        `connect-src 'self' http://${host} ws://${host} https://replay.example.com:9443 wss://replay.example.com:9443; ` +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    const config = (await (await get(replaying, '/config.json')).json()) as RuntimeConfig;
    expect(config.sessionReplay).toEqual({ projectKey: 'zyno-project', ingestPoint: INGEST });
    const off = (await (await get(direct, '/config.json')).json()) as RuntimeConfig;
    expect(off.sessionReplay).toEqual({ projectKey: null, ingestPoint: null });
  });

  it('lock down API answers, errors included, and /config.json', async () => {
    const answers = [
      await get(direct, '/api/health'),
      await get(direct, `${AUTH}/identity`),
      await get(direct, '/api/nothing-here'),
      await get(direct, '/config.json'),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 401, 404, 200]);
    for (const response of answers) {
      expectCommonHeaders(response);
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('send HSTS, and a policy for https and wss, only over https through a trusted proxy', async () => {
    for (const path of ['/', '/config.json', '/api/health']) {
      const response = await get(proxied, path, { ...HTML, ...OVER_HTTPS });
      expectCommonHeaders(response);
      expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    }
    const page = await get(proxied, '/', { ...HTML, ...OVER_HTTPS });
    expect(page.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://zyno.example.com wss://zyno.example.com;",
    );

    const untrusted = await get(direct, '/', { ...HTML, ...OVER_HTTPS });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    expect(untrusted.headers.get('content-security-policy')).not.toContain('zyno.example.com');
    const plain = await get(proxied, '/', HTML);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('leave the status page its own policy', async () => {
    const response = await get(direct, '/status', HTML);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
  });

  it("leave the identity provider's pages their own policy, its own routes' answers too", async () => {
    // Its sign-in page route, for an interaction the browser has no cookie for.
    const loginPage = await get(direct, '/oidc/interaction/unknown', HTML);
    expect(loginPage.status).toBe(400);
    // oidc-provider's own error page, written past Fastify's reply.
    const providerError = await get(direct, '/oidc/auth?client_id=nobody', HTML);
    expect(providerError.status).toBe(400);
    expect(await providerError.text()).toContain('Sign-in could not continue');
    const discovery = await get(direct, '/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    for (const response of [loginPage, providerError, discovery]) {
      expect(response.headers.get('content-security-policy')).toBe(PROVIDER_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
  });

  it('never write a Host header that could end a directive into the policy', async () => {
    const policyFor = async (host: string) =>
      String(
        (await direct.app.inject({ url: '/', headers: { ...HTML, host } })).headers[
          'content-security-policy'
        ],
      );
    // A host URL parsing accepts: left out, the rest of the policy stands.
    const parsed = await policyFor('evil;script-src');
    expect(parsed).not.toContain('evil');
    expect(parsed).toContain("script-src 'self'; ");
    expect(parsed).toContain("connect-src 'self'; ");
    // One it refuses: nothing can run.
    expect(await policyFor("evil;script-src 'unsafe-inline'")).toBe(API_CONTENT_SECURITY_POLICY);
  });
});

describe('webAppContentSecurityPolicy', () => {
  it('allows the hosts a deployment points the app at, and avatars', () => {
    const config: RuntimeConfig = {
      ...runtimeConfigForOrigin('https://zyno.example.com', 'key'),
      api: {
        auth: 'https://auth.example.com/api/auth',
        suite: 'https://suite.example.com/api/suite',
        talk: 'https://talk.example.com:8443/api/talk',
      },
      avatars: {
        contentUrl: 'https://cdn.example.com/avatars/',
        emailHashUrl: 'https://gravatar.example.com/avatar/',
      },
    };
    const policy = webAppContentSecurityPolicy(config);
    expect(policy).toContain(
      "img-src 'self' data: https://cdn.example.com https://gravatar.example.com;",
    );
    expect(policy).toContain(
      "connect-src 'self' https://auth.example.com https://suite.example.com https://talk.example.com:8443 https://zyno.example.com wss://zyno.example.com;",
    );
  });

  it("keeps the support widget out of the build's meta policy: only the header may allow it", () => {
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(BUILT_SHELL)?.[1];
    expect(meta).toBeDefined();
    for (const origin of Object.values(SUPPORT_WIDGET_SOURCES).flat()) {
      expect(meta).not.toContain(origin);
    }
  });
});
