// The app:// protocol's answers: the renderer build (out/renderer) for app://zyno only, GET and
// HEAD only, no way out of the folder however a path is spelled, index.html for the app's
// client-side routes, the Content Security Policy on every page (for the configuration the page
// will be given), and /config.json built from the server's. Electron-free (standard Request/Response), so tests drive it in Node;
// security/session-hardening.ts hands it to protocol.handle.
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import {
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  type RuntimeConfigResult,
} from '@shared/runtime-config';
import {
  DESKTOP_APP_HOST as APP_HOST,
  DESKTOP_APP_SCHEME as APP_SCHEME,
} from '@shared/desktop/desktop-app-origin';

const SHELL = 'index.html';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export interface AppProtocolOptions {
  /** The renderer build: out/renderer next to out/main. */
  rendererDir: string;
  /**
   * The Content-Security-Policy header of every HTML answer, for the runtime configuration its
   * page will read (null when that cannot be loaded: the page then shows the error).
   */
  contentSecurityPolicy: (config: RuntimeConfig | null) => string;
  /** The runtime configuration for /config.json (app-runtime-config.ts). */
  loadRuntimeConfig: () => Promise<RuntimeConfigResult>;
  warn: (message: string) => void;
}

export type AppPath =
  | { ok: true; kind: 'config' }
  | { ok: true; kind: 'file'; relativePath: string; isRoute: boolean }
  | { ok: false; status: number; reason: string };

/**
 * Where an app:// URL points inside the renderer folder. Each path segment is decoded once and
 * must be a plain name: '.', '..', separators, drive letters and NUL are refused, however encoded.
 */
export function resolveAppPath(url: string): AppPath {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'Not a URL.' };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host.toLowerCase() !== APP_HOST) {
    return { ok: false, status: 403, reason: `Only ${APP_SCHEME}://${APP_HOST} is served.` };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, status: 403, reason: 'No credentials in app URLs.' };
  }
  const path = parsed.pathname === '' ? '/' : parsed.pathname;
  if (path === RUNTIME_CONFIG_PATH) return { ok: true, kind: 'config' };

  const segments: string[] = [];
  const raws = path.split('/').slice(1);
  for (const [index, raw] of raws.entries()) {
    // Only a trailing slash may leave a segment empty ("/zd/register/").
    if (raw === '' && index === raws.length - 1) continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400, reason: 'Malformed path.' };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0:]/.test(segment)) {
      return { ok: false, status: 400, reason: 'Malformed path.' };
    }
    segments.push(segment);
  }
  const last = segments.at(-1);
  // The app's client-side routes (/launcher, /zd/register …) have no extension: the shell.
  if (last === undefined || extname(last) === '') {
    return { ok: true, kind: 'file', relativePath: SHELL, isRoute: true };
  }
  return { ok: true, kind: 'file', relativePath: segments.join('/'), isRoute: false };
}

export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const root = resolve(options.rendererDir);

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(405, 'Only GET and HEAD are served.', { Allow: 'GET, HEAD' });
    }
    const target = resolveAppPath(request.url);
    if (!target.ok) return plain(target.status, target.reason);
    const withoutBody = request.method === 'HEAD';

    if (target.kind === 'config') {
      const result = await options.loadRuntimeConfig();
      if (!result.ok) {
        options.warn(result.reason);
        return plain(502, result.reason);
      }
      return new Response(withoutBody ? null : JSON.stringify(result.config), {
        status: 200,
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': CONTENT_TYPES['.json'] ?? '',
          'Cache-Control': 'no-store',
        },
      });
    }

    const file = resolve(join(root, target.relativePath));
    const inside = relative(root, file);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
      return plain(400, 'Malformed path.');
    }
    const body = await readRegularFile(file);
    if (body === undefined) return plain(404, `${target.relativePath} is not part of the app.`);

    const extension = extname(file).toLowerCase();
    const isHtml = extension === '.html';
    const policy = isHtml ? await pagePolicy(options) : undefined;
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // Hashed assets never change; the shell is checked on every start.
      'Cache-Control': isHtml ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(policy === undefined ? {} : { 'Content-Security-Policy': policy }),
    };
    return new Response(withoutBody ? null : new Uint8Array(body), { status: 200, headers });
  };
}

/** Integrations the configuration turns on (session replay) widen the page's policy. */
async function pagePolicy(options: AppProtocolOptions): Promise<string> {
  const result = await options.loadRuntimeConfig();
  return options.contentSecurityPolicy(result.ok ? result.config : null);
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

function plain(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
  });
}

async function readRegularFile(path: string): Promise<Buffer | undefined> {
  try {
    if (!(await stat(path)).isFile()) return undefined;
    return await readFile(path);
  } catch {
    return undefined;
  }
}
