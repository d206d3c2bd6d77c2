// The unit and integration tests: every vitest project on the embedded database (PGlite), then
// the server's tests again on the PostgreSQL server in ZYNO_TEST_DATABASE_URL (each test gets a
// fresh database there). Run through with-test-postgres.mjs, which starts that server.
import { heading, run } from './run.mjs';

if (process.env.ZYNO_TEST_DATABASE_URL === undefined) {
  console.error('ZYNO_TEST_DATABASE_URL is not set; run `npm run test:unit`.');
  process.exit(2);
}

heading('Vitest: every project, server on PGlite');
await run('npx', ['vitest', 'run']);
heading('Vitest: server on PostgreSQL');
// multi-process.test.ts always runs its servers on PostgreSQL: once, in the run above, is enough.
await run(
  'npx',
  ['vitest', 'run', '--project', 'server*', '--exclude', '**/multi-process.test.ts'],
  {
    env: { ...process.env, ZYNO_TEST_ENGINE: 'postgres' },
  },
);
