// End-to-end tests: Debian's Chromium against the real reference server on a fresh database.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? '4310');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Generous: two Chromiums, the server and the runner share a two-core machine that may be busy
  // with other work (a whole shift at the till took over 90 s on a shared CI machine); a test
  // waits for what the user would see, never a fixed time.
  timeout: 180_000,
  expect: {
    timeout: 15_000,
    // tests/e2e/screenshots.spec.ts: a small tolerance for anti-aliasing, nothing more; no
    // animation or caret in a picture.
    toHaveScreenshot: { maxDiffPixels: 200, animations: 'disabled', caret: 'hide' },
  },
  // Baselines by file and name only (no OS or browser suffix): they come from Debian's Chromium,
  // the one browser the tests run in.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The web build's service worker answers the shell and scripts itself, out of page.route's
    // sight, and precaches the whole build in every new context: on only in the specs that
    // exercise it (docs/service-worker.md).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npx tsx --tsconfig server/tsconfig.json tests/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // Starting PostgreSQL's schema and the demo seed on a busy two-core machine took over 60 s.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
