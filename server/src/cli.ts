// The server's command line. Without arguments (`npm run server`): reads the environment, starts
// the server, prints where it runs and the demo sign-ins, and shuts down cleanly on
// SIGINT/SIGTERM. `incident …`: opens, updates and resolves platform incidents
// (status/incident-command.ts).
import { secureDataDirectory } from './db/data-directory';
import { readEnvironment } from './env';
import { startServer, type RunningServer } from './start';
import { demoSignInTable, MISSING_WEB_BUILD, urlLine } from './startup-banner';
import {
  INCIDENT_USAGE,
  loadOrCreateStatusAdminToken,
  removeStatusAdminFile,
  runIncidentCommand,
  writeStatusAdminFile,
} from './status';

// Owner-only from here on: whatever this process writes (the embedded database, the status admin
// file) holds the server's secrets; db/data-directory.ts says what it checks and fixes.
process.umask(0o077);

const CLI_USAGE = `Usage: cli.ts                 starts the server
       cli.ts incident …      opens, updates and resolves platform incidents

${INCIDENT_USAGE}`;

// Under `npm run`, relative paths mean the directory npm was started in (INIT_CWD), not the
// workspace directory npm switches to.
const cwd = process.env.INIT_CWD ?? process.cwd();
const [command, ...args] = process.argv.slice(2);

if (command === undefined) {
  await serve();
} else if (command === 'incident') {
  process.exitCode = await runIncidentCommand(args, readEnvironment(process.env, cwd), {
    out: (line) => {
      console.log(line);
    },
    err: (line) => {
      console.error(line);
    },
  });
} else if (command === 'help' || command === '--help' || command === '-h') {
  console.log(CLI_USAGE);
} else {
  console.error(`Unknown command: ${command}.\n\n${CLI_USAGE}`);
  process.exitCode = 2;
}

async function serve(): Promise<void> {
  const environment = readEnvironment(process.env, cwd);
  if (!environment.ok) {
    console.error(`Zyno cannot start:\n${environment.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const { options } = environment;
  // On the embedded database, the status admin file tells `incident` commands that this process
  // holds the data directory, and once listening, how to reach it instead.
  const { dataDir } = options;

  let server: RunningServer;
  try {
    if (dataDir !== undefined) {
      // Checked before the status admin file is written into it; startServer checks it again.
      secureDataDirectory(dataDir);
      writeStatusAdminFile(dataDir, { pid: process.pid, url: null, token: null });
    }
    server = await startServer(options);
    if (dataDir !== undefined) {
      const token = await loadOrCreateStatusAdminToken(server.database);
      writeStatusAdminFile(dataDir, { pid: process.pid, url: server.url, token });
    }
  } catch (error) {
    if (dataDir !== undefined) removeStatusAdminFile(dataDir, process.pid);
    console.error(`Zyno cannot start: ${describeStartFailure(error, options.host, options.port)}`);
    process.exit(1);
  }

  console.log(urlLine(server.url));
  if (server.hasDemoAccounts) console.log(`\n${demoSignInTable()}`);
  if (!server.servesWebApp) console.log(`\n${MISSING_WEB_BUILD}`);

  let stopping = false;
  const running = server;
  function stop(): void {
    if (stopping) {
      // A second Ctrl+C: the user does not want to wait.
      process.exit(1);
    }
    stopping = true;
    if (dataDir !== undefined) removeStatusAdminFile(dataDir, process.pid);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Zyno did not shut down cleanly:', error);
        process.exit(1);
      },
    );
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

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
