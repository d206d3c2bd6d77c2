// Bootstrap: read the runtime configuration next to the page, then start the app on the
// detected platform, or show a full-page error saying why it cannot start.
import './app/mantine-public.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_MESSAGES, BootErrorPage, renderInstead, renderOverPrerendered, startApp } from './app';
import { loadRuntimeConfig } from './lib/runtime-config';
import { registerServiceWorker } from './lib/service-worker';
import { detectPlatform } from './platform';

async function bootstrap(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const [result, detected] = await Promise.all([
    loadRuntimeConfig(window.location.origin),
    // Inside Zyno Desktop this fetches the desktop platform's code, which may fail to arrive.
    detectPlatform().then(
      (platform) => ({ ok: true as const, platform }),
      (error: unknown) => ({ ok: false as const, reason: String(error) }),
    ),
  ]);
  if (!result.ok) {
    renderInstead(container, root, <BootErrorPage reason={result.reason} />);
    return;
  }
  if (!detected.ok) {
    const page = <BootErrorPage reason={detected.reason} detail={APP_MESSAGES.crashed} />;
    renderInstead(container, root, page);
    return;
  }
  const { platform } = detected;
  const app = startApp({
    config: result.config,
    platform,
    // Spec §4 Session start 6: Zyno Desktop keeps the token in session storage.
    storage: platform.kind === 'desktop' ? window.sessionStorage : window.localStorage,
    persistentStorage: window.localStorage,
  });
  // Over the login page's prerendered markup (vite.prerender.ts), if the page came with it.
  await renderOverPrerendered(container, root, <StrictMode>{app}</StrictMode>);
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
void bootstrap(container);
// After the page has loaded, so precaching the shell never competes with the first paint.
window.addEventListener('load', () => void registerServiceWorker(), { once: true });
