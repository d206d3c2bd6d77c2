// `npm start`: builds the web app, starts the reference server on its embedded database (demo
// seed on first start) and, where an Electron binary exists, opens Zyno Desktop against it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { heading, run } from './run.mjs';

const port = process.env.PORT ?? '4000';
const serverUrl = `http://127.0.0.1:${port}`;

function electronBinary() {
  try {
    // The electron package's main export is the binary's path; it throws when none was downloaded.
    const path = createRequire(import.meta.url)('electron');
    return typeof path === 'string' ? path : undefined;
  } catch {
    return undefined;
  }
}

heading('Building the web app');
await run('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn']);

heading('Starting the reference server');
const server = spawn('npx', ['tsx', '--tsconfig', 'server/tsconfig.json', 'server/src/cli.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

const electron = electronBinary();
if (electron === undefined) {
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
