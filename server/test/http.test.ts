// The server's HTTP surface outside the auth family: the error shape for unknown routes and
// failures, /config.json, the health check, and serving the web app with its SPA fallback.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '@shared/runtime-config';
import { createApp } from '../src/app';
import { NO_WEB_BUILD, startTestApp, tempDir, type TestApp } from './fixtures';

const SHELL = '<!doctype html><title>Zyno</title><div id="root"></div>';
const HTML = { accept: 'text/html,application/xhtml+xml' };
const ASSET = 'console.log("zyno");\n'.repeat(40);
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';

let server: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = tempDir();
  writeFileSync(join(webDir, 'index.html'), SHELL);
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), ASSET);
  writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(webDir, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  writeFileSync(join(webDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(webDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"Zyno"}');
  server = await startTestApp({ webDir, realtimeKey: 'test-key' });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers unknown API routes with not_found in the one error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({
        method,
        url: '/api/suite/nothing?x=1',
        headers: HTML,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: `There is nothing at ${method} /api/suite/nothing.` },
      });
    }
  });

  it('hides unexpected failures behind internal', async () => {
    const app = await createApp({ database: server.database, webDir: NO_WEB_BUILD });
    app.get('/api/boom', () => {
      throw new Error('secret detail');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      const body = apiErrorBodySchema.parse(response.json());
      expect(body.error.code).toBe('internal');
      expect(response.body).not.toContain('secret detail');
      expect(response.body).not.toContain('stack');
    } finally {
      await app.close();
    }
  });
});

describe('GET /config.json', () => {
  it('describes the origin the request came to, uncached', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: RUNTIME_CONFIG_PATH,
      headers: { host: 'zyno.test:8443' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = runtimeConfigSchema.parse(response.json());
    expect(config.api).toEqual({
      auth: 'http://zyno.test:8443/api/auth',
      suite: 'http://zyno.test:8443/api/suite',
      talk: 'http://zyno.test:8443/api/talk',
    });
    expect(config.realtime).toMatchObject({ key: 'test-key', wsHost: 'zyno.test', wsPort: 8443 });
  });
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the web app', () => {
  it('serves index.html at / without long caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/login', '/zd/detect', '/admin/roles?tab=2']) {
      const response = await server.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web manifest revalidated, so a deployment is seen at once', async () => {
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(SERVICE_WORKER);
    expect(worker.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("sends an asset's precompressed copy to a client that accepts it, as is otherwise", async () => {
    const url = '/assets/index-abc123.js';
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoders[encoding](response.rawPayload).toString()).toBe(ASSET);
    }
    const identity = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(ASSET);
  });

  it('answers a missing file that is not a page with not_found', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
  });

  it('serves the API alone when there is no web build', async () => {
    const app = await createApp({ database: server.database, webDir: NO_WEB_BUILD });
    try {
      const response = await app.inject({ method: 'GET', url: '/login', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
    } finally {
      await app.close();
    }
  });
});
