// Verification against an enrolled finger: the probe is compared with each of its samples (the
// five presses and, as prepareEnrollment makes them, their merged template) and the best score
// counts (a probe need only overlap one of them well).

import { asPrepared, type TemplateInput } from './prepared-template.ts';
import { comparePrepared } from './template-comparison.ts';

/**
 * Scores at or above this are the same finger: a false-match rate of 1 in 100,000 per attempt
 * (a probe against one finger's enrolment — its 5 samples and their merged template, best
 * score), HID's SDK default. Calibrated on real prints (`npm run bench:fingerprint`,
 * 2026-11-28, minutiae weighted by quality, Gabor smoothing along the ridge 3.5 px): the 3,040
 * impostor attempts of FVC2002 DB2_B and FVC2004 DB1_B, within and across the sets (highest 2.8),
 * are too few to show 1e-5 directly, so their top 1% was fitted with an exponential tail (mean
 * excess 0.36), which puts FMR 1e-5 at 3.9 and its 95% upper bound at 5.1. The synthetic prints
 * are the check: 89,223 impostor attempts (careful presses and presses under HARD_CONDITIONS that
 * the reader accepts) may not reach the threshold, and their highest is 9.2. Synthetic fingers
 * from one generator pair more readily than the twenty real ones, and twenty real fingers cannot
 * rule out people whose prints pair like that, so the threshold is the lowest whole score above
 * both: 10. docs/fingerprints.md has the figures.
 */
export const ACCEPT_THRESHOLD = 10;

/**
 * Each e-fold fall in false-match rate costs this much score: the mean excess of the careful
 * synthetic impostors' top 0.1% (0.89 on 2026-11-27; 0.87 on 2026-11-28, kept at 0.89; 0.91 on
 * 2026-11-29, after the later extraction changes), wider than the real impostors' tail (0.42), so
 * a gallery's threshold rises at least as fast as real impostors' best scores do (at 10,000
 * fingers, 16.3; the real fit puts 1e-8 per finger at 7.3).
 */
export const IMPOSTOR_TAIL_SCALE = 0.91;

/** What one attempt against one finger may cost, and what a whole 1:N search may. */
const FINGER_FMR = 1e-5;
const SEARCH_FMR = 1e-4;

/**
 * The score a probe needs against a gallery of `gallerySize` fingers. A search compares the
 * probe with every finger, so its false-match rate is about gallerySize × the per-finger rate:
 * beyond SEARCH_FMR / FINGER_FMR fingers the threshold rises along the fitted tail so that
 * gallerySize × FMR stays at SEARCH_FMR (at 10,000 fingers, 1e-8 per finger).
 */
export function identificationThreshold(gallerySize: number, base = ACCEPT_THRESHOLD): number {
  const overBudget = (gallerySize * FINGER_FMR) / SEARCH_FMR;
  return base + IMPOSTOR_TAIL_SCALE * Math.log(Math.max(1, overBudget));
}

export function scoreAgainstEnrollment(
  probe: TemplateInput,
  samples: readonly TemplateInput[],
): number {
  const ready = asPrepared(probe);
  let best = 0;
  for (const sample of samples) best = Math.max(best, comparePrepared(ready, asPrepared(sample)));
  return best;
}
