// Figures for one real-print set, as rows beside the synthetic ones: EER and FNMR at FMR 0.1%
// on the FVC pairs, enrolment FNMR/FMR at the accept threshold, failure to enrol, timings.

import { ACCEPT_THRESHOLD, identificationThreshold } from '../src/engine/index.ts';
import type { RealSet } from './real-sets.ts';
import type { ProtocolScores } from './real-protocol.ts';
import { equalErrorRate, fnmrAtFmr, quantile, shareAtOrAbove, sorted } from './score-statistics.ts';

export type Row = [name: string, value: string, target: string];

export const percent = (share: number): string =>
  `${(share * 100).toFixed(share > 0 && share < 0.001 ? 4 : 1)}%`;
export const figure = (value: number, digits = 1): string => value.toFixed(digits);

/** Targets printed beside a set's figures ('' for none). */
export interface RealSetTargets {
  readonly eer: string;
  readonly enrolmentFnmr: string;
}

export function realSetRows(set: RealSet, scores: ProtocolScores, targets: RealSetTargets): Row[] {
  const fvcGenuine = sorted(scores.fvcGenuine);
  const fvcImpostor = sorted(scores.fvcImpostor);
  const enrolGenuine = sorted(scores.enrolGenuine);
  const enrolImpostor = sorted(scores.enrolImpostor);
  const eer = equalErrorRate(fvcGenuine, fvcImpostor);
  const strict = fnmrAtFmr(fvcGenuine, fvcImpostor, 0.001);
  const counts = sorted(set.templates.flat().map((template) => template.length));
  const refused = Math.round(
    (1 - shareAtOrAbove(enrolGenuine, ACCEPT_THRESHOLD)) * enrolGenuine.length,
  );
  const accepted = Math.round(
    shareAtOrAbove(enrolImpostor, ACCEPT_THRESHOLD) * enrolImpostor.length,
  );
  const name = set.name;
  const searchThreshold = identificationThreshold(10_000);
  return [
    [
      `${name}: minutiae`,
      `median ${quantile(counts, 0.5)} (${quantile(counts, 0.05)}–${quantile(counts, 0.95)}), view quality median ${quantile(sorted(set.qualities.flat()), 0.5)}`,
      '',
    ],
    [
      `${name}: EER (FVC)`,
      `${percent(eer.rate)} at ${figure(eer.threshold)} (${fvcGenuine.length} genuine, ${fvcImpostor.length} impostor pairs)`,
      targets.eer,
    ],
    [
      `${name}: FNMR at FMR 0.1%`,
      `${percent(strict.fnmr)} (threshold ${figure(strict.threshold)})`,
      '',
    ],
    [
      `${name}: FVC pairs at ${ACCEPT_THRESHOLD}`,
      `FNMR ${percent(1 - shareAtOrAbove(fvcGenuine, ACCEPT_THRESHOLD))}, FMR ${percent(shareAtOrAbove(fvcImpostor, ACCEPT_THRESHOLD))}`,
      '',
    ],
    [
      `${name}: enrolment at ${ACCEPT_THRESHOLD}`,
      `FNMR ${percent(refused / enrolGenuine.length)} (${refused}/${enrolGenuine.length}), FMR ${percent(accepted / enrolImpostor.length)} (${accepted}/${enrolImpostor.length}); failed to enrol ${scores.failedToEnrol}/${set.templates.length}`,
      targets.enrolmentFnmr,
    ],
    [
      `${name}: enrolment, no hint among 10,000`,
      `FNMR ${percent(1 - shareAtOrAbove(enrolGenuine, searchThreshold))} at ${figure(searchThreshold)} (identificationThreshold)`,
      '',
    ],
    [
      `${name}: scores`,
      `impostor max ${figure(quantile(fvcImpostor, 1))} (FVC), ${figure(quantile(enrolImpostor, 1))} (enrolment); genuine enrolment min ${figure(quantile(enrolGenuine, 0))}, median ${figure(quantile(enrolGenuine, 0.5))}`,
      '',
    ],
    [
      `${name}: extraction (${set.imageSize})`,
      `${figure(quantile(sorted(set.extractionMs), 0.5))} ms CPU median, ${figure(quantile(sorted(set.extractionMs), 0.95))} ms 95th`,
      '≤ 50 ms',
    ],
  ];
}
