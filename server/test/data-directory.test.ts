// The embedded database's directory as the server finds it: made owner-only on start, with what
// the running server writes staying so; refused, untouched, when it is not a directory or not
// wholly the server user's.
import {
  chmodSync,
  chownSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secureDataDirectory, UnsafeDataDirectoryError } from '../src/db/data-directory';
import { startServer } from '../src/start';
import { useScratchDirs } from './fixtures/cli';
import { loosen, modeCounts, reachableByOthers } from './fixtures/data-directory';
import { NO_WEB_BUILD, passwordLoginAt } from './fixtures';

const scratch = useScratchDirs();

/** A small tree as a careless tool leaves it: everything readable and writable by anyone. */
function looseTree(): string {
  const dir = scratch();
  mkdirSync(join(dir, 'base', '5'), { recursive: true });
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'base', '5', '1259'), 'pages');
  loosen(dir);
  return dir;
}

const uid = process.getuid?.() ?? 0;
const isRoot = uid === 0;

/** The message secureDataDirectory refuses `dir` with. */
function refusal(dir: string, serverUid = uid): string {
  try {
    secureDataDirectory(dir, serverUid);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafeDataDirectoryError);
    return (error as Error).message;
  }
  throw new Error('The data directory was not refused.');
}

describe('secureDataDirectory', () => {
  it('creates a missing directory, and its missing parents, owner-only', () => {
    const dir = join(scratch(), 'zyno', '.data');
    secureDataDirectory(dir, uid);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(reachableByOthers(join(dir, '..', '..'))).toEqual([]);
  });

  it('makes directories 0700 and files 0600', () => {
    const dir = looseTree();
    expect(modeCounts(dir)).toEqual({ d777: 3, f666: 2 });
    secureDataDirectory(dir, uid);
    expect(modeCounts(dir)).toEqual({ d700: 3, f600: 2 });
  });

  it('refuses a path that is not a directory and leaves it as it was', () => {
    const file = join(scratch(), 'data');
    writeFileSync(file, 'not a database', { mode: 0o644 });
    expect(refusal(file)).toBe(`the data directory ${file} is not a directory.`);
    expect(readFileSync(file, 'utf8')).toBe('not a database');
    expect(statSync(file).mode & 0o777).toBe(0o644);
    expect(refusal(join(file, '.data'))).toBe(
      `the data directory ${join(file, '.data')} cannot be used: a part of its path is a file, not a directory.`,
    );
  });

  it('refuses a directory another user owns, changing nothing', () => {
    const dir = looseTree();
    const otherUser = uid + 1;
    expect(refusal(dir, otherUser)).toBe(
      `the data directory ${dir} is owned by user ${uid}, but the server runs as user ${otherUser}. Start the server as the user that owns the data directory.`,
    );
    expect(modeCounts(dir)).toEqual({ d777: 3, f666: 2 });
  });

  it.skipIf(!isRoot)('refuses a file another user owns, naming it, changing nothing', () => {
    const dir = looseTree();
    const planted = join(dir, 'base', '5', '1259');
    chownSync(planted, 4242, 4242);
    expect(refusal(dir)).toBe(
      `the data directory ${dir} holds ${planted}, owned by user 4242, but the server runs as user ${uid}. Everything in the data directory must belong to the user the server runs as.`,
    );
    expect(modeCounts(dir)).toEqual({ d777: 3, f666: 2 });
  });

  it('refuses a symbolic link inside rather than follow it, changing nothing', () => {
    const dir = looseTree();
    const outside = join(scratch(), 'elsewhere');
    writeFileSync(outside, 'someone else’s', { mode: 0o644 });
    const link = join(dir, 'base', 'link');
    symlinkSync(outside, link);
    expect(refusal(dir)).toBe(
      `the data directory ${dir} holds ${link}, which is neither a file nor a directory (a symbolic link). Only the database's own files belong there.`,
    );
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(statSync(dir).mode & 0o777).toBe(0o777);
  });
});

async function signIn(url: string): Promise<void> {
  const response = await passwordLoginAt(url, 'ava.admin@harbor.example', { rememberMe: true });
  expect(response.status).toBe(200);
}

describe('startServer on the embedded database', () => {
  const start = (dataDir: string) =>
    startServer({ port: 0, host: '127.0.0.1', dataDir, webDir: NO_WEB_BUILD });

  it('keeps a new database owner-only, and tightens one left open to everyone', async () => {
    const dataDir = scratch();
    chmodSync(dataDir, 0o777);

    // A new database: PGlite lays out its files readable by anyone.
    const first = await start(dataDir);
    try {
      expect(reachableByOthers(dataDir)).toEqual([]);
      await signIn(first.url);
    } finally {
      await first.close();
    }
    expect(reachableByOthers(dataDir)).toEqual([]);

    // The same database as the issue found it: directories 0777, files 0666.
    loosen(dataDir);
    expect(modeCounts(dataDir).f666).toBeGreaterThan(900);
    const second = await start(dataDir);
    try {
      expect(reachableByOthers(dataDir)).toEqual([]);
      await signIn(second.url);
      expect(reachableByOthers(dataDir)).toEqual([]);
    } finally {
      await second.close();
    }
    expect(reachableByOthers(dataDir)).toEqual([]);
  }, 240_000);

  it('refuses a data directory that is not a directory before opening anything', async () => {
    const file = join(scratch(), 'data');
    writeFileSync(file, 'not a database', { mode: 0o644 });
    await expect(start(file)).rejects.toThrow(`the data directory ${file} is not a directory.`);
    expect(readFileSync(file, 'utf8')).toBe('not a database');
  });
});
