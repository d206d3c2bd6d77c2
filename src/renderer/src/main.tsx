// Bootstrap: start the app in #root (app/start-visit.tsx), and register the service worker once
// the page has loaded.
import './app/mantine-public.css';
import '@mantine/notifications/styles.css';
import { startVisit } from './app';
import { registerServiceWorker } from './lib/service-worker';
import { whenIdle } from './lib/when-idle';
import { parseWithoutCompiling } from './lib/zod-jitless';

parseWithoutCompiling();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
void startVisit(container);
// Once the page has loaded and the browser is idle, so precaching the shell (some 200 files)
// competes neither with the first paint nor with the app's take-over. The prerendered login page
// starts this script only once its paint is recorded, often after `load`.
const registerWhenIdle = () => {
  whenIdle(() => {
    void registerServiceWorker();
  });
};
if (document.readyState === 'complete') registerWhenIdle();
else window.addEventListener('load', registerWhenIdle, { once: true });
