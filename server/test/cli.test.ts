// The CLI as a user runs it: what it prints, how it refuses bad settings and an unsafe data
// directory, the data directory kept owner-only, and a clean stop on SIGINT.
import { chownSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMigrations } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite';
import { statusAdminFilePath } from '../src/status/status-admin-file';
import { spawnCli, useScratchDirs } from './fixtures/cli';
import { loosen, modeCounts, pathsBelow, reachableByOthers } from './fixtures/data-directory';
import { NO_WEB_BUILD, passwordLoginAt } from './fixtures';

const scratch = useScratchDirs();
const dataDir = scratch();

async function waitFor(condition: () => boolean, timeoutMs = 50_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the CLI.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the CLI', () => {
  it('prints one URL line and the demo sign-ins, serves, and stops on SIGINT', async () => {
    const cli = spawnCli([], { PORT: '0', ZYNO_DATA_DIR: dataDir, ZYNO_WEB_DIR: NO_WEB_BUILD });
    await waitFor(() => cli.output().stdout.includes('npm run build:web'));
    const lines = cli.output().stdout.split('\n');
    expect(lines[0]).toMatch(/^Zyno is running at http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines.filter((line) => line.includes('http://'))).toHaveLength(1);
    expect(lines).toContain('Demo sign-ins (password zyno-demo-pass):');
    expect(
      lines.some((line) => /Ava Admin +ava\.admin@harbor\.example +ava \/ 11112222/.test(line)),
    ).toBe(true);
    expect(lines).toContain(
      'Single sign-on (Sam Sso): enter sam.sso@harbor.example, then sign in at the local identity provider with sam.sso@harbor.example / zyno-demo-pass.',
    );

    const url = lines[0]?.replace('Zyno is running at ', '') ?? '';
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  }, 60_000);

  it('refuses bad settings with a message and exit code 1', async () => {
    const cli = spawnCli([], { PORT: 'four thousand', ZYNO_DATA_DIR: dataDir });
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain('PORT must be a whole number from 0 to 65535.');
    expect(cli.output().stdout).toBe('');
  });
});

describe('the CLI on the embedded database', () => {
  it('makes a data directory open to everyone owner-only, and keeps what it writes so', async () => {
    const loose = scratch();
    const database = await openPgliteDatabase(loose);
    await applyMigrations(database);
    await database.close();
    loosen(loose);
    expect(modeCounts(loose).f666).toBeGreaterThan(900);

    const cli = spawnCli([], { PORT: '0', ZYNO_DATA_DIR: loose, ZYNO_WEB_DIR: NO_WEB_BUILD });
    await waitFor(() => cli.output().stdout.includes('npm run build:web'), 150_000);
    // While it runs: the seed, the secrets and the status admin file are all written by now.
    expect(existsSync(statusAdminFilePath(loose))).toBe(true);
    expect(reachableByOthers(loose)).toEqual([]);

    const url = cli.output().stdout.split('\n')[0]?.replace('Zyno is running at ', '') ?? '';
    const login = await passwordLoginAt(url, 'ava.admin@harbor.example', { rememberMe: true });
    expect(login.status).toBe(200);
    expect(reachableByOthers(loose)).toEqual([]);

    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    expect(reachableByOthers(loose)).toEqual([]);
  }, 240_000);

  it('refuses a data directory that is not a directory, and leaves it as it was', async () => {
    const file = join(scratch(), 'data');
    writeFileSync(file, 'not a database');
    const cli = spawnCli([], { PORT: '0', ZYNO_DATA_DIR: file, ZYNO_WEB_DIR: NO_WEB_BUILD });
    expect(await cli.exited).toBe(1);
    expect(cli.output().stdout).toBe('');
    expect(cli.output().stderr).toContain(
      `Zyno cannot start: the data directory ${file} is not a directory.\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe('not a database');
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)(
    'refuses a data directory holding a file of another user, changing nothing',
    async () => {
      const dir = scratch();
      writeFileSync(join(dir, 'PG_VERSION'), '17\n');
      writeFileSync(join(dir, 'planted'), 'from someone else');
      loosen(dir);
      chownSync(join(dir, 'planted'), 4242, 4242);
      const cli = spawnCli([], { PORT: '0', ZYNO_DATA_DIR: dir, ZYNO_WEB_DIR: NO_WEB_BUILD });
      expect(await cli.exited).toBe(1);
      expect(cli.output().stdout).toBe('');
      expect(cli.output().stderr).toContain(
        `Zyno cannot start: the data directory ${dir} holds ${join(dir, 'planted')}, owned by user 4242, but the server runs as user 0. Everything in the data directory must belong to the user the server runs as.\n`,
      );
      expect(pathsBelow(dir)).toEqual([join(dir, 'PG_VERSION'), join(dir, 'planted')]);
      expect(modeCounts(dir)).toEqual({ d777: 1, f666: 2 });
    },
    60_000,
  );
});
