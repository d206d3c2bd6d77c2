// The two protocols the real sets are scored by (fixtures README): FVC — every pair of
// impressions of a finger is genuine (28 per finger), every pair of impressions of different
// fingers impostor — and enrolment — impressions 1–5 enrol (with their merged template, as the
// server keeps them), 6–8 probe every enrolment.

import {
  comparePrepared,
  MIN_SAMPLE_MINUTIAE,
  prepareEnrollment,
  prepareTemplate,
  scoreAgainstEnrollment,
  type PreparedTemplate,
} from '../src/engine/index.ts';
import type { Minutia } from '../src/template/minutia.ts';

const ENROLLED = [0, 1, 2, 3, 4];
const PROBES = [5, 6, 7];

export interface ProtocolScores {
  readonly fvcGenuine: number[];
  readonly fvcImpostor: number[];
  readonly enrolGenuine: number[];
  readonly enrolImpostor: number[];
  /** Fingers with an enrolment press Zyno Desktop would have refused. */
  readonly failedToEnrol: number;
}

/**
 * Every impression of each finger against every other finger's enrolment (impressions 1–5),
 * within a set or across two: the impostor attempts the threshold is calibrated on.
 */
export function impostorAttempts(
  probes: readonly (readonly Minutia[][])[],
  enrolled: readonly (readonly Minutia[][])[],
  sameSet: boolean,
): number[] {
  const enrolments = enrolled.map((presses) =>
    prepareEnrollment(ENROLLED.map((i) => presses[i] ?? [])),
  );
  const scores: number[] = [];
  probes.forEach((presses, finger) => {
    for (const template of presses) {
      const probe = prepareTemplate(template);
      enrolments.forEach((samples, other) => {
        if (!sameSet || other !== finger) scores.push(scoreAgainstEnrollment(probe, samples));
      });
    }
  });
  return scores;
}

export function scoreProtocols(templates: readonly (readonly Minutia[][])[]): ProtocolScores {
  const prepared: PreparedTemplate[][] = templates.map((presses) => presses.map(prepareTemplate));
  const flat = prepared.flatMap((presses, finger) =>
    presses.map((template) => ({ finger, template })),
  );
  const fvcGenuine: number[] = [];
  const fvcImpostor: number[] = [];
  for (let a = 0; a < flat.length; a += 1) {
    for (let b = a + 1; b < flat.length; b += 1) {
      const first = flat[a] as (typeof flat)[number];
      const second = flat[b] as (typeof flat)[number];
      const score = comparePrepared(first.template, second.template);
      (first.finger === second.finger ? fvcGenuine : fvcImpostor).push(score);
    }
  }
  const enrolments = prepared.map((presses) =>
    prepareEnrollment(ENROLLED.map((i) => presses[i] as PreparedTemplate)),
  );
  const enrolGenuine: number[] = [];
  const enrolImpostor: number[] = [];
  prepared.forEach((presses, finger) => {
    for (const p of PROBES) {
      const probe = presses[p] as PreparedTemplate;
      enrolments.forEach((samples, enrolled) => {
        const score = scoreAgainstEnrollment(probe, samples);
        (enrolled === finger ? enrolGenuine : enrolImpostor).push(score);
      });
    }
  });
  const failedToEnrol = templates.filter((presses) =>
    ENROLLED.some((i) => (presses[i]?.length ?? 0) < MIN_SAMPLE_MINUTIAE),
  ).length;
  return { fvcGenuine, fvcImpostor, enrolGenuine, enrolImpostor, failedToEnrol };
}
