// Prerenders public pages into the web build (issue 17: the login page painted before any script
// has run). For each page, a copy of the built index.html named after its path (`/login` →
// login.html) whose #root holds the page's markup, rendered by react-dom/server from the page's
// own components (src/renderer/src/app/prerender-page.tsx, loaded in Node through Vite), with:
// - its stylesheets (the entry's, with Mantine's public styles, and the page's chunk's) written
//   into the page, so its first paint waits for no download; each keeps a disabled link by which
//   Vite's preload helper finds it already there, and which fetches nothing;
// - a small script inline in <head> (the server's policy allows it by its hash) that sets
//   Mantine's colour scheme before the first paint, hides the prerendered page from a visit that
//   will not show it as it is (a stored session: it goes on to the launcher; a reason the last
//   session ended: the page adds an alert above the form; Zyno Desktop: install mode), and starts
//   the app's entry once the browser has recorded the page's paint, with the modules the build
//   preloads beside it: fetched and run after the paint, so the first frame waits for no script
//   and shares the two cores with no download;
// - `data-prerendered` on #root: the app draws over it (prerendered-page.ts) and removes it.
// The server answers the page's path with it (server/src/http/web-app.ts), and so does the
// service worker (Workbox finds `/login` as login.html in its precache); every other address
// gets index.html as before. docs/web-performance.md, "Issue 17: the login page prerendered" and
// "A first frame that waits for nothing".
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

export interface PrerenderedPage {
  /** A public page's path (app/public-pages.tsx). */
  path: string;
  /** The chunk that holds the page's code: its stylesheets are linked in the page's <head>. */
  chunkName: string;
}

/** Set on #root while it holds prerendered markup (src/renderer/src/app/prerendered-page.ts). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on #root when a prerendered form was sent: the index of the form among #root's forms. */
const SUBMITTED_ATTRIBUTE = 'data-prerendered-submit';
const PRERENDER_MODULE = fileURLToPath(
  new URL('./src/renderer/src/app/prerender-page.tsx', import.meta.url),
);

/**
 * Written out rather than imported (their modules' own imports have no file extensions, which
 * Vite's config loader warns about): the desktop bridge's global (src/shared/desktop/
 * desktop-bridge.ts), the session's token and logout cause keys (src/renderer/src/lib/session/
 * storage-keys.ts) and Mantine's colour scheme key (its localStorageColorSchemeManager's default).
 * tests/e2e/login-prerendered.spec.ts covers each case.
 */
const DESKTOP_BRIDGE_GLOBAL = 'zynoDesktop';
const SESSION_TOKEN_KEY = 'zyno.session.jwt';
const LOGOUT_CAUSE_KEY = 'zyno.session.logoutCause';
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/** Longest the guard waits for the browser to record the page's paint before it starts the app. */
const PAINT_RECORD_WAIT_MS = 1000;

/**
 * The page's script in <head>, inline; plain ES5 with no imports. It runs before <body> is parsed,
 * and starts the app (`entry`, and beside it the `modules` the build would have preloaded) once the
 * page is parsed and its paint recorded: started sooner, the entry's compilation and evaluation
 * hold the first frame back on a busy machine, and the app's take-over would remove the
 * prerendered nodes before the browser recorded their paint (it would then count the app's same
 * page, drawn later, as the largest contentful paint). Even fetched only (`preload`), the scripts
 * held the first paint back by about a fifth on the two-core machine (docs/web-performance.md).
 */
function guardScript(entry: string, modules: readonly string[]): string {
  return `
// The prerendered page's guard (vite.prerender.ts).
(function () {
  var html = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  // As Mantine's provider will: the stored choice, else the system's.
  var scheme = read(${JSON.stringify(COLOR_SCHEME_KEY)});
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  html.setAttribute('data-mantine-color-scheme', scheme);
  var hide =
    window[${JSON.stringify(DESKTOP_BRIDGE_GLOBAL)}] !== undefined ||
    read(${JSON.stringify(SESSION_TOKEN_KEY)}) !== null ||
    read(${JSON.stringify(LOGOUT_CAUSE_KEY)}) !== null;
  if (hide) {
    var style = document.createElement('style');
    style.textContent = '#root[${PRERENDERED_ATTRIBUTE}] { display: none; }';
    document.head.appendChild(style);
  }
  // A form sent before the app has taken over would reload the page and lose what was typed:
  // held, and noted for the app, which sends its own form once it has drawn it.
  document.addEventListener(
    'submit',
    function (event) {
      var target = event.target;
      var root = target instanceof Element ? target.closest('#root[${PRERENDERED_ATTRIBUTE}]') : null;
      if (root !== null) {
        event.preventDefault();
        var forms = root.querySelectorAll('form');
        for (var index = 0; index < forms.length; index += 1) {
          if (forms[index] === target) root.setAttribute('${SUBMITTED_ATTRIBUTE}', String(index));
        }
      }
    },
    true,
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = ${JSON.stringify(modules)};
    for (var index = 0; index < modules.length; index += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = modules[index];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  function afterPaint() {
    if (hide || document.visibilityState !== 'visible') {
      start();
      return;
    }
    // However the paint is awaited, no longer than this.
    setTimeout(start, ${String(PAINT_RECORD_WAIT_MS)});
    var Observer = window.PerformanceObserver;
    if (
      Observer !== undefined &&
      (Observer.supportedEntryTypes || []).indexOf('largest-contentful-paint') !== -1
    ) {
      new Observer(function (list, observer) {
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      // A browser that records no such paint: after the first frame.
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterPaint);
  } else {
    afterPaint();
  }
})();
`;
}

