// Starts the reference server for end-to-end tests on a fresh temporary embedded database, and
// removes that database when Playwright stops the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../../server/src/start';

const port = Number(process.env.E2E_PORT ?? '4310');
const dataDir = mkdtempSync(join(tmpdir(), 'zyno-e2e-'));
// Every test signs in from 127.0.0.1; the production limit would throttle the suite.
const server = await startServer({
  port,
  host: '127.0.0.1',
  dataDir,
  // Parallel work on one machine builds the web app into separate folders (README, testing.md).
  ...(process.env.ZYNO_WEB_DIR === undefined ? {} : { webDir: resolve(process.env.ZYNO_WEB_DIR) }),
  loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
  // support.spec.ts, error-reporting.spec.ts and session-replay.spec.ts start a second server
  // with their integration configured.
  integrations: {
    ...(process.env.ZYNO_SUPPORT_WIDGET_ID === undefined
      ? {}
      : { supportWidgetId: process.env.ZYNO_SUPPORT_WIDGET_ID }),
    ...(process.env.ZYNO_SENTRY_DSN === undefined
      ? {}
      : { sentryDsn: process.env.ZYNO_SENTRY_DSN }),
  },
});
console.log(`e2e server at ${server.url} on ${dataDir}`);

const stop = () => {
  void server.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
