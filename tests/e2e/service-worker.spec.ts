// The service worker (spec §7, docs/service-worker.md): the app's shell starts offline, no API
// answer is ever kept in a cache, and a new deployment's worker shows the update icon and takes
// over when it is clicked.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker controls the page (the first one claims it on activation). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the page's origin holds in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

test('the login page starts offline from the shell, and no API answer comes from a cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await controlledByServiceWorker(page);
  expect(await page.evaluate(() => fetch('/api/health').then((answer) => answer.status))).toBe(200);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  // The precached shell is the page as the server sends it: without the build's meta policy.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  const offlineAnswer = await page.evaluate(() =>
    fetch('/api/health').then(
      (answer) => `answered ${answer.status}`,
      () => 'no answer',
    ),
  );
  expect(offlineAnswer).toBe('no answer');
  const cached = await cachedUrls(page);
  expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
});

test('a first visit straight to the login page installs the worker: it starts offline next time', async ({
  page,
  context,
}) => {
  // The prerendered login page starts the app once its paint is recorded, in most visits after
  // its `load` event: the app registers the worker all the same.
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await context.setOffline(false);
});

test('a tab opened without the network finds the signed-in session and its launcher', async ({
  page,
  context,
}) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  const sales = page.getByRole('article', { name: 'Sales', exact: true });
  await expect(sales).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  // A new tab has no answers of its own: it opens from what the session was last told.
  const newTab = await context.newPage();
  await newTab.goto('/');
  await expect(newTab.getByRole('article', { name: 'Sales', exact: true })).toBeVisible();
  await expect(newTab.getByText('Permissions unavailable')).toHaveCount(0);
  await context.setOffline(false);
});

/**
 * Marks each document of the context once its app's own registration of the worker has settled.
 * The app registers `/sw.js` after every load: one still in flight when the test registers the
 * next deployment's URL would install `/sw.js` over it. Also marks a message sent to a worker.
 */
async function markAppRegistrations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      const registering = register(...args);
      const settled = () => {
        document.documentElement.dataset.workerRegistered = 'yes';
      };
      registering.then(settled, settled);
      return registering;
    };
    // Noted for a failure message: how often the app asked a waiting worker to take over.
    const prototype = ServiceWorker.prototype;
    const postMessage: unknown = Reflect.get(prototype, 'postMessage');
    if (typeof postMessage !== 'function') return;
    Reflect.set(prototype, 'postMessage', function (this: ServiceWorker, ...args: unknown[]) {
      const { dataset } = document.documentElement;
      dataset.skipWaitingSent = String(Number(dataset.skipWaitingSent ?? '0') + 1);
      Reflect.apply(postMessage, this, args);
    });
  });
}

async function appRegistered(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.workerRegistered === 'yes');
}

/** Longest the update click may take to reload its tab (the test's own limit is 180 s). */
const RELOAD_WAIT_MS = 60_000;

/** The registration's workers and the page's controller, for a failure message. */
function registrationState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const describe = (worker: ServiceWorker | null | undefined) =>
      worker == null ? 'none' : `${new URL(worker.scriptURL).search || '(first)'} ${worker.state}`;
    return [
      `active ${describe(registration?.active)}`,
      `waiting ${describe(registration?.waiting)}`,
      `installing ${describe(registration?.installing)}`,
      `controller ${describe(navigator.serviceWorker.controller)}`,
      `asked to take over ${document.documentElement.dataset.skipWaitingSent ?? '0'} times`,
    ].join('; ');
  });
}

interface WorkerVersion {
  versionId: string;
  scriptURL: string;
  status: string;
  runningStatus: string;
}

/**
 * Every change of the origin's worker versions as DevTools sees it (their lifecycle and whether
 * each runs), timed from the call: to tell when the outgoing worker stops, and for a failure
 * message.
 */
async function watchWorkerVersions(context: BrowserContext, page: Page): Promise<() => string> {
  const started = Date.now();
  const seen: string[] = [];
  const session = await context.newCDPSession(page);
  session.on(
    'ServiceWorker.workerVersionUpdated',
    ({ versions }: { versions: WorkerVersion[] }) => {
      for (const version of versions) {
        const script = new URL(version.scriptURL).search || '(first)';
        seen.push(
          `${String(Date.now() - started)} ms: #${version.versionId} ${script} ` +
            `${version.status} ${version.runningStatus}`,
        );
      }
    },
  );
  await session.send('ServiceWorker.enable');
  return () => seen.join('\n');
}

