// A throwaway PostgreSQL server on loopback for the server's PostgreSQL tests: Debian's
// `postgresql` package (installed with apt when running as root and it is missing), a fresh
// cluster in a temporary directory with trust auth, removed again on stop.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findServerBinaries() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'postgres')) && existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

async function ensureServerBinaries() {
  const found = findServerBinaries();
  if (found !== undefined) return found;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'PostgreSQL server binaries are missing (needed by the server PostgreSQL tests). Install them with: ' +
        'sudo apt-get update && sudo apt-get install -y postgresql',
    );
  }
  console.log("PostgreSQL is missing; installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-q'], { env });
  await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env });
  const installed = findServerBinaries();
  if (installed === undefined)
    throw new Error('apt installed postgresql but its binaries were not found.');
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
function serverUser() {
  if (!isRoot) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

export async function startTestPostgres() {
  const bin = await ensureServerBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'zyno-pg-'));
  const user = serverUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'zyno', '--auth=trust', '--encoding=UTF8', '--no-sync'],
    { stdio: 'ignore', cwd: dir, ...user },
  );

  const port = await freePort();
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir, '-c', 'fsync=off'],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...user },
  );
  let log = '';
  server.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `postgres://zyno@127.0.0.1:${port}/postgres`;
  await waitUntilReady(bin, port, () => log);

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

async function waitUntilReady(bin, port, log) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
    if (ready.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The test PostgreSQL server did not start:\n${log()}`);
}
