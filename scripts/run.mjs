// Small helpers for the project's scripts: run a command with inherited output, fail loudly.
import { spawn } from 'node:child_process';

/** Runs a command, resolving when it exits 0 and rejecting with its name otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function heading(text) {
  console.log(`\n\u001b[1m▶ ${text}\u001b[0m`);
}
