// The reference server under load: `cli.ts` itself in a child process (so the load generator
// does not share its event loop), with the sign-in rate limit raised out of the way.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
/** ZYNO_LOGIN_RATE_LIMIT's maximum: far above what one machine can sign in per minute. */
const UNTHROTTLED = '1000000';
const START_TIMEOUT_MS = 120_000;

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** `location` is ZYNO_DATA_DIR or DATABASE_URL, as for `npm run server`. */
export async function startBenchServer(location: Record<string, string>): Promise<BenchServer> {
  const child = spawn(tsx, ['--tsconfig', 'server/tsconfig.json', 'server/src/cli.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      ...location,
      PORT: '0',
      ZYNO_WEB_DIR: fileURLToPath(new URL('./no-web-build', import.meta.url)),
      ZYNO_LOGIN_RATE_LIMIT: UNTHROTTLED,
      ZYNO_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Zyno is running at (\S+)/.exec(stdout);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${stderr}`));
    });
  });

  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
