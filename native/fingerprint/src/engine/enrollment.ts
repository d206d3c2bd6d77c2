// Verification against an enrolled finger: the probe is compared with each of its samples and
// the best score counts (a probe need only overlap one of the five presses well).

import type { Minutia } from '../template/minutia.ts';
import { prepareTemplate, type PreparedTemplate } from './prepared-template.ts';
import { comparePrepared } from './template-comparison.ts';

/**
 * Scores at or above this are the same finger.
 * PROVISIONAL: calibrated in the benchmark (bench/fingerprint-bench.ts).
 */
export const ACCEPT_THRESHOLD = 25;

export type TemplateInput = readonly Minutia[] | PreparedTemplate;

function prepared(template: TemplateInput): PreparedTemplate {
  return Array.isArray(template) ? prepareTemplate(template) : (template as PreparedTemplate);
}

export function scoreAgainstEnrollment(
  probe: TemplateInput,
  samples: readonly TemplateInput[],
): number {
  const ready = prepared(probe);
  let best = 0;
  for (const sample of samples) best = Math.max(best, comparePrepared(ready, prepared(sample)));
  return best;
}
