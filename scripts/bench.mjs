// `npm run bench`: the reference server's sign-in benchmark (server/bench/auth-bench.ts) on the
// embedded database, then on a throwaway PostgreSQL server started here. Figures only; not part
// of `npm test`.
import { run } from './run.mjs';
import { startTestPostgres } from './test-postgres.mjs';

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
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