/** A `'sha256-…'` source for a policy's script-src: what allows exactly this inline script. */
function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The build's <meta> policy (index.html's, for a server that sends none) with the script allowed. */
function allowInlineScript(html: string, hashSource: string): string {
  const allowed = html.replace(/(script-src 'self')/, `$1 ${hashSource}`);
  if (allowed === html) throw new Error("index.html's policy has no script-src 'self' to extend.");
  return allowed;
}

/** The source of a stylesheet the bundle holds (href is under the build's base). */
function stylesheetSource(bundle: Rollup.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`The build has no stylesheet ${fileName}.`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

const ROOT = '<div id="root"></div>';
/** The app's entry as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** A modulepreload link as Vite and the preload plugin write them. */
const MODULE_PRELOAD =
  /<link (?:rel="modulepreload" crossorigin|crossorigin rel="modulepreload") href="([^"]+)">/g;
/** A stylesheet link as Vite, the preload plugin and the loop below write them. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function fileNameOf(path: string): string {
  if (!/^\/[a-z0-9-]+$/.test(path)) throw new Error(`Cannot prerender ${path}: one segment only.`);
  return `${path.slice(1)}.html`;
}

/** Renders each page with the build's own aliases, constants and CSS modules' class names. */
async function renderPages(config: ResolvedConfig, paths: readonly string[]): Promise<string[]> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    define: config.define,
    css: { modules: config.css.modules },
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await server.ssrLoadModule(PRERENDER_MODULE);
    const exported: unknown = module.prerenderPublicPage;
    if (typeof exported !== 'function')
      throw new Error('prerender-page.tsx has no prerenderPublicPage.');
    // Checked as a function above; what it returns is checked below.
    const render = exported as (path: string) => unknown;
    const markups: string[] = [];
    for (const path of paths) {
      const markup: unknown = await render(path);
      if (typeof markup !== 'string') throw new Error(`No markup for ${path}.`);
      markups.push(markup);
    }
    return markups;
  } finally {
    await server.close();
  }
}

export function prerenderPlugin(pages: readonly PrerenderedPage[]): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'zyno-prerender',
    apply: 'build',
    // After Vite has written index.html's tags (and the preload plugin its own).
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (config === undefined) throw new Error('The prerender plugin has no configuration.');
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('The build has no index.html to prerender pages from.');
      }
      const shell = index.source;
      if (!shell.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}.`);
      const base = config.base;
      const entryTag = ENTRY_SCRIPT.exec(shell);
      const entry = entryTag?.[1];
      if (entryTag === null || entry === undefined) {
        throw new Error("index.html has no module script for the app's entry.");
      }
      const modules = [...shell.matchAll(MODULE_PRELOAD)].flatMap(([, href]) =>
        href === undefined ? [] : [href],
      );
      const guard = guardScript(entry, modules);
      const markups = await renderPages(
        config,
        pages.map(({ path }) => path),
      );
      pages.forEach(({ path, chunkName }, index) => {
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.name === chunkName && !output.isEntry,
        );
        if (chunk?.type !== 'chunk') throw new Error(`The build has no "${chunkName}" chunk.`);
        let html = shell;
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          const href = `${base}${css}`;
          // In place of the preload link the preload plugin wrote, so the cascade's order is the
          // one the app's own insertion of the chunk's styles gives.
          const preload = new RegExp(`<link\\b[^>]*\\bhref="${escapeRegExp(href)}"[^>]*>`);
          const stylesheet = `<link rel="stylesheet" crossorigin href="${href}">`;
          html = preload.test(html)
            ? html.replace(preload, stylesheet)
            : html.replace('</head>', `${stylesheet}\n  </head>`);
        }
        html = html.replace(STYLESHEET_LINK, (_link, href: string) => {
          if (!href.startsWith(base)) throw new Error(`Stylesheet ${href} is outside the build.`);
          const source = stylesheetSource(bundle, href.slice(base.length));
          if (source.includes('</style')) throw new Error(`${href} cannot be written inline.`);
          return `<link rel="stylesheet" crossorigin href="${href}" disabled><style>${source}</style>`;
        });
        html = allowInlineScript(html, scriptHashSource(guard))
          // Light until the guard says otherwise: what a visit without scripts sees.
          .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
          // No script before the paint: the guard adds the entry and its preloads after it.
          .replace(entryTag[0], '')
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', () => `<script>${guard}</script>\n  </head>`)
          .replace(
            ROOT,
            () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markups[index] ?? ''}</div>`,
          );
        this.emitFile({ type: 'asset', fileName: fileNameOf(path), source: html });
      });
    },
  };
}
