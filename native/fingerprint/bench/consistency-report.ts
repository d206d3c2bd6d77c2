// How often enrolment's consistency check (engine/enrollment-consistency.ts) asks a genuine
// person to press again, and how often it catches a foreign press: on each set, each finger's
// five enrolment presses as pressed, and with one press swapped for another finger's (same
// position), at the consistency threshold and at nearby ones.

import {
  CONSISTENCY_THRESHOLD,
  disagreeingPresses,
  prepareTemplate,
  pressAgreement,
} from '../src/engine/index.ts';
import type { Minutia } from '../src/template/minutia.ts';
import { figure, percent, type Row } from './real-report.ts';

const ENROLLED = 5;
const SWEEP = [3, 4, 5, 6, 7, 8, 10];

interface ConsistencyCounts {
  readonly reasked: number;
  readonly enrolments: number;
  readonly caught: number;
  readonly swaps: number;
}

/** Re-asks among genuine enrolments and caught swaps at `threshold`, from a press score matrix. */
function countAt(
  fingers: number,
  agreement: (a: number, b: number) => number,
  threshold: number,
): ConsistencyCounts {
  let reasked = 0;
  let caught = 0;
  let swaps = 0;
  for (let f = 0; f < fingers; f += 1) {
    const own = Array.from({ length: ENROLLED }, (_, k) => f * ENROLLED + k);
    const at = (presses: readonly number[]) => (i: number, j: number) =>
      agreement(presses[i] as number, presses[j] as number);
    if (disagreeingPresses(ENROLLED, at(own), threshold).length > 0) reasked += 1;
    for (let g = 0; g < fingers; g += 1) {
      if (g === f) continue;
      for (let k = 0; k < ENROLLED; k += 1) {
        const mixed = own.with(k, g * ENROLLED + k);
        swaps += 1;
        if (disagreeingPresses(ENROLLED, at(mixed), threshold).includes(k)) caught += 1;
      }
    }
  }
  return { reasked, enrolments: fingers, caught, swaps };
}

export function consistencyRows(
  name: string,
  fingers: readonly (readonly (Minutia[] | null)[])[],
): Row[] {
  // A press the reader refused is pressed again before enrolment compares presses: only fingers
  // whose five enrolment presses were all captured are checked.
  const templates = fingers.flatMap((impressions) => {
    const enrolment = impressions.slice(0, ENROLLED);
    return enrolment.every((press) => press !== null) ? [enrolment] : [];
  });
  const presses = templates.flatMap((impressions) => impressions.map(prepareTemplate));
  const score = pressAgreement(presses);
  const matrix = presses.map((_a, i) => presses.map((_b, j) => (i < j ? score(i, j) : 0)));
  const agreement = (a: number, b: number) =>
    a < b ? (matrix[a]?.[b] ?? 0) : (matrix[b]?.[a] ?? 0);
  const describe = (threshold: number) => {
    const c = countAt(templates.length, agreement, threshold);
    return `re-ask ${c.reasked}/${c.enrolments}, foreign caught ${percent(c.caught / c.swaps)} of ${c.swaps}`;
  };
  return [
    [
      `${name}: enrolment consistency at ${figure(CONSISTENCY_THRESHOLD)}`,
      describe(CONSISTENCY_THRESHOLD),
      '',
    ],
    [
      `${name}: consistency sweep`,
      SWEEP.map((threshold) => `${threshold}: ${describe(threshold)}`).join('; '),
      '',
    ],
  ];
}
