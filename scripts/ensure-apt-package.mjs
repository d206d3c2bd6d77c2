// Makes sure a program the tests need from Debian is present: installs its package with apt when
// running as root, otherwise stops with the exact command to run.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** `hint` says how else to provide it (e.g. an environment variable naming another binary). */
export async function ensureAptPackage({ path, aptPackage, name, hint = '' }) {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${name} is missing at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y ${aptPackage}${hint}.`,
    );
  }
  console.log(`${name} is missing at ${path}; installing Debian's ${aptPackage} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-q'], { env });
  await run('apt-get', ['install', '-y', '-q', aptPackage], { env });
  if (!existsSync(path))
    throw new Error(`apt installed ${aptPackage} but ${path} is still missing.`);
}

/** Runs `ensure` when `moduleUrl` is the script node was started with, failing with its message. */
export function ensureWhenRun(moduleUrl, ensure) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  ensure().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
