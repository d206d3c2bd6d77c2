// The web app's load in Chromium (issue 17's budgets): the JavaScript and the stylesheets the
// login page fetches before its app takes input (as built and as sent) and what it fetches after
// (the app's core and the page's deferred code), its largest contentful paint cold against
// a static page from the same server, sign-in → launcher cards on screen, and an API call from a
// page whose service worker has stopped against one whose worker runs. Serves a copy of
// the existing web build with that static page beside it. Prints figures only.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_WEB_DIR } from '../../server/src/app';
import { figuresLine } from '../../server/bench/bench-figures';
import { DEMO_PASSWORD } from '../support/sign-in';
import { TAKEOVER_MARK, takenOver } from '../support/takeover-mark';
import { startBrowserBench, WAIT_MS } from './browser-bench';

const RUNS = Number(process.env.ZYNO_BENCH_RUNS ?? '10');
const STATIC_PAGE = '/bench-static.html';
/** The floor: what the login page's brand heading paints like with no application code at all. */
const STATIC_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Zyno</title></head>' +
  '<body><h1>Sign in</h1><p>Welcome back. Sign in to your tenant.</p></body></html>';
const EMAIL = 'max.manager@harbor.example';

/** The page's largest contentful paint, in ms from navigation start. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
}

/** ms to `url`'s largest contentful paint in a fresh context (nothing cached). */
async function coldPaint(browser: Browser, baseURL: string, url: string, ready: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: WAIT_MS });
    return await largestContentfulPaint(page);
  } finally {
    await context.close();
  }
}

interface LoadedFile {
  kind: 'document' | 'script' | 'stylesheet';
  url: string;
  raw: number;
  /** As gzip -9 would send it: the budget's unit. */
  gzip: number;
  /** As this server sent it (brotli where the build has a copy). */
  wire: number;
}

interface LoginFiles {
  /** Fetched before the app took the page over: what the page waits for before it takes input. */
  before: LoadedFile[];
  /** Asked for afterwards (the app's core and the login page's deferred code). */
  after: LoadedFile[];
}

/** The scripts and stylesheets /login fetched, cold, before and after its app took input. */
async function loginFiles(browser: Browser, baseURL: string): Promise<LoginFiles> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript(TAKEOVER_MARK);
    const page = await context.newPage();
    const responses: Promise<LoadedFile>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'document' && kind !== 'script' && kind !== 'stylesheet') return;
      responses.push(
        (async () => {
          const body = await response.body();
          return {
            kind,
            url: new URL(response.url()).pathname,
            raw: body.byteLength,
            gzip: gzipSync(body, { level: 9 }).byteLength,
            wire: (await response.request().sizes()).responseBodySize,
          };
        })(),
      );
    });
    await page.goto('/login');
    await page.waitForFunction(takenOver, null, { timeout: WAIT_MS });
    const fetchedBefore = new Set(
      await page.evaluate<string[]>(`performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__zynoTakeover)
        .map((entry) => new URL(entry.name).pathname)`),
    );
    await page.getByLabel('E-mail').fill(EMAIL);
    // The core's and the deferred code, asked for once the page has drawn (the deferred code when
    // the browser is idle: what arrives while the answers so far are read is read too).
    await page.waitForLoadState('networkidle');
    let files: LoadedFile[] = [];
    while (files.length < responses.length) files = await Promise.all(responses);
    return {
      before: files.filter((file) => file.kind === 'document' || fetchedBefore.has(file.url)),
      after: files.filter((file) => file.kind !== 'document' && !fetchedBefore.has(file.url)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Records, in the page, when the Sign in button is clicked and when the first launcher card is in
 * the document: the app's own time, without the driver's round trips on a busy machine.
 */
const SIGN_IN_MARKS = `
  window.__zynoSignIn = {};
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[type=submit]') !== null) {
      window.__zynoSignIn.clicked = performance.now();
    }
  }, true);
  new MutationObserver((_, observer) => {
    if (document.querySelector('main article') === null) return;
    window.__zynoSignIn.cards = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
`;

/**
 * ms from the Sign in click to the first launcher card in the page, cold. A first visit's page
 * installs the service worker, which precaches the build (about 550 KB on the wire) while the
 * person types; typed at a script's speed, the sign-in meets that download. `workerInstalled`
 * waits for the worker to take control first, as at a station that has signed in before.
 */
async function signInToLauncher(
  browser: Browser,
  baseURL: string,
  workerInstalled: boolean,
): Promise<number> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript(SIGN_IN_MARKS);
    const page = await context.newPage();
    await page.goto('/login');
    if (workerInstalled) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: WAIT_MS,
      });
    }
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('E-mail').press('Enter');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('main article').first().waitFor({ timeout: WAIT_MS });
    return Number(await page.evaluate('window.__zynoSignIn.cards - window.__zynoSignIn.clicked'));
  } finally {
    await context.close();
  }
}

