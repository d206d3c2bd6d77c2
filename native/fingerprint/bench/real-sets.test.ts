// Held-out folders as databases publish them: fingers found from the file names (FVC's
// `101_1`, Neurotechnology's `012_3_1`), in name order, each read through the product's path;
// a folder with a finger short of impressions is refused by name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractMinutiae } from '../src/engine/index.ts';
import { encodePng } from '../src/png/index.ts';
import { syntheticFinger } from '../src/synthetic/index.ts';
import { loadRealSet, REAL_IMPRESSIONS } from './real-sets.ts';

let folder = '';
afterEach(() => {
  if (folder !== '') rmSync(folder, { recursive: true, force: true });
});

function folderOf(fingers: Record<string, number>, impressions = REAL_IMPRESSIONS): string {
  folder = mkdtempSync(join(tmpdir(), 'zyno-real-set-'));
  for (const [name, seed] of Object.entries(fingers)) {
    for (let i = 1; i <= impressions; i += 1) {
      writeFileSync(join(folder, `${name}_${i}.png`), encodePng(syntheticFinger(seed, i).image));
    }
  }
  writeFileSync(join(folder, 'README.txt'), 'not an impression');
  return folder;
}

describe('loadRealSet', () => {
  it('finds the fingers from the file names, in name order, each read as the product reads it', () => {
    const set = loadRealSet(folderOf({ '012_10': 31, '012_2': 32, '013_1': 33 }), 'sample');
    expect(set.templates).toHaveLength(3);
    // 012_2 comes before 012_10: names compare with their numbers as numbers.
    [32, 31, 33].forEach((seed, finger) => {
      const extracted = extractMinutiae(syntheticFinger(seed, 1).image).minutiae;
      const read = set.templates[finger]?.[0] ?? [];
      expect(read).toHaveLength(extracted.length);
      expect(read.map(({ x, y }) => [x, y])).toEqual(extracted.map(({ x, y }) => [x, y]));
    });
    expect(set.templates.every((presses) => presses.length === REAL_IMPRESSIONS)).toBe(true);
    expect(set.imageSize).toBe('384 × 290');
  }, 60_000);

  it('refuses a folder where a finger is short of impressions, or that holds none', () => {
    expect(() => loadRealSet(folderOf({ '101': 41 }, 5), 'short')).toThrow(
      /finger 101 has impressions 1, 2, 3, 4, 5; 1–8 wanted/,
    );
    expect(() => loadRealSet(folderOf({}), 'empty')).toThrow(
      /holds no <finger>_<impression> images/,
    );
  });
});
