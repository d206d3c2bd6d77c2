// `npm run server`: reads the environment, starts the server, prints where it runs and the demo
// sign-ins, and shuts down cleanly on SIGINT/SIGTERM.
import { readEnvironment } from './env';
import { startServer, type RunningServer } from './start';
import { demoSignInTable, MISSING_WEB_BUILD, urlLine } from './startup-banner';

// Under `npm run`, relative paths mean the directory npm was started in (INIT_CWD), not the
// workspace directory npm switches to.
const environment = readEnvironment(process.env, process.env.INIT_CWD ?? process.cwd());
if (!environment.ok) {
  console.error(`Zyno cannot start:\n${environment.problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
const { options } = environment;

let server: RunningServer;
try {
  server = await startServer(options);
} catch (error) {
  console.error(`Zyno cannot start: ${describeStartFailure(error, options.host, options.port)}`);
  process.exit(1);
}

console.log(urlLine(server.url));
if (server.hasDemoAccounts) console.log(`\n${demoSignInTable()}`);
if (!server.servesWebApp) console.log(`\n${MISSING_WEB_BUILD}`);

let stopping = false;
function stop(): void {
  if (stopping) {
    // A second Ctrl+C: the user does not want to wait.
    process.exit(1);
  }
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Zyno did not shut down cleanly:', error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function describeStartFailure(error: unknown, host: string, port: number): string {
  if (error instanceof Error && 'code' in error) {
    if (error.code === 'EADDRINUSE') {
      return `port ${port} on ${host} is already in use. Stop the other server or set PORT.`;
    }
    if (error.code === 'EADDRNOTAVAIL') return `${host} is not an address of this machine (HOST).`;
    if (error.code === 'ECONNREFUSED')
      return 'the PostgreSQL server at DATABASE_URL refused the connection.';
  }
  return error instanceof Error ? error.message : String(error);
}
