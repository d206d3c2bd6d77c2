// Test support for the data directory's permissions: loosening a directory the way the embedded
// database used to leave it, and listing whatever group or others can reach.
import { chmodSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every path below `dir` (not `dir` itself), directories before what they hold. */
export function pathsBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...pathsBelow(path)] : [path];
  });
}

/** Directories 0777 and files 0666, the data directory included. */
export function loosen(dir: string): void {
  for (const path of [dir, ...pathsBelow(dir)]) {
    chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
  }
}

/** Each path group or others may use, with its mode, relative to `dir` ('.' for itself). */
export function reachableByOthers(dir: string): string[] {
  return [dir, ...pathsBelow(dir)]
    .map((path) => ({ path, mode: statSync(path).mode & 0o777 }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ path, mode }) => `${relative(dir, path) || '.'} ${mode.toString(8)}`);
}

/** The modes found, each with how many paths have it: `{ d700: 26, f600: 1012 }`. */
export function modeCounts(dir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of [dir, ...pathsBelow(dir)]) {
    const stats = statSync(path);
    const key = `${stats.isDirectory() ? 'd' : 'f'}${(stats.mode & 0o777).toString(8)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
