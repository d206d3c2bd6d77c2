// Prerenders public pages into the web build (issue 17: the login page painted before any script
// has run). For each page, a copy of the built index.html named after its path (`/login` →
// login.html) whose #root holds the page's markup, rendered by react-dom/server from the page's
// own components (src/renderer/src/app/prerender-page.tsx, loaded in Node through Vite), with:
// - the stylesheets of the page's chunk linked, not only preloaded, so the markup is styled at its
//   first paint (index.html has the entry's, with Mantine's public styles, already);
// - a small script in <head> (a file, so the server's policy needs no hash for it) that sets
//   Mantine's colour scheme before the first paint, and hides the prerendered page from a visit
//   that will not show it as it is: a stored session (it goes on to the launcher), a reason the
//   last session ended (the page adds an alert above the form), Zyno Desktop (install mode);
// - `data-prerendered` on #root: the app draws over it (prerendered-page.ts) and removes it.
// The server answers the page's path with it (server/src/http/web-app.ts), and so does the
// service worker (Workbox finds `/login` as login.html in its precache); every other address
// gets index.html as before. docs/web-performance.md, "Issue 17: the login page prerendered".
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

export interface PrerenderedPage {
  /** A public page's path (app/public-pages.tsx). */
  path: string;
  /** The chunk that holds the page's code: its stylesheets are linked in the page's <head>. */
  chunkName: string;
}

/** Set on #root while it holds prerendered markup (src/renderer/src/app/prerendered-page.ts). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
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

/** The page's script in <head>; plain ES5 with no imports, it runs before <body> is parsed. */
const GUARD_SCRIPT = `// The prerendered page's guard (vite.prerender.ts).
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
  // A form sent before the app has taken over would reload the page and lose what was typed.
  document.addEventListener(
    'submit',
    function (event) {
      var target = event.target;
      if (target instanceof Element && target.closest('#root[${PRERENDERED_ATTRIBUTE}]')) {
        event.preventDefault();
      }
    },
    true,
  );
})();
`;

const ROOT = '<div id="root"></div>';

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
      const guard = this.getFileName(
        this.emitFile({ type: 'asset', name: 'prerendered-page-guard.js', source: GUARD_SCRIPT }),
      );
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
        html = html
          // Light until the guard says otherwise: what a visit without scripts sees.
          .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
          .replace('</head>', `<script src="${base}${guard}"></script>\n  </head>`)
          .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markups[index] ?? ''}</div>`);
        this.emitFile({ type: 'asset', fileName: fileNameOf(path), source: html });
      });
    },
  };
}
