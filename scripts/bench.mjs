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

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

function report(error) {
  console.error(messageOf(error));
  process.exitCode = 1;
}

/** One benchmark under its heading; a failure is reported and the next one still runs. */
async function benchmark(title, command, args, options) {
  heading(title);
  try {
    await run(command, args, options);
  } catch (error) {
    report(error);
  }
}

/** A TypeScript benchmark under tsx: server/bench/ has its own tsconfig, tests/bench/ uses the server's. */
function tsxBenchmark(title, file, options) {
  const tsconfig = file.startsWith('server/bench/')
    ? 'server/bench/tsconfig.json'
    : 'server/tsconfig.json';
  return benchmark(`${title} (${file})`, 'npx', ['tsx', '--tsconfig', tsconfig, file], options);
}

/**
 * A throwaway PostgreSQL server for benchmarks that measure it too, and their environment: its
 * URL, or why it could not start (they then measure the embedded database only).
 */
async function benchPostgres() {
  let postgres;
  let skipped;
  try {
    postgres = await startTestPostgres();
  } catch (error) {
    skipped = messageOf(error);
  }
  const env = {
    ...process.env,
    ZYNO_BENCH_POSTGRES_URL: postgres?.url ?? '',
    ...(skipped === undefined ? {} : { ZYNO_BENCH_POSTGRES_SKIPPED: skipped }),
  };
  return { postgres, env };
}

const auth = await benchPostgres();
try {
  await tsxBenchmark(
    'Sign-in, renewal and /api/health under sign-ins',
    'server/bench/auth-bench.ts',
    { env: auth.env },
  );
} finally {
  await auth.postgres?.stop();
}

await tsxBenchmark('Admin users list at 5,000 accounts', 'server/bench/users-list-bench.ts');
await tsxBenchmark(
  'Admin users list in Chromium at 5,000 accounts',
  'tests/bench/users-list-render-bench.ts',
);

await benchmark(
  `Fingerprint engine (npm run bench:fingerprint -- --fingers ${FINGERPRINT_BENCH_FINGERS})`,
  'npm',
  ['run', '--silent', 'bench:fingerprint', '--', '--fingers', FINGERPRINT_BENCH_FINGERS],
);
await benchmark('Touch → signed in (npm run bench:touch)', 'npm', [
  'run',
  '--silent',
  'bench:touch',
]);

// Sales catalogue (issue 15): GET /sales/catalogue at 10,000 products on PGlite.
await tsxBenchmark('Point-of-sale catalogue at 10,000 products', 'server/bench/catalogue-bench.ts');

const sales = await benchPostgres();
try {
  for (const [title, file] of [
    ['Sale completion and 20 stations at once', 'server/bench/sales-bench.ts'],
    ['Sales reports over 100,000 sales', 'server/bench/reports-bench.ts'],
    ['Products list filter at 10,000 products', 'server/bench/products-bench.ts'],
  ]) {
    await tsxBenchmark(title, file, { env: sales.env });
  }
} finally {
  await sales.postgres?.stop();
}

await tsxBenchmark(
  'Offline queue of 1,000 sales synced',
  'tests/bench/station-queue-sync-bench.ts',
);
await tsxBenchmark(
  'Point of sale in Chromium at 10,000 products',
  'tests/bench/point-of-sale-bench.ts',
);
await tsxBenchmark(
  'Web app load: /login scripts, LCP and sign-in → launcher',
  'tests/bench/web-load-bench.ts',
);
await tsxBenchmark('Lighthouse performance, desktop and mobile', 'tests/bench/lighthouse-bench.ts');
