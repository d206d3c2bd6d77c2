// `npm run bench`: the reference server's sign-in benchmark (server/bench/auth-bench.ts: sign-ins,
// renewals, /api/health under 50 sign-ins a second) on the embedded database, then on a throwaway
// PostgreSQL server started here; the admin users list's queries at 5,000 accounts, and the same
// list in Chromium (tests/bench/users-list-render-bench.ts: action → rows on screen); then the
// fingerprint engine's benchmark on a smaller set than its default (so the whole run stays a few
// minutes), and touch → signed in on the virtual reader (scripts/touch-bench); the point of
// sale's catalogue at 10,000 products, sale completion and 20 stations at once and the sales
// reports over 100,000 sales (PGlite and PostgreSQL), the offline queue of 1,000 sales synced
// (tests/bench/station-queue-sync-bench.ts), and the point of sale in Chromium at 10,000 products
// (tests/bench/point-of-sale-bench.ts); the web app's load: the login page's JavaScript, its paint
// against a static page and sign-in → launcher (tests/bench/web-load-bench.ts), and Lighthouse's
// performance scores for the login page, the launcher and the point of sale
// (tests/bench/lighthouse-bench.ts). Figures only;
// not part of `npm test`. A benchmark that fails is reported and the next one still runs.
import { heading, run } from './run.mjs';
import { startTestPostgres } from './test-postgres.mjs';

/** `npm run bench:fingerprint` alone uses 100 fingers; 40 takes about a minute. */
const FINGERPRINT_BENCH_FINGERS = '40';

function report(error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

heading('Sign-in, renewal and /api/health under sign-ins (server/bench/auth-bench.ts)');
let postgres;
let skipped;
try {
  postgres = await startTestPostgres();
} catch (error) {
  skipped = error instanceof Error ? error.message : String(error);
}

try {
  await run(
    'npx',
    ['tsx', '--tsconfig', 'server/bench/tsconfig.json', 'server/bench/auth-bench.ts'],
    {
      env: {
        ...process.env,
        ZYNO_BENCH_POSTGRES_URL: postgres?.url ?? '',
        ...(skipped === undefined ? {} : { ZYNO_BENCH_POSTGRES_SKIPPED: skipped }),
      },
    },
  );
} catch (error) {
  report(error);
} finally {
  await postgres?.stop();
}

heading('Admin users list at 5,000 accounts (server/bench/users-list-bench.ts)');
try {
  await run('npx', [
    'tsx',
    '--tsconfig',
    'server/bench/tsconfig.json',
    'server/bench/users-list-bench.ts',
  ]);
} catch (error) {
  report(error);
}

heading('Admin users list in Chromium at 5,000 accounts (tests/bench/users-list-render-bench.ts)');
try {
  await run('npx', [
    'tsx',
    '--tsconfig',
    'server/tsconfig.json',
    'tests/bench/users-list-render-bench.ts',
  ]);
} catch (error) {
  report(error);
}

heading(`Fingerprint engine (npm run bench:fingerprint -- --fingers ${FINGERPRINT_BENCH_FINGERS})`);
try {
  await run('npm', [
    'run',
    '--silent',
    'bench:fingerprint',
    '--',
    '--fingers',
    FINGERPRINT_BENCH_FINGERS,
  ]);
} catch (error) {
  report(error);
}

heading('Touch → signed in (npm run bench:touch)');
try {
  await run('npm', ['run', '--silent', 'bench:touch']);
} catch (error) {
  report(error);
}

// Sales catalogue (issue 15): GET /sales/catalogue at 10,000 products on PGlite.
heading('Point-of-sale catalogue at 10,000 products (server/bench/catalogue-bench.ts)');
try {
  await run('npx', [
    'tsx',
    '--tsconfig',
    'server/bench/tsconfig.json',
    'server/bench/catalogue-bench.ts',
  ]);
} catch (error) {
  report(error);
}

let salesPostgres;
let salesSkipped;
try {
  salesPostgres = await startTestPostgres();
} catch (error) {
  salesSkipped = error instanceof Error ? error.message : String(error);
}
const salesEnv = {
  ...process.env,
  ZYNO_BENCH_POSTGRES_URL: salesPostgres?.url ?? '',
  ...(salesSkipped === undefined ? {} : { ZYNO_BENCH_POSTGRES_SKIPPED: salesSkipped }),
};
try {
  for (const [title, file] of [
    ['Sale completion and 20 stations at once', 'server/bench/sales-bench.ts'],
    ['Sales reports over 100,000 sales', 'server/bench/reports-bench.ts'],
    ['Products list filter at 10,000 products', 'server/bench/products-bench.ts'],
  ]) {
    heading(`${title} (${file})`);
    try {
      await run('npx', ['tsx', '--tsconfig', 'server/bench/tsconfig.json', file], {
        env: salesEnv,
      });
    } catch (error) {
      report(error);
    }
  }
} finally {
  await salesPostgres?.stop();
}

heading('Offline queue of 1,000 sales synced (tests/bench/station-queue-sync-bench.ts)');
try {
  await run('npx', [
    'tsx',
    '--tsconfig',
    'server/tsconfig.json',
    'tests/bench/station-queue-sync-bench.ts',
  ]);
} catch (error) {
  report(error);
}

heading('Point of sale in Chromium at 10,000 products (tests/bench/point-of-sale-bench.ts)');
try {
  await run('npx', [
    'tsx',
    '--tsconfig',
    'server/tsconfig.json',
    'tests/bench/point-of-sale-bench.ts',
  ]);
} catch (error) {
  report(error);
}

heading('Web app load: /login scripts, LCP and sign-in → launcher (tests/bench/web-load-bench.ts)');
try {
  await run('npx', ['tsx', '--tsconfig', 'server/tsconfig.json', 'tests/bench/web-load-bench.ts']);
} catch (error) {
  report(error);
}

heading('Lighthouse performance, desktop and mobile (tests/bench/lighthouse-bench.ts)');
try {
  await run('npx', [
    'tsx',
    '--tsconfig',
    'server/tsconfig.json',
    'tests/bench/lighthouse-bench.ts',
  ]);
} catch (error) {
  report(error);
}
