// The page's one service worker registration and the update it may hold (docs/service-worker.md).
import { useSyncExternalStore } from 'react';
import { createServiceWorkerUpdates } from './service-worker-updates';

/** Defined by the web production build only (vite.service-worker.ts): dev, vitest and Zyno
 * Desktop's own renderer build have no worker. */
declare const __ZYNO_SERVICE_WORKER_URL__: string;
/** A script that ends its dedicated worker at once; defined where the worker's URL is. */
declare const __ZYNO_ACTIVATION_NUDGE_URL__: string;

function servedOverHttp(): boolean {
  return window.location.protocol === 'https:' || window.location.protocol === 'http:';
}

/** Not in Node, where the build prerenders the login page (app/prerender-page.tsx). */
function hasServiceWorkers(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && servedOverHttp();
}

const activationNudgeUrl =
  typeof __ZYNO_ACTIVATION_NUDGE_URL__ === 'string' ? __ZYNO_ACTIVATION_NUDGE_URL__ : null;

const updates = createServiceWorkerUpdates({
  scriptUrl: typeof __ZYNO_SERVICE_WORKER_URL__ === 'string' ? __ZYNO_SERVICE_WORKER_URL__ : null,
  container: hasServiceWorkers() ? navigator.serviceWorker : null,
  reload: () => {
    window.location.reload();
  },
  nudgeActivation: () => {
    // Requesting a worker script in the scope is what makes the browser ask again; the script
    // closes its worker as soon as it runs.
    if (activationNudgeUrl === null) return;
    try {
      new Worker(activationNudgeUrl);
    } catch {
      // A policy that refuses workers: the browser hands over in its own time, as without this.
    }
  },
});

export const registerServiceWorker = updates.register;
export const checkForServiceWorkerUpdate = updates.checkForUpdate;
export const reloadIntoNewestBuild = updates.reloadIntoNewestBuild;

/** True while a newer deployment's worker waits for the user to take it. */
export function useServiceWorkerUpdateWaiting(): boolean {
  return useSyncExternalStore(updates.subscribe, updates.isUpdateWaiting);
}
