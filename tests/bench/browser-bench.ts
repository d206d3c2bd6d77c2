// What the benchmarks in Chromium share: the web build (made when missing), the reference server
// on a throwaway embedded database, Debian's Chromium, and a person's sign-in by password.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEFAULT_WEB_DIR } from '../../server/src/app';
import { startServer } from '../../server/src/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { DEMO_PASSWORD } from '../support/sign-in';

/** A busy two-core machine may take a while; a time-out here means something broke. */
export const WAIT_MS = 60_000;

export interface BenchServer {
  server: Awaited<ReturnType<typeof startServer>>;
  close: () => Promise<void>;
}

/** The reference server on a throwaway embedded database, serving the web build. */
export async function startBenchServer(name: string): Promise<BenchServer> {
  const webDir = resolve(process.env.ZYNO_WEB_DIR ?? DEFAULT_WEB_DIR);
  if (!existsSync(join(webDir, 'index.html'))) {
    if (process.env.ZYNO_WEB_DIR !== undefined) throw new Error(`${webDir} has no web build.`);
    execFileSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), `zyno-${name}-`));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir,
    logLevel: 'error',
    loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  return {
    server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BrowserBench extends BenchServer {
  browser: Browser;
}

export async function startBrowserBench(name: string): Promise<BrowserBench> {
  const bench = await startBenchServer(name);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    server: bench.server,
    browser,
    close: async () => {
      await browser.close();
      await bench.close();
    },
  };
}

/** `loginUrl` is absolute where the page's context has no base URL. */
export async function signInByPassword(
  page: Page,
  email: string,
  loginUrl = '/login',
): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('E-mail').press('Enter');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT_MS });
}
