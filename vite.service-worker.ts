// The web build's service worker and web manifest (docs/service-worker.md): Workbox precaches the
// app shell so the app starts offline, and leaves everything the server answers itself — the API,
// the runtime configuration, the version file, the status page and feed, the identity provider —
// to the network. The app registers the worker itself (src/renderer/src/lib/service-worker/).
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { VERSION_FILE_PATH } from './src/shared/app-version.ts';
import { PRODUCT_NAME } from './src/shared/product.ts';
import { STATUS_PAGE_PATH } from './src/shared/status/status-paths.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
/** A part of the worker written here rather than by Workbox (runtimeConfigScript). */
const RUNTIME_CONFIG_SCRIPT = 'sw-runtime-config.js';
/** Another part of the worker written here (networkRoutesScript). */
const NETWORK_ROUTES_SCRIPT = 'sw-network-routes.js';
/** Not part of the worker: the app runs it as a dedicated worker (activationNudgeScript). */
const ACTIVATION_NUDGE_SCRIPT = 'sw-activation-nudge.js';
const RUNTIME_CONFIG_CACHE = 'zyno-runtime-config';

/**
 * RUNTIME_CONFIG_PATH (src/shared/runtime-config.ts), written out: that module's own imports
 * have no file extensions, which Vite's config loader warns about.
 */
const RUNTIME_CONFIG_PATH = '/config.json';
/** Where the identity provider is mounted (server/src/sso/server-urls.ts). */
const IDENTITY_PROVIDER_PATH = '/oidc';

/** Paths the server answers itself: a navigation there must reach it, never the app's shell. */
const SERVER_PATHS = [
  '/api',
  IDENTITY_PROVIDER_PATH,
  STATUS_PAGE_PATH,
  RUNTIME_CONFIG_PATH,
  VERSION_FILE_PATH,
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The path itself and everything under it. */
function pathAndBelow(path: string): RegExp {
  return new RegExp(`^${escapeRegExp(path)}(?:[/?#]|$)`);
}

/**
 * The shell: the page, its scripts, styles, fonts and icons. Not the compressed copies (the server
 * picks those per request), not source maps, not the version file (asked of the network to learn
 * of a deployment). The reports screen's charts chunk (~400 kB) is left to the network: only
 * managers open it, and only online, where the rest of the reports needs the server anyway.
 */
const PRECACHE = {
  globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
  globIgnores: ['**/charts-*.js', RUNTIME_CONFIG_SCRIPT, NETWORK_ROUTES_SCRIPT],
};

/**
 * The app cannot start without its runtime configuration, and the page that installs the first
 * worker fetched it before any worker ran: the worker fetches its own copy when it installs, so
 * an offline start finds one from then on. A failed fetch does not fail the install.
 */
const runtimeConfigScript = `// Part of the service worker (vite.service-worker.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(${JSON.stringify(RUNTIME_CONFIG_CACHE)})
      .then((cache) => cache.add(${JSON.stringify(RUNTIME_CONFIG_PATH)}))
      .catch(() => undefined),
  );
});
`;

/**
 * What the server answers itself, except the runtime configuration (the worker keeps its last
 * copy): as URL patterns, the path itself and everything under it.
 */
const NETWORK_PATTERNS = SERVER_PATHS.filter((path) => path !== RUNTIME_CONFIG_PATH).map(
  (path) => `${path}{/*}?`,
);

/**
 * Static routes (Chromium's InstallEvent.addRoutes): requests to what the server answers itself
 * go straight to the network, without starting the worker to pass them on. A stopped worker
 * (it stops after 30 idle seconds) otherwise holds up the first API call after a quiet spell by
 * its start-up, about 45 ms on a two-core machine (docs/service-worker.md). Browsers without
 * static routes pass them through the worker's fetch handler, which leaves them alone.
 */
const networkRoutesScript = `// Part of the service worker (vite.service-worker.ts).
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes(
        ${JSON.stringify(NETWORK_PATTERNS)}.map((pathname) => ({
          condition: { urlPattern: { pathname } },
          source: 'network',
        })),
      )
      .catch(() => undefined),
  );
});
`;

/**
 * Chromium hands control to a waiting worker asked to take over once the outgoing worker has
 * stopped, and forgets to stop it when a request restarts it while it stops. Any page, frame or
 * worker script requested in the scope makes it ask again: the app requests this one, as a
 * dedicated worker that ends at once, while a worker it asked to take over still waits
 * (src/renderer/src/lib/service-worker/, docs/service-worker.md).
 */
const activationNudgeScript = `// Run by the app to ask the browser again to activate a waiting service worker
// (vite.service-worker.ts): requesting it is all it is for.
close();
`;

/**
 * Tells the app it has a worker to register (src/renderer/src/lib/service-worker/), and writes
 * the worker's own part and the activation nudge beside it.
 */
function serviceWorkerAppPlugin(): Plugin {
  return {
    name: 'zyno-service-worker-app',
    apply: 'build',
    config: () => ({
      define: {
        __ZYNO_SERVICE_WORKER_URL__: JSON.stringify(SERVICE_WORKER_PATH),
        __ZYNO_ACTIVATION_NUDGE_URL__: JSON.stringify(`/${ACTIVATION_NUDGE_SCRIPT}`),
      },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: RUNTIME_CONFIG_SCRIPT,
        source: runtimeConfigScript,
      });
      this.emitFile({
        type: 'asset',
        fileName: NETWORK_ROUTES_SCRIPT,
        source: networkRoutesScript,
      });
      this.emitFile({
        type: 'asset',
        fileName: ACTIVATION_NUDGE_SCRIPT,
        source: activationNudgeScript,
      });
    },
  };
}

export function serviceWorkerPlugin(): Plugin[] {
  const workbox = VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_PATH.slice(1),
    // The app registers it and decides when a waiting worker takes over (never mid-sale).
    injectRegister: false,
    registerType: 'prompt',
    includeManifestIcons: false,
    manifest: {
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: 'Point of sale, administration and the apps of the Zyno suite.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4c6ef5',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      ...PRECACHE,
      sourcemap: false,
      importScripts: [`/${RUNTIME_CONFIG_SCRIPT}`, `/${NETWORK_ROUTES_SCRIPT}`],
      cleanupOutdatedCaches: true,
      // The first worker controls the page that installed it; a later one waits for the user.
      clientsClaim: true,
      skipWaiting: false,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: SERVER_PATHS.map(pathAndBelow),
      runtimeCaching: [
        {
          // The app cannot start without its runtime configuration (no personal data in it):
          // fresh from the server when it answers, the last copy when it does not. Written into
          // the worker as source, hence the literal path (RUNTIME_CONFIG_PATH).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
          handler: 'NetworkFirst',
          options: { cacheName: RUNTIME_CONFIG_CACHE, networkTimeoutSeconds: 5 },
        },
      ],
    },
  });
  return [...workbox, serviceWorkerAppPlugin()];
}
