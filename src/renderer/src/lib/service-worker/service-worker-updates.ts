// The web app's service worker (docs/service-worker.md): registered from the site root in the
// production web build, it tells the update icon when a new deployment's worker waits, and lets
// that worker take over only when the user asks (the update icon, the login page's reload), so
// no cashier is reloaded mid-sale.

/** The message Workbox's generated worker answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
/**
 * Longest the update click waits for the server's word on a still newer worker before it goes on
 * with the one that waits: a check that never answers (a flaky network) must not leave the click
 * unanswered.
 */
export const UPDATE_CHECK_WAIT_MS = 5000;
/**
 * How often the browser is asked again to hand control to a worker asked to take over that still
 * waits. A take-over normally comes within a second; in Chromium, a request that restarts the
 * outgoing worker while it stops makes the browser forget to stop it again, and the new worker
 * would wait for that one's 30 idle seconds instead (with DevTools open, for the browser's
 * five-minute limit; docs/service-worker.md).
 */
export const TAKEOVER_NUDGE_MS = 2000;

export interface ServiceWorkerUpdates {
  /** Registers the worker; nothing happens where the build has none or the browser cannot. */
  register: () => Promise<void>;
  /** True once a newer deployment's worker is installed and waits to take over. */
  isUpdateWaiting: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Asks the server for a newer worker (it installs in the background). */
  checkForUpdate: () => Promise<void>;
  /** Lets a newer worker take over, then reloads this page into its build; else just reloads. */
  reloadIntoNewestBuild: () => Promise<void>;
}

export interface ServiceWorkerUpdatesOptions {
  /** The worker's URL when this build has one (the web production build), else null. */
  scriptUrl: string | null;
  /** Absent where the browser has no service workers or the page is not served over http(s). */
  container: ServiceWorkerContainer | null;
  reload: () => void;
  /**
   * Asks the browser again to activate the worker that waits: any page, frame or worker script
   * requested in the worker's scope does it (vite.service-worker.ts has the script).
   */
  nudgeActivation: () => void;
}

/** Resolves with the worker once installed, null if it is discarded (a failed install). */
function whenInstalled(worker: ServiceWorker): Promise<ServiceWorker | null> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', settle);
      resolve(worker.state === 'redundant' ? null : worker);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

export function createServiceWorkerUpdates({
  scriptUrl,
  container,
  reload,
  nudgeActivation,
}: ServiceWorkerUpdatesOptions): ServiceWorkerUpdates {
  let registration: ServiceWorkerRegistration | null = null;
  let updateWaiting = false;
  const listeners = new Set<() => void>();

  // A waiting worker is an update only when another one controls the page; the first worker
  // takes control at once (clientsClaim) and never waits.
  const refresh = () => {
    const waiting = registration?.waiting != null && container?.controller != null;
    if (waiting === updateWaiting) return;
    updateWaiting = waiting;
    for (const listener of listeners) listener();
  };

  const checkForUpdate = async () => {
    try {
      await registration?.update();
    } catch {
      // Offline or the server is down: the next check asks again.
    }
  };

  /** The worker that would take over next: the waiting one, else one still installing. */
  const nextWorker = async (): Promise<ServiceWorker | null> => {
    const installing = registration?.installing;
    return registration?.waiting ?? (installing ? await whenInstalled(installing) : null);
  };

  /** The workers asked to take over that still wait. */
  const asked = new Set<ServiceWorker>();

  /**
   * Asks a waiting worker to take over, and the browser again every TAKEOVER_NUDGE_MS while it
   * still waits; asked again (a second click), it asks the browser at once. A newer deployment's
   * worker that finishes installing first replaces it (it turns redundant without taking over):
   * that one is asked instead.
   */
  const askToTakeOver = (worker: ServiceWorker) => {
    if (asked.has(worker)) {
      nudgeActivation();
      return;
    }
    asked.add(worker);
    const nudges = setInterval(nudgeActivation, TAKEOVER_NUDGE_MS);
    const follow = () => {
      if (worker.state === 'installed') return;
      worker.removeEventListener('statechange', follow);
      clearInterval(nudges);
      asked.delete(worker);
      if (worker.state !== 'redundant') return;
      // The registration names its new waiting worker in a task after this event's.
      setTimeout(() => {
        void nextWorker().then((next) => {
          // Nothing newer after all: reload anyway, as without a worker (the icon comes back).
          if (next === null || next.state === 'redundant') reload();
          else askToTakeOver(next);
        });
      }, 0);
    };
    worker.addEventListener('statechange', follow);
    worker.postMessage(SKIP_WAITING);
  };

  const watchInstall = () => {
    const installing = registration?.installing;
    if (installing != null) void whenInstalled(installing).then(refresh);
  };

  return {
    async register() {
      if (scriptUrl === null || container === null) return;
      try {
        registration = await container.register(scriptUrl, { scope: '/' });
      } catch {
        // Without a worker the app still runs online, as it did before there was one.
        return;
      }
      registration.addEventListener('updatefound', watchInstall);
      watchInstall();
      refresh();
    },
    isUpdateWaiting: () => updateWaiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    checkForUpdate,
    async reloadIntoNewestBuild() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        checkForUpdate(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, UPDATE_CHECK_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      const worker = await nextWorker();
      if (worker === null || container?.controller == null) {
        reload();
        return;
      }
      container.addEventListener('controllerchange', reload, { once: true });
      askToTakeOver(worker);
    },
  };
}
