// The web build of the same renderer, for browsers; the reference server serves it at its root.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite.precompress.ts';
import { preloadChunkPlugin } from './vite.preload-chunk.ts';
import { prerenderPlugin } from './vite.prerender.ts';
import { serviceWorkerPlugin } from './vite.service-worker.ts';
import { versionFilePlugin } from './vite.version-file.ts';

/** recharts and the libraries only it uses. */
const CHART_PACKAGES =
  /node_modules[\\/](?:recharts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|react-is)[\\/]/;
/** react-redux's store hook: not the shim beside it, which the rest of the app shares. */
const CHART_STORE_HOOK =
  /node_modules[\\/]use-sync-external-store[\\/](?:with-selector\.js|cjs[\\/]use-sync-external-store-with-selector\.)/;

function isChartScript(id: string): boolean {
  return /\.[cm]?js$/.test(id) && (CHART_PACKAGES.test(id) || CHART_STORE_HOOK.test(id));
}

/** A test for one module of the renderer, by its path under src/renderer/src/. */
function rendererModule(path: string): (id: string) => boolean {
  const escaped = path.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(
    `[\\\\/]src[\\\\/]renderer[\\\\/]src[\\\\/]${escaped.join('[\\\\/]')}$`,
  );
  return (id) => pattern.test(id);
}

/** The login page and what it imports beyond the entry; index.html fetches it with the entry. */
const LOGIN_CHUNK = 'login';
/** The login page's module: its chunk group takes in what it depends on. */
const isLoginPage = rendererModule('features/auth/login-page.tsx');

/** The app's core (app/start-app.tsx), which the login page fetches once it is drawn. */
const CORE_CHUNK = 'start-app';
const isAppCore = rendererModule('app/start-app.tsx');

/** What the login page fetches once drawn (its later steps, the e-mail's check). */
const LOGIN_DEFERRED_CHUNK = 'login-deferred';
const isLoginDeferred = rendererModule('features/auth/login-deferred.ts');

/** What every signed-in screen loads first, and what the launcher waits for after a sign-in. */
const SIGNED_IN_FRAME_CHUNK = 'app-shell';

/**
 * The signed-in frame (app/shell/app-shell-layout.tsx) and the apps' shell scopes loaded with it
 * (`shellScope` in a feature's routes: today only the sales station).
 */
const isShellLayout = rendererModule('app/shell/app-shell-layout.tsx');
const isSalesStation = rendererModule('features/sales/salespoint/station.tsx');
const isSignedInFrame = (id: string) => isShellLayout(id) || isSalesStation(id);

/** The signed-in app (app/signed-in-app.tsx), fetched when a visit leaves the public pages. */
const SIGNED_IN_APP_CHUNK = 'signed-in-app';
const isSignedInApp = rendererModule('app/signed-in-app.tsx');

/** The point of sale's screen (features/sales/salespoint/salespoint-page.tsx). */
const SALESPOINT_CHUNK = 'salespoint';
const isSalespointPage = rendererModule('features/sales/salespoint/salespoint-page.tsx');

export default defineConfig({
  root: 'src/renderer',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  plugins: [
    react(),
    versionFilePlugin(),
    preloadChunkPlugin(LOGIN_CHUNK),
    // The login page's HTML, painted before any script runs (login.html, served at /login).
    prerenderPlugin([{ path: '/login', chunkName: LOGIN_CHUNK }]),
    precompressPlugin(),
    serviceWorkerPlugin(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./out/web', import.meta.url)),
    emptyOutDir: true,
    // The entry holds what every page needs before its first paint (React, React Router, zod,
    // TanStack Query, Mantine's provider), about 585 kB as built: one file, not a warning.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // zod's builders (`z.object(…)`, `z.string().check(…)`) only build a schema: one nobody uses
      // can go. Without this a module reached for a constant keeps every schema it defines, and
      // the login page would fetch the contracts' schemas it never parses with.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // The reports screen's charts weigh more than the rest of the app: recharts and what it
          // draws with in a chunk of their own, fetched with the screen, so that no chunk passes
          // Vite's 500 kB warning. Only these: what they share with the app stays where it is.
          groups: [
            { name: 'charts', test: isChartScript, includeDependenciesRecursively: false },
            // What the entry imports statically is fetched with it anyway: one chunk rather than
            // the thirty small files shared with later screens it was split into (gzip compresses
            // each file on its own, and each is one more request before the first paint).
            { name: 'start', tags: ['$initial'] },
            // The login page and what it imports beyond the entry (its steps, the form hook, the
            // Mantine inputs and icons it draws): one file fetched with its route, not the thirty
            // small ones shared with later screens it was split into. Later screens import what
            // they share from it; they come after a sign-in, when it is cached.
            { name: LOGIN_CHUNK, test: isLoginPage },
            // The same for what the login page fetches once drawn (features/auth/login-deferred.ts):
            // what it imports beyond the login chunk (the password input, the sign-in's session
            // hooks, the popup's channel, the sign-in contract) rides with it, not in the signed-in
            // frame's chunk, which the login page would otherwise fetch before its second step.
            { name: LOGIN_DEFERRED_CHUNK, test: isLoginDeferred },
            // The same for the app's core: what it imports (the session store and its keepers,
            // zod, the contracts) rides with it rather than in the signed-in frame's chunk, which
            // the login page would otherwise fetch whole as soon as it is drawn.
            { name: CORE_CHUNK, test: isAppCore },
            // The same for the signed-in frame: every signed-in screen loads it first, so what it
            // imports (Mantine's menus, modals and inputs, their icons, the station's queue) rides
            // in its one file rather than in the fifty small ones it was split into; the screens
            // import what they share with it from there. Before: 55 scripts for the launcher,
            // 76 for the point of sale; after: 9 and 30, and fewer bytes (docs/web-performance.md).
            { name: SIGNED_IN_FRAME_CHUNK, test: isSignedInFrame },
            // The signed-in app's own module and what it imports beyond the frame (the route table,
            // the suite, the API families): one file with it, not five; and taken before the next
            // group, so that what the point of sale shares with it stays here.
            { name: SIGNED_IN_APP_CHUNK, test: isSignedInApp },
            // The same for the point of sale, the screen a station keeps open: its page and what it
            // imports beyond the signed-in app in one file, not the 25 small ones it shared with
            // other screens (each one more request, and one more preload link appended while the
            // router starts). Those screens import what they share with it from there: more bytes
            // on their first visit, before the service worker has precached every file.
            { name: SALESPOINT_CHUNK, test: isSalespointPage },
          ],
        },
      },
    },
  },
});
