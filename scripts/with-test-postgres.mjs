// Runs a command with a throwaway PostgreSQL server, its URL in ZYNO_TEST_DATABASE_URL.
import { run } from './run.mjs';
import { startTestPostgres } from './test-postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: node scripts/with-test-postgres.mjs <command> [args…]');
  process.exit(2);
}

let postgres;
try {
  postgres = await startTestPostgres();
  console.log(`PostgreSQL for the server tests at ${postgres.url}`);
  await run(command, args, { env: { ...process.env, ZYNO_TEST_DATABASE_URL: postgres.url } });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
