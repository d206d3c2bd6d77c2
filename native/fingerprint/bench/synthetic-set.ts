// The benchmark's data: seeded synthetic fingers, each pressed a number of times, every
// impression run through the extractor (timed) so matching is measured on extracted, not
// ground-truth, minutiae. As in Zyno Desktop, a capture the reader refuses (assessCaptureQuality,
// or fewer minutiae than a sample needs) never becomes a sample: the person presses again.

import {
  assessCaptureQuality,
  extractMinutiae,
  type CaptureQualityIssue,
} from '../src/engine/index.ts';
import { cpuMilliseconds } from './cpu-clock.ts';
import { MIN_SAMPLE_MINUTIAE } from './real-protocol.ts';
import { syntheticFinger, type ImpressionConditions } from '../src/synthetic/index.ts';
import type { Minutia } from '../src/template/minutia.ts';

export interface SyntheticSet {
  /** [finger][impression] → extracted minutiae, or null for a capture the reader refused. */
  readonly templates: readonly (readonly (Minutia[] | null)[])[];
  /** CPU milliseconds per extraction, one per image. */
  readonly extractionMs: readonly number[];
  /** Why the reader refused captures: the capture check's issue, or too few minutiae. */
  readonly refusals: Readonly<Record<CaptureQualityIssue | 'too few minutiae', number>>;
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
  const refusals = { smudged: 0, faint: 0, 'off-centre': 0, 'too few minutiae': 0 };
  for (let f = 0; f < fingers; f += 1) {
    const presses: (Minutia[] | null)[] = [];
    for (let i = 0; i < impressions; i += 1) {
      const { image } = syntheticFinger(
        firstSeed + f,
        i,
        conditions === undefined ? {} : { conditions },
      );
      const started = cpuMilliseconds();
      const { minutiae } = extractMinutiae(image);
      extractionMs.push(cpuMilliseconds() - started);
      const { issue } = assessCaptureQuality(image);
      const refusal =
        issue ?? (minutiae.length < MIN_SAMPLE_MINUTIAE ? ('too few minutiae' as const) : null);
      if (refusal !== null) refusals[refusal] += 1;
      presses.push(refusal === null ? minutiae : null);
    }
    templates.push(presses);
    progress(f + 1);
  }
  return { templates, extractionMs, refusals };
}
