// Runs a command under a pinned Node.js release, so `npm test` proves the supported versions
// besides the one it runs on. The binaries come from the npm registry's node-<os>-<arch> packages
// (`npm pack`, which checks the package's integrity; the registry is the only network used) and
// are kept in ~/.cache/zyno/node-<version> (or $ZYNO_NODE_CACHE) for the next run.
//
//   node scripts/with-node.mjs 22 npx vitest run
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { run } from './run.mjs';

/** The tested LTS lines, each pinned to a release; engines in package.json allows them. */
export const TESTED_NODE_VERSIONS = { 22: '22.23.3', 24: '24.21.0' };

const CACHE = process.env.ZYNO_NODE_CACHE ?? join(homedir(), '.cache', 'zyno');

function registryPackage() {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (os === undefined || !['x64', 'arm64'].includes(process.arch)) {
    throw new Error(`No Node.js package for ${process.platform}-${process.arch} in this script.`);
  }
  return `node-${os}-${process.arch}`;
}

/** The `node` binary of this release, fetched into the cache the first time. */
export async function ensureNode(version) {
  const home = join(CACHE, `node-${version}`);
  const binary = join(home, 'bin', 'node');
  if (existsSync(binary)) return binary;

  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, `.node-${version}-`));
  try {
    console.log(`Fetching Node.js ${version} from the npm registry (${registryPackage()})…`);
    await run('npm', ['pack', `${registryPackage()}@${version}`, '--pack-destination', work], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) throw new Error(`npm pack left no tarball for Node.js ${version}.`);
    await run('tar', ['-xzf', join(work, tarball), '-C', work]);
    const reported = spawnSync(join(work, 'package', 'bin', 'node'), ['--version'], {
      encoding: 'utf8',
    }).stdout?.trim();
    if (reported !== `v${version}`) {
      throw new Error(`The fetched Node.js says ${reported ?? 'nothing'}, not v${version}.`);
    }
    // One rename: a run interrupted half-way leaves no half-filled cache entry behind.
    renameSync(join(work, 'package'), home);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

/** Runs `command` with this release's node first on PATH (npx, vitest workers, child scripts). */
export async function runWithNode(version, command, args) {
  const binary = await ensureNode(version);
  const env = { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` };
  await run(command, args, { env });
}

function resolveVersion(requested) {
  return TESTED_NODE_VERSIONS[requested] ?? requested;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [requested, command, ...args] = process.argv.slice(2);
  if (requested === undefined || command === undefined) {
    console.error(
      `usage: node scripts/with-node.mjs <${Object.keys(TESTED_NODE_VERSIONS).join('|')}|x.y.z> <command> [args…]`,
    );
    process.exit(2);
  }
  runWithNode(resolveVersion(requested), command, args).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
