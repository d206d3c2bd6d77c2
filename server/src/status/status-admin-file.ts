// The status admin file, `<data dir>/status-admin.json`: how `cli.ts incident …` reaches a
// server that holds the embedded database (PGlite allows one process per data directory). The
// server writes it while starting (pid only) and once listening (its URL and the status admin
// token), and removes it when it stops. Readable by its owner only; it grants no more than the
// database files beside it already do.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const STATUS_ADMIN_FILE = 'status-admin.json';

const statusAdminFileSchema = z.object({
  pid: z.number().int().positive(),
  /** Null while the server is starting. */
  url: z.url().nullable(),
  token: z.string().min(1).nullable(),
});
export type StatusAdminFile = z.infer<typeof statusAdminFileSchema>;

export function statusAdminFilePath(dataDir: string): string {
  return join(dataDir, STATUS_ADMIN_FILE);
}

export function writeStatusAdminFile(dataDir: string, contents: StatusAdminFile): void {
  mkdirSync(dataDir, { recursive: true });
  const path = statusAdminFilePath(dataDir);
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, path);
}

/** Null when there is no file or it is not one this server wrote. */
export function readStatusAdminFile(dataDir: string): StatusAdminFile | null {
  let text: string;
  try {
    text = readFileSync(statusAdminFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = statusAdminFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is `pid`'s, so a stopping server never removes another's. */
export function removeStatusAdminFile(dataDir: string, pid: number): void {
  if (readStatusAdminFile(dataDir)?.pid === pid)
    rmSync(statusAdminFilePath(dataDir), { force: true });
}

/** Whether a process with this id exists (a file left by a crashed server names a dead one). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
