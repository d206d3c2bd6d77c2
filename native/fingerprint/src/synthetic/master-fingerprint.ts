// A master print: one finger's complete ridge pattern and its ground-truth minutiae, from which
// every impression of that finger is rendered.

import type { Minutia } from '../template/minutia.ts';
import { detectMinutiae } from './minutiae-detection.ts';
import { orientationField } from './orientation-field.ts';
import {
  drawPattern,
  MASTER_HEIGHT,
  MASTER_WIDTH,
  type FingerOutline,
  type PatternClass,
  type Point,
} from './pattern.ts';
import { createRandom } from './random.ts';
import { growRidges } from './ridge-growth.ts';
import { ridgePeriodMap } from './ridge-period.ts';
import { ridgeSkeleton } from './ridge-skeleton.ts';

/** Treat as read-only: syntheticMaster hands the same cached master (and arrays) to every caller. */
export interface MasterFingerprint {
  readonly seed: number;
  readonly patternClass: PatternClass;
  readonly width: number;
  readonly height: number;
  readonly outline: FingerOutline;
  readonly cores: readonly Point[];
  readonly deltas: readonly Point[];
  /** Ridge orientation per pixel (radians, image axes, modulo π); see orientation-field.ts. */
  readonly orientation: Float32Array;
  /** Ridge period per pixel, in pixels. */
  readonly period: Float32Array;
  /** The ridge wave per pixel: positive on ridges, negative in valleys, 0 off the finger. */
  readonly ridges: Float32Array;
  /** Ground truth in master pixels, per template/minutia.ts. */
  readonly minutiae: readonly Minutia[];
}

/** Seeds of ridge growth per master: each meeting of two out of phase adds minutiae. */
const MIN_SEEDS = 55;
const MAX_SEEDS = 80;
/** Minutiae nearer the edge of the grown print than this (px) are where growth stopped. */
const EDGE_MARGIN = 14;

/** Deterministic from `seed`; takes a few hundred milliseconds, so callers cache (syntheticMaster). */
export function createMasterFingerprint(seed: number): MasterFingerprint {
  const random = createRandom(seed);
  const pattern = drawPattern(random);
  const { outline } = pattern;
  const orientation = orientationField(pattern, random);
  const period = ridgePeriodMap(pattern, random);
  const mask = new Uint8Array(MASTER_WIDTH * MASTER_HEIGHT);
  for (let y = 0; y < MASTER_HEIGHT; y += 1)
    for (let x = 0; x < MASTER_WIDTH; x += 1)
      if (insideOutline(outline, x, y, 0)) mask[y * MASTER_WIDTH + x] = 1;
  const ridges = growRidges(
    {
      width: MASTER_WIDTH,
      height: MASTER_HEIGHT,
      mask,
      orientation,
      period,
      seeds: MIN_SEEDS + random.below(MAX_SEEDS - MIN_SEEDS + 1),
    },
    random,
  );
  const skeleton = ridgeSkeleton(MASTER_WIDTH, MASTER_HEIGHT, ridges);
  const minutiae = detectMinutiae(skeleton, (x, y) => insideOutline(outline, x, y, EDGE_MARGIN));
  return {
    seed,
    patternClass: pattern.patternClass,
    width: MASTER_WIDTH,
    height: MASTER_HEIGHT,
    outline,
    cores: pattern.cores,
    deltas: pattern.deltas,
    orientation,
    period,
    ridges,
    minutiae,
  };
}

/** Whether (x, y) lies at least `margin` px inside the outline (approximately, for an ellipse). */
export function insideOutline(
  outline: FingerOutline,
  x: number,
  y: number,
  margin: number,
): boolean {
  const dx = (x - outline.centreX) / (outline.radiusX - margin);
  const dy = (y - outline.centreY) / (outline.radiusY - margin);
  return dx * dx + dy * dy <= 1;
}
