// Real-print sets — the development sets (FVC2002 DB2_B, FVC2004 DB1_B: 10 fingers × 8
// impressions, ../shared/fixtures/fingerprint-real/) and any held-out folder — read as the
// product reads a touch: each image extracted, written to the ISO/IEC 19794-2 record Zyno
// Desktop posts, decoded again as the server does.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractMinutiae } from '../src/engine/index.ts';
import { cpuMilliseconds } from './cpu-clock.ts';
import type { GreyImage } from '../src/driver/grey-image.ts';
import { decodePng } from '../src/png/index.ts';
import { decodeGreyTiff, TiffError } from './tiff-grey.ts';
import { decodeTemplateMinutiae, encodeIsoTemplate } from '../src/template/index.ts';
import type { Minutia } from '../src/template/minutia.ts';

export interface RealSet {
  readonly name: string;
  /** [finger][impression] → minutiae as the server decodes them. */
  readonly templates: readonly (readonly Minutia[][])[];
  /** [finger][impression] → the record's view quality (0–100). */
  readonly qualities: readonly (readonly number[])[];
  readonly extractionMs: readonly number[];
  readonly imageSize: string;
}

export const REAL_SETS = [
  { folder: 'fvc2002-db2b', name: 'FVC2002 DB2_B' },
  { folder: 'fvc2004-db1b', name: 'FVC2004 DB1_B' },
] as const;
export const REAL_IMPRESSIONS = 8;

/** The shared fixtures beside the repository, or null when this checkout has none. */
export function realFixturesRoot(repoRoot: string): string | null {
  const root = join(repoRoot, '..', 'shared', 'fixtures', 'fingerprint-real');
  return existsSync(root) ? root : null;
}

/**
 * One folder of `<finger>_<impression>` images, `.png` or `.tif` as databases publish them (FVC's
 * `101_1.tif`, Neurotechnology's `012_3_1.tif`: the finger is everything before the last
 * underscore), REAL_IMPRESSIONS of each finger, fingers in name order.
 */
export function loadRealSet(folder: string, name: string): RealSet {
  const templates: Minutia[][][] = [];
  const qualities: number[][] = [];
  const extractionMs: number[] = [];
  let imageSize = '';
  for (const finger of fingersIn(folder)) {
    const presses: Minutia[][] = [];
    const marks: number[] = [];
    for (let i = 1; i <= REAL_IMPRESSIONS; i += 1) {
      const image = readImpression(folder, `${finger}_${i}`);
      imageSize = `${image.width} × ${image.height}`;
      const started = cpuMilliseconds();
      const { minutiae, quality } = extractMinutiae(image);
      extractionMs.push(cpuMilliseconds() - started);
      const record = encodeIsoTemplate(minutiae, {
        width: image.width,
        height: image.height,
        quality,
      });
      presses.push(decodeTemplateMinutiae(record));
      marks.push(quality);
    }
    templates.push(presses);
    qualities.push(marks);
  }
  return { name, templates, qualities, extractionMs, imageSize };
}

/** The fingers a folder holds, each with impressions 1 to REAL_IMPRESSIONS and no others. */
function fingersIn(folder: string): string[] {
  const impressions = new Map<string, Set<number>>();
  for (const file of readdirSync(folder)) {
    const named = /^(.+)_(\d+)\.(?:png|tif)$/.exec(file);
    if (named === null) continue;
    const [, finger = '', impression = ''] = named;
    const seen = impressions.get(finger) ?? new Set<number>();
    seen.add(Number(impression));
    impressions.set(finger, seen);
  }
  if (impressions.size === 0) throw new Error(`${folder} holds no <finger>_<impression> images.`);
  const fingers = [...impressions.keys()].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  for (const finger of fingers) {
    const seen = impressions.get(finger) ?? new Set<number>();
    const complete =
      seen.size === REAL_IMPRESSIONS && [...seen].every((i) => i >= 1 && i <= REAL_IMPRESSIONS);
    if (!complete) {
      throw new Error(
        `${folder}: finger ${finger} has impressions ${[...seen].sort((a, b) => a - b).join(', ')}; 1–${REAL_IMPRESSIONS} wanted.`,
      );
    }
  }
  return fingers;
}

function readImpression(folder: string, name: string): GreyImage {
  const png = join(folder, `${name}.png`);
  if (existsSync(png)) return decodePng(readFileSync(png));
  const tiff = join(folder, `${name}.tif`);
  if (!existsSync(tiff)) throw new Error(`${folder} has no ${name}.png or ${name}.tif.`);
  try {
    return decodeGreyTiff(readFileSync(tiff));
  } catch (error) {
    if (error instanceof TiffError) throw new Error(`${tiff}: ${error.message}`);
    throw error;
  }
}