/**
 * A request every 50 ms that the worker in control answers (from its precache), as a till
 * opening screens would make for their scripts.
 */
function startRequests(): void {
  const { dataset } = document.documentElement;
  const timer = setInterval(() => {
    fetch('/manifest.webmanifest').catch(() => undefined);
  }, 50);
  dataset.requestsTimer = String(timer);
}

function stopRequests(): void {
  clearInterval(Number(document.documentElement.dataset.requestsTimer));
}

/** Marks a page's document, to tell afterwards whether it was reloaded. */
function markDocument(page: Page): Promise<void> {
  return page.evaluate(() => {
    document.documentElement.dataset.beforeUpdate = 'yes';
  });
}

function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.beforeUpdate === 'yes');
}

test("a new deployment's worker shows the update icon; a click reloads that tab alone into it", async ({
  page,
  context,
}) => {
  await markAppRegistrations(context);
  await signInThroughPage(page, 'max.manager@harbor.example');
  await controlledByServiceWorker(page);
  await appRegistered(page);
  const update = page.getByRole('button', { name: 'Click to update' });
  await expect(update).toBeHidden();
  // Another tab of the same station, as a till mid-sale would be.
  const till = await context.newPage();
  await till.goto('/');
  await controlledByServiceWorker(till);
  await appRegistered(till);
  await markDocument(till);

  // A deployment changes the worker. The server's file cannot change under the tests running
  // beside this one, so the page registers the same worker at another URL: the browser installs
  // it as a newer worker, as it would a new deployment's.
  const versions = await watchWorkerVersions(context, page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?deployment=next', { scope: '/' });
  });
  await expect(update).toBeVisible();

  // The till keeps requesting while the update is clicked, until the outgoing worker has been
  // stopped: a request landing while it stops restarts it, and the browser then waits for it
  // (docs/service-worker.md) unless the app asks again.
  await till.evaluate(startRequests);
  await markDocument(page);
  const [stuck] = await Promise.all([
    page.waitForEvent('load', { timeout: RELOAD_WAIT_MS }).then(
      () => null,
      async () => `${await registrationState(page)}\n${versions()}`,
    ),
    (async () => {
      await update.click();
      await expect.poll(versions, { timeout: RELOAD_WAIT_MS }).toMatch(/\(first\) \w+ stopping/);
      await till.evaluate(stopRequests);
    })(),
  ]);
  // Null once the tab reloads; otherwise the workers as they stood.
  expect(stuck).toBeNull();
  expect(await isSameDocument(page)).toBe(false);
  expect(
    await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').search),
  ).toBe('?deployment=next');
  // The other tab keeps its document (and its sale): it updates when its user chooses to.
  expect(await isSameDocument(till)).toBe(true);
});

test('a request to the server does not wait for a stopped worker to start', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await controlledByServiceWorker(page);
  // The page's own scripts all fetched: only its checks of the version file go on.
  await page.waitForLoadState('networkidle');
  const versions = await watchWorkerVersions(context, page);
  const session = await context.newCDPSession(page);
  await session.send('ServiceWorker.enable');
  const stopWorker = async () => {
    await session.send('ServiceWorker.stopAllWorkers');
    await expect.poll(versions).toMatch(/ stopped$/);
  };
  const fetchStatus = (path: string) =>
    page.evaluate((url) => fetch(url).then((answer) => answer.status), path);

  // A worker stops after 30 idle seconds; the API is then reached without starting it.
  await stopWorker();
  expect(await fetchStatus('/api/health')).toBe(200);
  expect(await fetchStatus('/version.json')).toBe(200);
  expect(versions()).not.toMatch(/ starting$/m);

  // What the worker answers itself starts it: the timeline would show a start.
  expect(await fetchStatus('/manifest.webmanifest')).toBe(200);
  await expect.poll(versions).toMatch(/ running$/);
  expect(versions()).toMatch(/ starting$/m);
});
