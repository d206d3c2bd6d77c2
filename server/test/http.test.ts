// The server's HTTP surface outside the auth family: the error shape for unknown routes and
// failures, /config.json, the health check, and serving the web app with its SPA fallback.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '@shared/runtime-config';
import { createApp } from '../src/app';
import { NO_WEB_BUILD, startTestApp, tempDir, type TestApp } from './fixtures';

/** The page as served: the build's file without its meta policy (long enough to be compressed). */
const SHELL = `<!doctype html>\n<html>\n  <head>\n    <title>Zyno</title>\n${'    <link rel="modulepreload" href="/assets/index-abc123.js">\n'.repeat(20)}  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const BUILT_SHELL = SHELL.replace(
  '    <title>',
  `    <META http-equiv='content-security-policy'\n      content="default-src *">\n    <title>`,
);
/** The prerendered page's inline guard (vite.prerender.ts), allowed by its hash. */
const GUARD = '\n(function () { document.documentElement.dataset.guard = "1"; })();\n';
/** A page the build prerendered (vite.prerender.ts): login.html, the login page's markup inside. */
const LOGIN_PAGE = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered><main>Sign in</main></div>',
).replace('  </head>', `    <script>${GUARD}</script>\n  </head>`);
const HTML = { accept: 'text/html,application/xhtml+xml' };
const ASSET = 'console.log("zyno");\n'.repeat(40);
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';

let server: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = tempDir();
  writeFileSync(join(webDir, 'index.html'), BUILT_SHELL);
  writeFileSync(join(webDir, 'index.html.br'), brotliCompressSync(BUILT_SHELL));
  writeFileSync(join(webDir, 'index.html.gz'), gzipSync(BUILT_SHELL));
  writeFileSync(join(webDir, 'login.html'), LOGIN_PAGE);
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

  it('sends the page compressed as the client accepts, and revalidates it by its ETag', async () => {
    const br = await server.app.inject({
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SHELL);
    const gzip = await server.app.inject({
      url: '/deep/client/route',
      headers: { ...HTML, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SHELL);

    const etag = String(br.headers.etag);
    const again = await server.app.inject({
      url: '/',
      headers: { ...HTML, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("never hands out the build's own page files, compressed copies included", async () => {
    // The service worker precaches /index.html: it gets the page as served.
    const precached = await server.app.inject({ url: '/index.html?__WB_REVISION__=1' });
    expect(precached.statusCode).toBe(200);
    expect(precached.body).toBe(SHELL);
    for (const url of ['/index.html.br', '/index.html.gz']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/launcher', '/login/sso', '/zd/detect', '/admin/roles?tab=2']) {
      const response = await server.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered page at its path and its file name, under the same policy', async () => {
    const shell = await server.app.inject({ url: '/launcher', headers: HTML });
    for (const url of ['/login', '/login?from=%2Fsales', '/login.html']) {
      const response = await server.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(LOGIN_PAGE);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toBe(
        shell.headers['content-security-policy'],
      );
    }
  });

  it("allows the build's inline scripts by their hashes, and no other inline script", async () => {
    const hash = createHash('sha256').update(GUARD, 'utf8').digest('base64');
    for (const url of ['/login', '/launcher']) {
      const policy = String(
        (await server.app.inject({ url, headers: HTML })).headers['content-security-policy'],
      );
      const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSources, url).toEqual(["'self'", `'sha256-${hash}'`]);
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
