// Verification against an enrolled finger: the probe is compared with each of its samples and
// the best score counts (a probe need only overlap one of the five presses well).

import { asPrepared, type TemplateInput } from './prepared-template.ts';
import { comparePrepared } from './template-comparison.ts';

/**
 * Scores at or above this are the same finger.
 * PROVISIONAL: calibrated in the benchmark (bench/fingerprint-bench.ts).
 */
export const ACCEPT_THRESHOLD = 25;

export function scoreAgainstEnrollment(
  probe: TemplateInput,
  samples: readonly TemplateInput[],
): number {
  const ready = asPrepared(probe);
  let best = 0;
  for (const sample of samples) best = Math.max(best, comparePrepared(ready, asPrepared(sample)));
  return best;
}
