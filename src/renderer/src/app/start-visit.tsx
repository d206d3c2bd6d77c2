// Starts the app in the page (main.tsx): the runtime configuration is fetched at once; a visit
// that may start before its core (start-on-public-page.tsx) draws the login page first and
// builds the core after; any other waits for the core's code (start-app.tsx), the configuration
// and the platform, then starts. A configuration, core or platform that cannot be had shows the
// boot error page, saying why.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from '../lib/runtime-config';
import { createWebPlatform, detectPlatform, type Platform } from '../platform';
import { APP_MESSAGES } from './messages';
import { BootErrorPage } from './pages/boot-error-page';
import { renderInstead, renderOverPrerendered } from './prerendered-page';
import { startOnPublicPage, startsOnPublicPage } from './start-on-public-page';

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const outcome = <T,>(promise: Promise<T>): Promise<Outcome<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, reason: String(error) }),
  );

/** The core's code and what builds it (a chunk: a failed download is an outcome too). */
const loadStartApp = () => outcome(import('./start-app'));

export async function startVisit(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const fetchedConfig = fetchRuntimeConfig(window.location.origin);
  const fail = (reason: string, detail?: string) => {
    renderInstead(container, root, <BootErrorPage reason={reason} detail={detail} />);
  };

  if (startsOnPublicPage(window)) {
    const platform: Platform = createWebPlatform();
    const start = startOnPublicPage(platform);
    await renderOverPrerendered(container, root, <StrictMode>{start.element}</StrictMode>);
    // Once the page is drawn: the core's code, then the core on the page's store.
    const [module, fetched] = await Promise.all([loadStartApp(), fetchedConfig]);
    if (!module.ok) {
      start.core.fail(new Error(module.reason));
      fail(module.reason, APP_MESSAGES.crashed);
      return;
    }
    const config = module.value.parseRuntimeConfig(fetched);
    if (!config.ok) {
      start.core.fail(new Error(config.reason));
      fail(config.reason);
      return;
    }
    start.core.arrive(
      module.value.createAppCore({
        config: config.config,
        platform,
        storage: window.localStorage,
        persistentStorage: window.localStorage,
        store: start.store,
      }),
    );
    return;
  }

  const [module, fetched, detected] = await Promise.all([
    loadStartApp(),
    fetchedConfig,
    // Inside Zyno Desktop this fetches the desktop platform's code, which may fail to arrive.
    outcome(detectPlatform()),
  ]);
  if (!module.ok) {
    fail(module.reason, APP_MESSAGES.crashed);
    return;
  }
  const config = module.value.parseRuntimeConfig(fetched);
  if (!config.ok) {
    fail(config.reason);
    return;
  }
  if (!detected.ok) {
    fail(detected.reason, APP_MESSAGES.crashed);
    return;
  }
  const platform = detected.value;
  const app = module.value.startApp({
    config: config.config,
    platform,
    // Spec §4 Session start 6: Zyno Desktop keeps the token in session storage.
    storage: platform.kind === 'desktop' ? window.sessionStorage : window.localStorage,
    persistentStorage: window.localStorage,
  });
  // Over the login page's prerendered markup (vite.prerender.ts), if the page came with it.
  await renderOverPrerendered(container, root, <StrictMode>{app}</StrictMode>);
}
