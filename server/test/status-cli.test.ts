// `cli.ts incident …` as an operator uses it: the incident lifecycle straight against the
// database, the same commands while a server runs on that database (through its status API when
// the server holds the embedded database), bad usage, and plain messages when neither works.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachetIncidentListSchema,
  cachetIncidentResponseSchema,
} from '@shared/status/platform-status';
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite';
import { openPostgresDatabase } from '../src/db/postgres';
import { createScratchDatabase } from '../src/db/postgres-scratch';
import { readEnvironment } from '../src/env';
import { runIncidentCommand } from '../src/status/incident-command';
import {
  readStatusAdminFile,
  statusAdminFilePath,
  writeStatusAdminFile,
} from '../src/status/status-admin-file';
import { repoRoot, spawnCli } from './fixtures/cli';
import { freePort } from './fixtures/free-port';
import { count, NO_WEB_BUILD, startHttpTestApp, tempDir, TEST_ENGINE } from './fixtures';

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `incident …` in this process, as cli.ts does, with only `env` for settings. */
async function incident(env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runIncidentCommand(args, readEnvironment(env, repoRoot), {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** `incident …` as a separate process, the way an operator runs it. */
async function spawnIncident(env: Record<string, string>, ...args: string[]) {
  const cli = spawnCli(['incident', ...args], env);
  const code = await cli.exited;
  return { code, ...cli.output() };
}

async function waitFor(condition: () => boolean, timeoutMs = 50_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the CLI.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A database of the engine under test, and the settings that point the CLI at it. */
interface TestLocation {
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function freshLocation(options: { migrated: boolean }): Promise<TestLocation> {
  let location: TestLocation;
  if (TEST_ENGINE === 'postgres') {
    const scratch = await createScratchDatabase(
      process.env.ZYNO_TEST_DATABASE_URL ?? '',
      'zyno_cli',
    );
    location = {
      env: { DATABASE_URL: scratch.url },
      open: () => openPostgresDatabase(scratch.url),
      remove: () => scratch.drop({ force: true }),
    };
  } else {
    const dataDir = tempDir();
    location = {
      env: { ZYNO_DATA_DIR: dataDir },
      open: () => openPgliteDatabase(dataDir),
      remove: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  if (options.migrated) {
    const database = await location.open();
    await applyMigrations(database);
    await database.close();
  }
  return location;
}

const VIA_DATABASE =
  TEST_ENGINE === 'postgres'
    ? 'via the PostgreSQL database at DATABASE_URL'
    : 'via the embedded database in';

describe('incident commands against the database', () => {
  let location: TestLocation;
  beforeAll(async () => {
    location = await freshLocation({ migrated: true });
  });
  afterAll(() => location.remove());

  it('open → update → resolve: the feed shows the incident Fixed with its updates in order', async () => {
    const opened = await incident(
      location.env,
      'open',
      'Card payments are slow',
      '--message',
      'Some card payments take a minute.',
    );
    expect(opened.stderr).toBe('');
    expect(opened.code).toBe(0);
    const match = /^Opened incident (\d+) "Card payments are slow" \(Investigating\) (.+)\.$/.exec(
      opened.stdout,
    );
    expect(match?.[2]).toContain(VIA_DATABASE);
    const id = match?.[1] ?? '';

    const identified = await incident(
      location.env,
      'update',
      id,
      '--status',
      'identified',
      '--message',
      'A payment provider is slow.',
    );
    expect(identified.code).toBe(0);
    expect(identified.stdout).toMatch(
      new RegExp(`^Updated incident ${id} "Card payments are slow" \\(Identified\\) via `),
    );
    const watching = await incident(
      location.env,
      'update',
      id,
      '--status',
      'watching',
      '-m',
      'Recovering.',
    );
    expect(watching.stdout).toContain('(Watching)');

    const resolved = await incident(
      location.env,
      'resolve',
      id,
      '--message',
      'All payments go through.',
    );
    expect(resolved.code).toBe(0);
    expect(resolved.stdout).toMatch(
      new RegExp(`^Resolved incident ${id} "Card payments are slow" \\(Fixed\\) via `),
    );

    const list = await incident(location.env, 'list');
    expect(list.code).toBe(0);
    const lines = list.stdout.split('\n');
    expect(lines[0]).toMatch(/^ID +Status +Updated \(UTC\) +Name$/);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${id} +Fixed +\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}  Card payments are slow$`,
      ),
    );

    const server = await startHttpTestApp({ database: await location.open() });
    try {
      const response = await fetch(`${server.url}/status/api/v1/incidents/${id}`);
      const { data } = cachetIncidentResponseSchema.parse(await response.json());
      expect(data).toMatchObject({
        name: 'Card payments are slow',
        message: 'Some card payments take a minute.',
        status: 4,
        human_status: 'Fixed',
      });
      expect(data.updates.map((update) => [update.human_status, update.message])).toEqual([
        ['Fixed', 'All payments go through.'],
        ['Watching', 'Recovering.'],
        ['Identified', 'A payment provider is slow.'],
      ]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('resolves with a default message, once; unknown ids are reported', async () => {
    const opened = await incident(location.env, 'open', 'Email', 'delays');
    expect(opened.stdout).toContain('"Email delays" (Investigating)');
    const id = /incident (\d+)/.exec(opened.stdout)?.[1] ?? '';
    expect((await incident(location.env, 'resolve', id)).code).toBe(0);

    const again = await incident(location.env, 'resolve', id);
    expect(again).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `Incident ${id} is already resolved.`,
    });
    const unknown = await incident(
      location.env,
      'update',
      '999999',
      '--status',
      'watching',
      '-m',
      'x',
    );
    expect(unknown).toMatchObject({ code: 1, stderr: 'There is no incident 999999.' });
    expect((await incident(location.env, 'resolve', '999999')).stderr).toBe(
      'There is no incident 999999.',
    );

    const database = await location.open();
    try {
      const [update] = await database.query<{ message: string }>(
        'SELECT message FROM platform_incident_updates WHERE incident_id = $1',
        [Number(id)],
      );
      expect(update?.message).toBe('This incident has been resolved.');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses bad usage with exit code 2, the usage, and nothing written', async () => {
    const before = await (async () => {
      const database = await location.open();
      try {
        return [
          await count(database, 'platform_incidents'),
          await count(database, 'platform_incident_updates'),
        ];
      } finally {
        await database.close();
      }
    })();
    const cases: [string[], string][] = [
      [[], 'Give a command.'],
      [['open'], 'Enter a name for the incident.'],
      [
        ['open', 'Outage', '--status', 'fixed'],
        '--status must be investigating, identified or watching',
      ],
      [['update', '1', '--message', 'Hm.'], 'Give the new status: --status identified'],
      [['update', '1', '--status', 'identified'], 'Enter a message for the update.'],
      [['update', 'one', '--status', 'identified', '-m', 'x'], 'The id must be an incident id'],
      [['resolve'], 'Give the incident id'],
      [['resolve', '1', '--status', 'watching'], 'resolve takes no --status.'],
      [['open', 'Outage', '--colour', 'red'], "Unknown option '--colour'"],
      [['list', 'everything'], 'list takes no arguments.'],
      [['restart'], 'Unknown command: restart.'],
    ];
    for (const [args, message] of cases) {
      const result = await incident(location.env, ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: cli.ts incident <command>');
    }
    const database = await location.open();
    try {
      expect([
        await count(database, 'platform_incidents'),
        await count(database, 'platform_incident_updates'),
      ]).toEqual(before);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('says plainly when it cannot reach a database, or the settings are bad', async () => {
    const emptyDir = tempDir();
    try {
      const noDatabase = await incident({ ZYNO_DATA_DIR: emptyDir }, 'list');
      expect(noDatabase).toMatchObject({
        code: 1,
        stderr: `There is no Zyno database in ${emptyDir}. Start the server once (npm run server), or set ZYNO_DATA_DIR or DATABASE_URL to the server's database.`,
      });
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
    const port = await freePort();
    const noServer = await incident(
      { DATABASE_URL: `postgres://zyno@127.0.0.1:${port}/zyno` },
      'list',
    );
    expect(noServer.code).toBe(1);
    expect(noServer.stderr).toMatch(/^Cannot reach the PostgreSQL server at DATABASE_URL: /);

    const badSettings = await incident({ PORT: 'four thousand' }, 'list');
    expect(badSettings.code).toBe(1);
    expect(badSettings.stderr).toContain('PORT must be a whole number from 0 to 65535.');
  });
});

describe('incident commands while the server runs on the same database', () => {
  let location: TestLocation;
  let server: ReturnType<typeof spawnCli>;
  let url = '';
  beforeAll(async () => {
    location = await freshLocation({ migrated: false });
    server = spawnCli([], { ...location.env, PORT: '0', ZYNO_WEB_DIR: NO_WEB_BUILD });
    await waitFor(() => server.output().stdout.includes('npm run build:web'));
    url = /Zyno is running at (\S+)/.exec(server.output().stdout)?.[1] ?? '';
  }, 60_000);
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGINT');
      await server.exited;
    }
    await location.remove();
  });

  it('go through the running server, whose feed and page show the change at once', async () => {
    if (TEST_ENGINE === 'pglite') {
      // The server holds the embedded database and has said how to reach it.
      const dataDir = location.env.ZYNO_DATA_DIR ?? '';
      const file = readStatusAdminFile(dataDir);
      expect(file?.url).toBe(url);
      expect(file?.token).toMatch(/^[\w-]{43}$/);
      expect(statSync(statusAdminFilePath(dataDir)).mode & 0o777).toBe(0o600);
    }
    const via = TEST_ENGINE === 'pglite' ? `via the server at ${url}.` : `${VIA_DATABASE}.`;

    const opened = await spawnIncident(
      location.env,
      'open',
      'Talk calls drop',
      '-m',
      'Calls drop after a minute.',
    );
    expect(opened.code).toBe(0);
    expect(opened.stdout.trim()).toMatch(
      /^Opened incident \d+ "Talk calls drop" \(Investigating\) /,
    );
    expect(opened.stdout.trim().endsWith(via)).toBe(true);
    const id = /incident (\d+)/.exec(opened.stdout)?.[1] ?? '';

    const feed = cachetIncidentListSchema.parse(
      await (await fetch(`${url}/status/api/v1/incidents?sort=id&order=desc`)).json(),
    );
    expect(feed.data[0]).toMatchObject({ id: Number(id), human_status: 'Investigating' });
    expect(await (await fetch(`${url}/status`)).text()).toContain(
      'The platform is experiencing issues',
    );

    const resolved = await spawnIncident(location.env, 'resolve', id, '-m', 'Calls are stable.');
    expect(resolved.code).toBe(0);
    expect(resolved.stdout.trim().endsWith(via)).toBe(true);
    const page = await (await fetch(`${url}/status`)).text();
    expect(page).toContain('All systems operational');
    expect(page).toContain('Calls are stable.');
  }, 90_000);

  it('leaves no status admin file behind once the server stops', async () => {
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    if (TEST_ENGINE === 'pglite') {
      expect(readStatusAdminFile(location.env.ZYNO_DATA_DIR ?? '')).toBeNull();
    }
    // With the server gone, the commands use the database itself.
    const list = await incident(location.env, 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/Fixed +\S+ \S+ {2}Talk calls drop/);
  }, 60_000);
});

describe('the status admin file of the embedded database', () => {
  let dataDir: string;
  let holder: ChildProcess;
  beforeAll(async () => {
    dataDir = tempDir();
    const database = await openPgliteDatabase(dataDir);
    await applyMigrations(database);
    await database.close();
    // Stands in for a live server process.
    holder = spawn('sleep', ['60']);
  });
  afterAll(() => {
    holder.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ignored when its process has stopped', async () => {
    const stopped = spawnSync('true').pid;
    writeStatusAdminFile(dataDir, { pid: stopped, url: 'http://127.0.0.1:9/', token: 'old' });
    const opened = await incident({ ZYNO_DATA_DIR: dataDir }, 'open', 'Search is slow');
    expect(opened.code).toBe(0);
    expect(opened.stdout).toContain(`via the embedded database in ${dataDir}.`);
  });

  it('names the server that does not answer, and what to do', async () => {
    const port = await freePort();
    const pid = holder.pid ?? 0;
    writeStatusAdminFile(dataDir, { pid, url: `http://127.0.0.1:${port}`, token: 'token' });
    const result = await incident({ ZYNO_DATA_DIR: dataDir }, 'list');
    expect(result).toMatchObject({
      code: 1,
      stderr:
        `The Zyno server (process ${pid}) that holds the embedded database in ${dataDir} does not ` +
        `answer at http://127.0.0.1:${port}. If no Zyno server is running, delete ` +
        `${join(dataDir, 'status-admin.json')} and try again.`,
    });
  });

  it('asks to wait while the server is starting', async () => {
    const pid = holder.pid ?? 0;
    writeStatusAdminFile(dataDir, { pid, url: null, token: null });
    const result = await incident({ ZYNO_DATA_DIR: dataDir }, 'resolve', '1');
    expect(result).toMatchObject({
      code: 1,
      stderr: `The Zyno server (process ${pid}) using ${dataDir} is still starting. Try again in a moment.`,
    });
  });
});
