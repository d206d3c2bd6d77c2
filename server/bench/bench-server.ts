// The reference server under load: the compiled server in a child process (so the load generator
// does not share its event loop), with the sign-in rate limit raised out of the way. It is built
// and started as `npm start` runs it (scripts/start.mjs: scripts/build-server.mjs, then Node on
// server/dist/cli.js with 2 MB semi-spaces), so the child is the server and its memory the
// server's. Other servers (bare-renewal-server.ts) run from TypeScript through tsx.
import { execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const BUILT_CLI = 'server/dist/cli.js';
/** ZYNO_LOGIN_RATE_LIMIT's maximum: far above what one machine can sign in per minute. */
const UNTHROTTLED = '1000000';
/** A fresh PGlite start migrates and seeds; on a loaded machine that has taken over two minutes. */
const START_TIMEOUT_MS = 300_000;

let built: Promise<unknown> | undefined;

/**
 * Builds the server once per benchmark process, as `npm start` does before it starts it; a
 * benchmark that times the start awaits it first, so the build is not counted.
 */
export function buildServer(): Promise<unknown> {
  built ??= promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot });
  return built;
}

export interface BenchServer {
  url: string;
  /** The server process's resident memory in MB; null where /proc cannot tell (not Linux). */
  residentMb(): number | null;
  /** CPU seconds the server process has used (user + system); null where /proc cannot tell. */
  cpuSeconds(): number | null;
  /**
   * The same split between the process's main thread (the event loop) and its other threads
   * (libuv's pool, where argon2id runs, and V8's helpers); null where /proc cannot tell.
   */
  threadCpuSeconds(): ThreadCpu | null;
  stop(): Promise<void>;
}

/**
 * `location` is ZYNO_DATA_DIR or DATABASE_URL, as for `npm run server`; `script` another server,
 * run through tsx, that prints the same line when listening (bare-renewal-server.ts).
 */
export async function startBenchServer(
  location: Record<string, string>,
  script?: string,
): Promise<BenchServer> {
  // As scripts/start.mjs starts the server (its semi-space size included).
  if (script === undefined) await buildServer();
  const entry = script === undefined ? [BUILT_CLI] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, ['--max-semi-space-size=2', ...entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      TSX_TSCONFIG_PATH: 'server/tsconfig.json',
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
    residentMb: () => (child.pid === undefined ? null : residentMb(child.pid)),
    cpuSeconds: () => (child.pid === undefined ? null : cpuSeconds(child.pid)),
    threadCpuSeconds: () => (child.pid === undefined ? null : threadCpuSeconds(child.pid)),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}

function procFile(pid: number, name: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return null;
  }
}

function residentMb(pid: number): number | null {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(procFile(pid, 'status') ?? '');
  return match?.[1] === undefined ? null : Number(match[1]) / 1024;
}

/** utime and stime, the 14th and 15th fields of a stat file, in clock ticks (100 a second). */
function statSeconds(stat: string | null): number | null {
  const fields = stat?.split(') ')[1]?.split(' ');
  const ticks = Number(fields?.[11]) + Number(fields?.[12]);
  return Number.isFinite(ticks) ? ticks / 100 : null;
}

function cpuSeconds(pid: number): number | null {
  return statSeconds(procFile(pid, 'stat'));
}

export interface ThreadCpu {
  main: number;
  others: number;
}

/** The main thread is the task whose id is the process's; a thread that ended is not counted. */
function threadCpuSeconds(pid: number): ThreadCpu | null {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  const split: ThreadCpu = { main: 0, others: 0 };
  for (const task of tasks) {
    const seconds = statSeconds(procFile(pid, `task/${task}/stat`));
    if (seconds === null) continue;
    if (task === String(pid)) split.main += seconds;
    else split.others += seconds;
  }
  return split;
}
