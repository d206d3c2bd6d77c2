// The web build's HTML pages as the server sends them: read once at start-up, without the build's
// <meta> Content-Security-Policy (the server's header names the exact origins of its configuration,
// and the build's meta, the same for every deployment, could only widen what a page may do if
// a header were missing), with a brotli and a gzip copy and an ETag for revalidation, and the
// hashes by which the server's policy allows the inline scripts they hold (the prerendered login
// page's guard, vite.prerender.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** `<meta http-equiv="Content-Security-Policy" …>` in any spelling, with the line it stood on. */
const META_POLICY =
  /[ \t]*<meta\b(?=[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy\b)[^>]*>[ \t]*(?:\r?\n)?/gi;
/** Below this, the headers outweigh what compression saves (as vite.precompress.ts). */
const MIN_COMPRESSED_BYTES = 1024;

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface WebAppPage {
  etag: string;
  /** A `'sha256-…'` script-src source for each inline script in the page. */
  inlineScripts: readonly string[];
  bodies: Readonly<Partial<Record<PageEncoding, Buffer>>> & { identity: Buffer };
}

/** A <script> element with no src: its text as the browser hashes it (script text is raw). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The script-src sources that allow exactly the inline scripts of `html`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text = '']) => {
    // The browser hashes the text as parsed: its line breaks already made \n.
    const parsed = text.replace(/\r\n?/g, '\n');
    return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
  });
}

/** Every page's inline scripts' sources, once each. */
export function inlineScriptSourcesOf(pages: ReadonlyMap<string, WebAppPage>): string[] {
  return [...new Set([...pages.values()].flatMap((page) => page.inlineScripts))];
}

export function withoutMetaContentSecurityPolicy(html: string): string {
  return html.replace(META_POLICY, '');
}

/** Every .html file at the build's top level, by file name. */
export function loadWebAppPages(webDir: string): Map<string, WebAppPage> {
  const pages = new Map<string, WebAppPage>();
  for (const name of readdirSync(webDir)) {
    if (!name.endsWith('.html')) continue;
    const html = withoutMetaContentSecurityPolicy(readFileSync(join(webDir, name), 'utf8'));
    const identity = Buffer.from(html, 'utf8');
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    const compressed =
      identity.byteLength < MIN_COMPRESSED_BYTES
        ? {}
        : {
            br: brotliCompressSync(identity, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
            gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
          };
    pages.set(name, {
      etag,
      inlineScripts: inlineScriptSources(html),
      bodies: { identity, ...compressed },
    });
  }
  return pages;
}

/** The best copy the client accepts: brotli, then gzip, then the page as it is. */
export function chooseEncoding(page: WebAppPage, acceptEncoding: string): PageEncoding {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';', 1)[0]?.trim()),
  );
  if (page.bodies.br !== undefined && accepted.has('br')) return 'br';
  if (page.bodies.gzip !== undefined && accepted.has('gzip')) return 'gzip';
  return 'identity';
}
