// The real-print development sets (FVC2002 DB2_B, FVC2004 DB1_B: 10 fingers × 8 impressions,
// ../shared/fixtures/fingerprint-real/) read as the product reads a touch: each PNG extracted,
// written to the ISO/IEC 19794-2 record Zyno Desktop posts, decoded again as the server does.

import { existsSync, readFileSync } from 'node:fs';
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
export const REAL_FINGERS = 10;
export const REAL_IMPRESSIONS = 8;
const FIRST_FINGER = 101;

/** The shared fixtures beside the repository, or null when this checkout has none. */
export function realFixturesRoot(repoRoot: string): string | null {
  const root = join(repoRoot, '..', 'shared', 'fixtures', 'fingerprint-real');
  return existsSync(root) ? root : null;
}

/**
 * `<finger>_<impression>.png` files of one folder, or `.tif` as the FVC competitions publish
 * them (8-bit grey, uncompressed); fingers and impressions count from 1.
 */
export function loadRealSet(
  folder: string,
  name: string,
  fingers = REAL_FINGERS,
  firstFinger = FIRST_FINGER,
): RealSet {
  const templates: Minutia[][][] = [];
  const qualities: number[][] = [];
  const extractionMs: number[] = [];
  let imageSize = '';
  for (let f = 0; f < fingers; f += 1) {
    const presses: Minutia[][] = [];
    const marks: number[] = [];
    for (let i = 1; i <= REAL_IMPRESSIONS; i += 1) {
      const image = readImpression(folder, `${firstFinger + f}_${i}`);
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