interface ApiCallTimes {
  /** The first call after the service worker stopped, as after 30 idle seconds. */
  workerStopped: number[];
  /** The next one, the worker left as the first call found it. */
  next: number[];
}

/**
 * ms from `fetch('/api/health')` to its answer in a page the service worker controls, the worker
 * stopped through DevTools before each first call: the API's static route sends it to the network
 * without starting the worker (docs/service-worker.md).
 */
async function apiCallsAfterQuietSpell(browser: Browser, baseURL: string): Promise<ApiCallTimes> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: WAIT_MS,
    });
    const session = await context.newCDPSession(page);
    await session.send('ServiceWorker.enable');
    const worker = { running: true };
    session.on(
      'ServiceWorker.workerVersionUpdated',
      ({ versions }: { versions: { runningStatus: string }[] }) => {
        worker.running = versions.some((version) => version.runningStatus !== 'stopped');
      },
    );
    const call = () =>
      page.evaluate(async () => {
        const started = performance.now();
        await fetch('/api/health');
        return performance.now() - started;
      });
    const times: ApiCallTimes = { workerStopped: [], next: [] };
    for (let run = 0; run < RUNS; run += 1) {
      await session.send('ServiceWorker.stopAllWorkers');
      while (worker.running) await new Promise((settle) => setTimeout(settle, 10));
      times.workerStopped.push(await call());
      times.next.push(await call());
    }
    return times;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** `files`' sizes added up: as built, gzip -9 and on the wire. */
function totals(files: readonly LoadedFile[]): string {
  const total = (size: 'raw' | 'gzip' | 'wire') =>
    kb(files.reduce((sum, file) => sum + file[size], 0));
  return `as built ${total('raw')}   gzip ${total('gzip')}   on the wire ${total('wire')}`;
}

const webDir = mkdtempSync(join(tmpdir(), 'zyno-web-load-'));
cpSync(resolve(process.env.ZYNO_WEB_DIR ?? DEFAULT_WEB_DIR), webDir, { recursive: true });
writeFileSync(join(webDir, STATIC_PAGE.slice(1)), STATIC_HTML);
process.env.ZYNO_WEB_DIR = webDir;
const { server, browser, close } = await startBrowserBench('web-load-bench');
try {
  const files = await loginFiles(browser, server.url);
  const scripts = files.before.filter((file) => file.kind === 'script');
  const styles = files.before.filter((file) => file.kind === 'stylesheet');
  const documents = files.before.filter((file) => file.kind === 'document');
  const list = (listed: readonly LoadedFile[]) => {
    for (const file of [...listed].sort((a, b) => b.raw - a.raw).slice(0, 8)) {
      console.log(`    ${file.url.padEnd(44)} ${kb(file.raw)} ${kb(file.gzip)} ${kb(file.wire)}`);
    }
  };
  console.log(
    `  /login JavaScript before the app takes input (${String(scripts.length)} files; budget ≤ 120 KB gzip)`,
  );
  console.log(`    ${totals(scripts)}`);
  list(scripts);
  console.log('  /login page (its markup and stylesheets inline)');
  console.log(`    ${totals(documents)}`);
  console.log(`  /login stylesheets fetched (${String(styles.length)} files)`);
  console.log(`    ${totals(styles)}`);
  const later = files.after.filter((file) => file.kind === 'script');
  console.log(
    `  /login JavaScript fetched once the page took input (${String(later.length)} files)`,
  );
  console.log(`    ${totals(later)}`);
  list(later);

  const login: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    login.push(await coldPaint(browser, server.url, '/login', 'input'));
    floor.push(await coldPaint(browser, server.url, STATIC_PAGE, 'h1'));
  }
  const median = (times: number[]) =>
    [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  console.log(figuresLine('LCP /login, cold', login, `${String(RUNS)} fresh contexts`));
  console.log(figuresLine('LCP static page, cold', floor, `${String(RUNS)} fresh contexts`));
  console.log(
    `  LCP ratio /login : static ${(median(login) / median(floor)).toFixed(1)}× (budget ≤ 2×)`,
  );

  const signIns: number[] = [];
  const firstSignIns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    signIns.push(await signInToLauncher(browser, server.url, true));
    firstSignIns.push(await signInToLauncher(browser, server.url, false));
  }
  console.log(figuresLine('Sign in click → launcher cards', signIns, 'budget ≤ 300 ms'));
  console.log(
    figuresLine(
      '  the same, worker still installing',
      firstSignIns,
      'a first visit, typed at once',
    ),
  );

  const apiCalls = await apiCallsAfterQuietSpell(browser, server.url);
  console.log(
    figuresLine('API call, service worker stopped', apiCalls.workerStopped, 'after a quiet spell'),
  );
  console.log(figuresLine('  the next API call', apiCalls.next, 'right after'));
} finally {
  await close();
  rmSync(webDir, { recursive: true, force: true });
}
