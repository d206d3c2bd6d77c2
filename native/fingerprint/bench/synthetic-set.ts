// The benchmark's data: seeded synthetic fingers, each pressed a number of times, every
// impression run through the extractor (timed) so matching is measured on extracted, not
// ground-truth, minutiae. As in Zyno Desktop, a capture the reader refuses (readCapture: smudged,
// off-centre, or too few minutiae, faint or not) never becomes a sample: the person presses again.

import { extractMinutiae, readCapture, type CaptureRefusal } from '../src/engine/index.ts';
import { cpuMilliseconds } from './cpu-clock.ts';
import { syntheticFinger, type ImpressionConditions } from '../src/synthetic/index.ts';
import type { Minutia } from '../src/template/minutia.ts';

export interface SyntheticSet {
  /** [finger][impression] → extracted minutiae, or null for a capture the reader refused. */
  readonly templates: readonly (readonly (Minutia[] | null)[])[];
  /** CPU milliseconds per extraction, one per image. */
  readonly extractionMs: readonly number[];
  /** Why the reader refused captures. */
  readonly refusals: Readonly<Record<CaptureRefusal, number>>;
}

export function buildSyntheticSet(
  firstSeed: number,
  fingers: number,
  impressions: number,
  progress: (done: number) => void,
  conditions?: ImpressionConditions,
): SyntheticSet {
  const templates: (Minutia[] | null)[][] = [];
  const extractionMs: number[] = [];
  const refusals: Record<CaptureRefusal, number> = {
    smudged: 0,
    faint: 0,
    'off-centre': 0,
    'too-few-minutiae': 0,
  };
  for (let f = 0; f < fingers; f += 1) {
    const presses: (Minutia[] | null)[] = [];
    for (let i = 0; i < impressions; i += 1) {
      const { image } = syntheticFinger(
        firstSeed + f,
        i,
        conditions === undefined ? {} : { conditions },
      );
      const started = cpuMilliseconds();
      const extraction = extractMinutiae(image);
      extractionMs.push(cpuMilliseconds() - started);
      const { refused } = readCapture(image, () => extraction);
      if (refused !== null) refusals[refused] += 1;
      presses.push(refused === null ? extraction.minutiae : null);
    }
    templates.push(presses);
    progress(f + 1);
  }
  return { templates, extractionMs, refusals };
}
