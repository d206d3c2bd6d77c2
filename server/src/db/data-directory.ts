// The embedded database's directory (ZYNO_DATA_DIR) holds every secret the server keeps: its
// token signing keys, the realtime secret, the status admin token. Like PostgreSQL's data
// directory it must be its owner's alone: refuse one that is not ours, else make it owner-only.
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const DATA_DIRECTORY_MODE = 0o700;
const DATA_FILE_MODE = 0o600;
const PERMISSION_BITS = 0o777;

/** Why the server will not use a data directory; the message names it and what is wrong. */
export class UnsafeDataDirectoryError extends Error {
  override name = 'UnsafeDataDirectoryError';
}

interface Entry {
  path: string;
  stats: Stats;
}

/**
 * Creates the directory when missing, refuses it when it is not a directory or holds anything
 * another user owns (changing nothing then), and otherwise sets every directory in it to 0700
 * and every file to 0600. `uid` is the user the server runs as; there is none on Windows.
 */
export function secureDataDirectory(dataDir: string, uid = process.getuid?.()): void {
  const top = statDataDirectory(dataDir);
  if (top === null) {
    mkdirSync(dataDir, { recursive: true, mode: DATA_DIRECTORY_MODE });
    chmodSync(dataDir, DATA_DIRECTORY_MODE);
    return;
  }
  if (!top.isDirectory()) {
    throw new UnsafeDataDirectoryError(`the data directory ${dataDir} is not a directory.`);
  }
  if (uid !== undefined && top.uid !== uid) {
    throw new UnsafeDataDirectoryError(
      `the data directory ${dataDir} is owned by user ${top.uid}, but the server runs as user ${uid}. Start the server as the user that owns the data directory.`,
    );
  }
  // Everything is checked before anything is changed.
  const entries = entriesBelow(dataDir, dataDir, uid);
  tighten({ path: dataDir, stats: top });
  for (const entry of entries) tighten(entry);
}

function entriesBelow(dataDir: string, directory: string, uid: number | undefined): Entry[] {
  const entries: Entry[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    // lstat: a symbolic link is judged as itself, never followed to what it points at.
    const stats = statIfPresent(path, lstatSync);
    if (stats === null) continue;
    if (!stats.isFile() && !stats.isDirectory()) {
      throw new UnsafeDataDirectoryError(
        `the data directory ${dataDir} holds ${path}, which is neither a file nor a directory (${kind(stats)}). Only the database's own files belong there.`,
      );
    }
    if (uid !== undefined && stats.uid !== uid) {
      throw new UnsafeDataDirectoryError(
        `the data directory ${dataDir} holds ${path}, owned by user ${stats.uid}, but the server runs as user ${uid}. Everything in the data directory must belong to the user the server runs as.`,
      );
    }
    entries.push({ path, stats });
    if (stats.isDirectory()) entries.push(...entriesBelow(dataDir, path, uid));
  }
  return entries;
}

function tighten({ path, stats }: Entry): void {
  const mode = stats.isDirectory() ? DATA_DIRECTORY_MODE : DATA_FILE_MODE;
  if ((stats.mode & PERMISSION_BITS) === mode) return;
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

function statDataDirectory(dataDir: string): Stats | null {
  try {
    return statIfPresent(dataDir, statSync);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOTDIR') {
      throw new UnsafeDataDirectoryError(
        `the data directory ${dataDir} cannot be used: a part of its path is a file, not a directory.`,
      );
    }
    throw error;
  }
}

/** Null when the path does not exist (or vanished while the directory was read). */
function statIfPresent(path: string, stat: (path: string) => Stats): Stats | null {
  try {
    return stat(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function kind(stats: Stats): string {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isSocket()) return 'a socket';
  if (stats.isFIFO()) return 'a named pipe';
  return 'a device';
}
