// The CLI as a user runs it: what it prints, how it refuses bad settings, and a clean stop on
// SIGINT.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_WEB_BUILD, tempDir } from './support';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const dataDir = tempDir();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function runCli(env: Record<string, string>) {
  const child = spawn(tsx, ['--tsconfig', 'server/tsconfig.json', 'server/src/cli.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(condition: () => boolean, timeoutMs = 50_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the CLI.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the CLI', () => {
  it('prints one URL line and the demo sign-ins, serves, and stops on SIGINT', async () => {
    const cli = runCli({ PORT: '0', ZYNO_DATA_DIR: dataDir, ZYNO_WEB_DIR: NO_WEB_BUILD });
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
    const cli = runCli({ PORT: 'four thousand', ZYNO_DATA_DIR: dataDir });
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain('PORT must be a whole number from 0 to 65535.');
    expect(cli.output().stdout).toBe('');
  });
});
