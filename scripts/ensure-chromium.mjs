// Makes sure Debian's Chromium is present for the end-to-end tests: installs it with apt when
// running as root, otherwise stops with the exact command to run.
import { ensureAptPackage } from './ensure-apt-package.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  return ensureAptPackage({
    path: CHROMIUM,
    aptPackage: 'chromium',
    name: 'Chromium',
    hint: ' (or set CHROMIUM_PATH to a Chromium binary)',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
