// Serves the web app's build (hashed assets cached for a year, everything else — index.html, the
// service worker sw.js, the manifest, the version file — revalidated), and
// index.html for browser navigations to the app's client-side routes. The build carries brotli and
// gzip copies of its text files (vite.precompress.ts): a client that accepts one gets it. Its HTML
// pages are sent as web-app-pages.ts prepared them at start-up, never from the files. A page the
// build prerendered (vite.prerender.ts: login.html, the login page's markup in index.html) answers
// its own path too (/login): every other address still gets index.html.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type WebAppPage } from './web-app-pages';

const SHELL = 'index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function hasWebBuild(webDir: string): boolean {
  return existsSync(join(webDir, SHELL));
}

/** A page (and its compressed copies) the static files must not answer: routes below do. */
const HTML_FILE = /\.html(?:\.br|\.gz)?$/i;

/** Answers a navigation to a client-side route with the app's shell. */
export type SendWebAppShell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Serves the build in `webDir`, its pages as `loadWebAppPages` read them from it. */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  pages: ReadonlyMap<string, WebAppPage>,
): Promise<SendWebAppShell> {
  for (const [name, page] of pages) {
    // The file's own name stays reachable: the service worker precaches the page by it.
    const paths =
      name === SHELL ? ['/', `/${name}`] : [`/${name}`, `/${name.replace(/\.html$/, '')}`];
    for (const path of paths) app.get(path, (request, reply) => sendPage(request, reply, page));
  }
  const assetsDir = `assets${sep}`;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    index: false,
    allowedPath: (pathname) => !HTML_FILE.test(pathname),
    setHeaders(response, filePath) {
      const isAsset = relative(webDir, filePath).startsWith(assetsDir);
      response.setHeader('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
      // The answer depends on Accept-Encoding (a precompressed copy or the file): caches must know.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const shell = pages.get(SHELL);
  if (shell === undefined) throw new Error(`The web build in ${webDir} has no ${SHELL}.`);
  return (request, reply) => sendPage(request, reply, shell);
}

/** A browser asking for a page outside the API: answered with the app, which routes itself. */
export function isWebAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const isApi = path === '/api' || path.startsWith('/api/');
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !isApi && (request.headers.accept ?? '').includes('text/html');
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: WebAppPage): FastifyReply {
  void reply
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = chooseEncoding(page, request.headers['accept-encoding'] ?? '');
  if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
  return reply.send(page.bodies[encoding]);
}
