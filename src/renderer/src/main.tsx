// Bootstrap: start the app in #root (app/start-visit.tsx), and register the service worker once
// the page has loaded.
import './app/mantine-public.css';
import '@mantine/notifications/styles.css';
import { startVisit } from './app';
import { registerServiceWorker } from './lib/service-worker';
import { parseWithoutCompiling } from './lib/zod-jitless';

parseWithoutCompiling();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
void startVisit(container);
// After the page has loaded, so precaching the shell never competes with the first paint. The
// prerendered login page starts this script only once its paint is recorded, often after `load`.
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
