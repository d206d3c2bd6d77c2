// Serves the web app's build: files as they are (hashed assets cached for a year, everything else
// revalidated), and index.html for browser navigations to the app's client-side routes.
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
    setHeaders(response, filePath) {
      const isAsset = relative(webDir, filePath).startsWith(assetsDir);
      response.setHeader('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
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
