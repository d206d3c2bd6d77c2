// Serves the web app's build (hashed assets cached for a year, everything else — index.html, the
// service worker sw.js, the manifest, the version file — revalidated), and
// index.html for browser navigations to the app's client-side routes. The build carries brotli and
// gzip copies of its text files (vite.precompress.ts): a client that accepts one gets it.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SHELL = 'index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function hasWebBuild(webDir: string): boolean {
  return existsSync(join(webDir, SHELL));
}

export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const assetsDir = `assets${sep}`;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders(response, filePath) {
      const isAsset = relative(webDir, filePath).startsWith(assetsDir);
      response.setHeader('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
      // The answer depends on Accept-Encoding (a precompressed copy or the file): caches must know.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** A browser asking for a page outside the API: answered with the app, which routes itself. */
export function isWebAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const isApi = path === '/api' || path.startsWith('/api/');
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !isApi && (request.headers.accept ?? '').includes('text/html');
}

export function sendWebAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', REVALIDATE).sendFile(SHELL);
}
