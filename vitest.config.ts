// Unit and integration tests, split by where the code runs.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

/** The server's tests (`server*` selects both projects that run them). */
const serverTests = {
  environment: 'node' as const,
  include: ['server/**/*.test.ts'],
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Server tests that replace a module with vi.mock. */
const MOCKS_A_MODULE = [
  'server/test/auth-family-properties.test.ts',
  'server/test/suite-family-properties.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/main/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/fixtures/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test/setup.ts'],
          // Room for findBy's 5 s wait (setup.ts) within one test.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          // Left out by negated globs, not `exclude`: a project's own exclude would drop the
          // command line's --exclude (scripts/test.mjs, scripts/run-unit-tests.mjs).
          include: [...serverTests.include, ...MOCKS_A_MODULE.map((file) => `!${file}`)],
          // A worker keeps the server's modules loaded from one test file to the next: every file
          // starts its own app on its own database (fixtures/app.ts), so nothing of one file's
          // state reaches another, and loading the modules again took a third of the run.
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that replace a module (vi.mock) need modules of their own.
        test: { ...serverTests, name: 'server-isolated', include: MOCKS_A_MODULE },
      },
      {
        extends: true,
        test: {
          name: 'fingerprint',
          environment: 'node',
          include: ['native/fingerprint/**/*.test.ts'],
          // Growing prints and matching them is compute work: room for a machine busy with others.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
