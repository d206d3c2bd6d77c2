// The benchmark's data: seeded synthetic fingers, each pressed a number of times, every
// impression run through the extractor (timed) so matching is measured on extracted, not
// ground-truth, minutiae.

import { extractMinutiae } from '../src/engine/index.ts';
import { cpuMilliseconds } from './cpu-clock.ts';
import { syntheticFinger } from '../src/synthetic/index.ts';
import type { Minutia } from '../src/template/minutia.ts';

export interface SyntheticSet {
  /** [finger][impression] → extracted minutiae. */
  readonly templates: readonly (readonly Minutia[][])[];
  /** CPU milliseconds per extraction, one per image. */
  readonly extractionMs: readonly number[];
}

export function buildSyntheticSet(
  firstSeed: number,
  fingers: number,
  impressions: number,
  progress: (done: number) => void,
): SyntheticSet {
  const templates: Minutia[][][] = [];
  const extractionMs: number[] = [];
  for (let f = 0; f < fingers; f += 1) {
    const presses: Minutia[][] = [];
    for (let i = 0; i < impressions; i += 1) {
      const { image } = syntheticFinger(firstSeed + f, i);
      const started = cpuMilliseconds();
      const { minutiae } = extractMinutiae(image);
      extractionMs.push(cpuMilliseconds() - started);
      presses.push(minutiae);
    }
    templates.push(presses);
    progress(f + 1);
  }
  return { templates, extractionMs };
}
