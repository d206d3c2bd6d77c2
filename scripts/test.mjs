// `npm test`: typecheck, lint, formatting, knip, unit tests (then again on each other supported Node
// LTS line), builds, the desktop security scan, then end-to-end tests in Debian's Chromium against
// the real server. `npm test -- e2e` runs only the end-to-end part.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureRedis } from './ensure-redis.mjs';
import { heading, run, runLanes } from './run.mjs';
import { runWithNode, TESTED_NODE_VERSIONS } from './with-node.mjs';

const npm = (script) => run('npm', ['run', '--silent', script]);
const npmStep = (name, scriptName) => ({
  name,
  command: 'npm',
  args: ['run', '--silent', scriptName],
});
const onlyEndToEnd = process.argv.includes('e2e');

const steps = [
  [
    'redis-server (the Redis bus and rate-limit store tests, and multi-server.spec.ts)',
    () => ensureRedis(),
  ],
  ...(onlyEndToEnd
    ? []
    : [
        // Two lanes on the two cores: lint alone (the longest), the other checks one by one.
        [
          'Static checks: lint | typecheck, formatting, knip (side by side)',
          () =>
            runLanes([
              [npmStep('Lint', 'lint')],
              [
                npmStep('Typecheck (node, web, server, fingerprint)', 'typecheck'),
                npmStep('Formatting', 'format:check'),
                npmStep('Unused files, exports and dependencies (knip)', 'knip'),
              ],
            ]),
        ],
        ['Unit and integration tests', () => npm('test:unit')],
        // Each supported LTS line at its pinned release: the code that runs on Node.js in the
        // product (the server on PGlite, the desktop's main-process modules, the fingerprint
        // engine). The renderer's tests are left out: that code runs in Chromium, not Node.js;
        // so are the PostgreSQL server's (test:unit's).
        ...Object.values(TESTED_NODE_VERSIONS).map((version) => [
          `Unit and integration tests on Node.js ${version} (node, server on PGlite, fingerprint)`,
          () =>
            runWithNode(version, 'npx', [
              'vitest',
              'run',
              ...['--project', 'node', '--project', 'server*', '--project', 'fingerprint'],
              '--exclude',
              '**/postgres.test.ts',
              '--exclude',
              '**/multi-process.test.ts',
            ]),
        ]),
      ]),
  ['Build Zyno Desktop (electron-vite)', () => npm('build:desktop')],
  ['Build the web app', () => npm('build:web')],
  ...(onlyEndToEnd
    ? []
    : [['Security scan (Electronegativity over the desktop build)', () => npm('security-scan')]]),
  ['Chromium', () => ensureChromium()],
  ['nginx (two server processes behind it: tests/e2e/multi-server.spec.ts)', () => ensureNginx()],
  [
    'End-to-end tests (Playwright, Chromium, real server; PostgreSQL for multi-server.spec.ts)',
    () => run('node', ['scripts/with-test-postgres.mjs', 'npx', 'playwright', 'test']),
  ],
];

const started = Date.now();
try {
  for (const [name, step] of steps) {
    heading(name);
    const stepStarted = Date.now();
    await step();
    console.log(`${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  }
  console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
