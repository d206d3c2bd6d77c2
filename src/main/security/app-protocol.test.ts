import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runtimeConfigForOrigin,
  type RuntimeConfig,
  type RuntimeConfigResult,
} from '@shared/runtime-config';
import { createAppProtocolHandler, resolveAppPath } from './app-protocol';

/** Names the replay ingest of the configuration it is built for, as the real policy allows it. */
const policyFor = (config: RuntimeConfig | null) =>
  config === null
    ? "default-src 'self'; connect-src 'none'"
    : `default-src 'self'; connect-src ${config.sessionReplay.ingestPoint ?? "'self'"}`;
const SHELL = '<!doctype html><title>Zyno</title><div id="root"></div>';
const CONFIG = runtimeConfigForOrigin('http://127.0.0.1:4000', 'key');
const CSP = policyFor(CONFIG);

let base: string;
let rendererDir: string;
let configResult: RuntimeConfigResult = { ok: true, config: CONFIG };
const warnings: string[] = [];

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'zyno-app-protocol-'));
  rendererDir = join(base, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), SHELL);
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log("zyno")');
  writeFileSync(join(rendererDir, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(rendererDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(rendererDir, 'version.json'), '{"version":"1"}');
  mkdirSync(join(rendererDir, 'folder.d'));
  // Outside the renderer folder: must never be served.
  writeFileSync(join(base, 'secret.txt'), 'top secret');
});
afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

const handler = () =>
  createAppProtocolHandler({
    rendererDir,
    contentSecurityPolicy: policyFor,
    loadRuntimeConfig: () => Promise.resolve(configResult),
    warn: (message) => warnings.push(message),
  });

const get = (url: string, method = 'GET') => handler()(new Request(url, { method }));

describe('app:// protocol', () => {
  it('serves the shell with the Content Security Policy', async () => {
    const response = await get('app://zyno/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SHELL);
  });

  it('answers the app’s routes (paths without an extension) with the shell', async () => {
    for (const route of [
      'app://zyno',
      'app://zyno/zd/register',
      'app://zyno/sales/salespoint/?x=1#y',
    ]) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(response.headers.get('content-security-policy')).toBe(CSP);
    }
  });

  it('serves files with their content types, assets cached for good', async () => {
    const script = await get('app://zyno/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(await script.text()).toBe('console.log("zyno")');
    expect((await get('app://zyno/assets/index-abc.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await get('app://zyno/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('app://zyno/version.json')).headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    );
  });

  it('answers HEAD without a body', async () => {
    const response = await get('app://zyno/assets/index-abc.js', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('refuses every method but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('app://zyno/index.html', method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('serves only the zyno host', async () => {
    for (const url of ['app://evil/index.html', 'app://zyno.evil/', 'app://zyno:8080/']) {
      expect((await get(url)).status, url).toBe(403);
    }
  });

  it('never leaves the renderer folder, however the path is spelled', async () => {
    const attempts = [
      'app://zyno/%2e%2e/secret.txt',
      'app://zyno/assets/%2E%2E/%2E%2E/secret.txt',
      'app://zyno/..%2fsecret.txt',
      'app://zyno/..%2Fsecret.txt',
      'app://zyno/assets/..%5c..%5csecret.txt',
      'app://zyno/%2fetc%2fpasswd',
      'app://zyno/C:%5cWindows%5cwin.ini',
      'app://zyno/c%3a/Windows/win.ini',
      'app://zyno/secret.txt%00.js',
      'app://zyno/%252e%252e/secret.txt',
      'app://zyno//etc/passwd.txt',
      'app://zyno/../secret.txt',
      'app://zyno/assets/../../secret.txt',
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(await response.text(), url).not.toContain('top secret');
    }
  });

  it('answers 404 for files that are not part of the app, and for folders', async () => {
    expect((await get('app://zyno/assets/missing.js')).status).toBe(404);
    expect((await get('app://zyno/folder.d')).status).toBe(404);
  });

  it('serves /config.json built from the server’s, uncached', async () => {
    configResult = { ok: true, config: CONFIG };
    const response = await get('app://zyno/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(CONFIG);
  });

  it("gives pages the policy of the configuration they will read, replay's ingest included", async () => {
    const ingestPoint = 'https://replay.example:9443/ingest';
    configResult = {
      ok: true,
      config: { ...CONFIG, sessionReplay: { projectKey: 'zyno', ingestPoint } },
    };
    const replaying = await get('app://zyno/launcher');
    expect(replaying.headers.get('content-security-policy')).toBe(
      `default-src 'self'; connect-src ${ingestPoint}`,
    );
    configResult = { ok: false, reason: 'The server could not be reached.' };
    const unreachable = await get('app://zyno/', 'HEAD');
    expect(unreachable.status).toBe(200);
    expect(unreachable.headers.get('content-security-policy')).toBe(policyFor(null));
    configResult = { ok: true, config: CONFIG };
  });

  it('answers 502 with the reason when the server’s configuration is unusable', async () => {
    configResult = {
      ok: false,
      reason: "The server's http://127.0.0.1:4000/config.json could not be reached.",
    };
    const response = await get('app://zyno/config.json');
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(configResult.reason);
    expect(warnings).toContain(configResult.reason);
  });
});

describe('resolveAppPath', () => {
  it('maps URLs to files, routes and the configuration', () => {
    expect(resolveAppPath('app://zyno/assets/a.js')).toEqual({
      ok: true,
      kind: 'file',
      relativePath: 'assets/a.js',
      isRoute: false,
    });
    expect(resolveAppPath('app://zyno/launcher')).toEqual({
      ok: true,
      kind: 'file',
      relativePath: 'index.html',
      isRoute: true,
    });
    expect(resolveAppPath('app://zyno/config.json')).toEqual({ ok: true, kind: 'config' });
    expect(resolveAppPath('app://zyno/a%20b.txt')).toMatchObject({ relativePath: 'a b.txt' });
    expect(resolveAppPath('app://zyno/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
    expect(resolveAppPath('http://zyno/')).toMatchObject({ ok: false, status: 403 });
    expect(resolveAppPath('app://user:pw@zyno/')).toMatchObject({ ok: false, status: 403 });
  });
});
