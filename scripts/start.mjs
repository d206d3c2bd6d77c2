// `npm start`: builds the web app, starts the reference server on its embedded database (demo
// seed on first start) and, where an Electron binary exists, opens Zyno Desktop against it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { heading, run } from './run.mjs';

const port = process.env.PORT ?? '4000';
const serverUrl = `http://127.0.0.1:${port}`;

/**
 * The downloaded Electron binary, if any. Read from the electron package's files rather than by
 * requiring it: its main export tries to download the binary when it is missing.
 */
function electronBinary() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

heading('Building the web app');
await run('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn']);

heading('Starting the reference server');
// Semi-spaces of 2 MB instead of 16: the young generation stays small after start-up's bursts
// (about 25 MB less resident; docs/server-performance.md).
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=2', '--import', 'tsx', 'server/src/cli.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, TSX_TSCONFIG_PATH: 'server/tsconfig.json' },
  },
);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

const electron = electronBinary();
if (electron === undefined) {
  await waitForServer(`${serverUrl}/api/health`);
  console.log(
    'Zyno Desktop: the desktop shell is unavailable on this machine (no Electron binary); use the URL above.',
  );
} else {
  await run('npx', ['electron-vite', 'build', '--logLevel', 'warn']);
  await waitForServer(`${serverUrl}/api/health`);
  const desktop = spawn(electron, ['.'], {
    stdio: 'inherit',
    env: { ...process.env, ZYNO_SERVER_URL: serverUrl },
  });
  desktop.on('exit', () =>
    console.log('Zyno Desktop closed; the server keeps running (Ctrl+C to stop).'),
  );
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url}.`);
}
