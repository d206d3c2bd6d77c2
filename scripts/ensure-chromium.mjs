// Makes sure Debian's Chromium is present for the end-to-end tests: installs it with apt when
// running as root, otherwise stops with the exact command to run.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-q'], { env });
  await run('apt-get', ['install', '-y', '-q', 'chromium'], { env });
  if (!existsSync(CHROMIUM))
    throw new Error(`apt installed chromium but ${CHROMIUM} is still missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
