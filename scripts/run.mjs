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

/**
 * Runs lanes of commands side by side (each lane's commands one after another), holding each
 * command's output until it ends so the log reads as if they had run in turn. Resolves when every
 * lane is done; rejects then, naming every command that failed.
 */
export async function runLanes(lanes) {
  const failures = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const { name, command, args } of lane) {
        const started = Date.now();
        const { code, output } = await runCaptured(command, args);
        heading(name);
        process.stdout.write(output);
        console.log(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
        if (code !== 0) {
          failures.push(`${[command, ...args].join(' ')} failed (exit ${code})`);
          return;
        }
      }
    }),
  );
  if (failures.length > 0) throw new Error(failures.join('; '));
}

function runCaptured(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? signal, output: Buffer.concat(chunks).toString() }),
    );
  });
}
