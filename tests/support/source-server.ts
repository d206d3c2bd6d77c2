// A second reference server for a spec that needs its own configuration, run from source with tsx
// on a free port. tsx is started itself, not through npx: npx does not pass SIGTERM on, and the
// server used to outlive the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SourceServer {
  url: string;
  /** SIGTERM; resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `script` (server/src/cli.ts or tests/support/e2e-server.ts) with `env`, and resolves with
 * the address the first output line matching `ready` names (its first group).
 */
export async function startSourceServer(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<SourceServer> {
  const child = spawn('node_modules/.bin/tsx', ['--tsconfig', 'server/tsconfig.json', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const found = ready.exec(line)?.[1];
      if (found !== undefined) resolve(found);
    });
    void exited.then(() => {
      reject(new Error(`The server exited before it was ready:\n${lines.join('\n')}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
