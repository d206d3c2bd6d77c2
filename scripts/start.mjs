// `npm start`: builds the web app and the reference server (compiled JavaScript), starts the server
// on its embedded database (demo seed on first start) and, where an Electron binary exists, opens
// Zyno Desktop against it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { heading, run } from './run.mjs';

const port = process.env.PORT ?? '4000';
/** How the server runs: the compiled bundle (server/bench/bench-server.ts starts it the same way). */
const SERVER_ARGS = ['--max-semi-space-size=2', 'server/dist/cli.js'];
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

heading('Building the reference server');
// Compiled JavaScript, as in production (docs/deploy.md): no TypeScript loader in the server's
// process (tsx's is about 40 MB of its memory; docs/server-performance.md). esbuild takes a
// second or two.
await run(process.execPath, ['scripts/build-server.mjs']);

heading('Starting the reference server');
// Semi-spaces of 2 MB instead of 16: the young generation stays small after start-up's bursts
// (about 25 MB less resident; docs/server-performance.md).
const server = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
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

/**
 * Until the server answers: a first start creates, migrates and seeds the database, which took
 * over two minutes on a loaded 2-core machine. A server that never answers is stopped, not left
 * running behind the failed start.
 */
async function waitForServer(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The server did not answer at ${url} within 5 minutes.`);
}
