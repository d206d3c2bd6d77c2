// The shape of a master print: its pattern class, where the finger touches the master canvas,
// and its singular points (cores and deltas), drawn from a finger's seed.

import type { Random } from './random.ts';

export type PatternClass = 'arch' | 'loop' | 'whorl';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The fingertip's outline on the master canvas: an upright ellipse. */
export interface FingerOutline {
  readonly centreX: number;
  readonly centreY: number;
  readonly radiusX: number;
  readonly radiusY: number;
}

export interface Pattern {
  readonly patternClass: PatternClass;
  readonly outline: FingerOutline;
  readonly cores: readonly Point[];
  readonly deltas: readonly Point[];
}

/** The master canvas: a whole fingertip at 500 dpi, larger than any impression window. */
export const MASTER_WIDTH = 400;
export const MASTER_HEIGHT = 464;

/** Shares of the classes in the population (Henry classes, loops folded together). */
const ARCH_SHARE = 0.08;
const LOOP_SHARE = 0.62;

export function drawPattern(random: Random): Pattern {
  const outline: FingerOutline = {
    centreX: MASTER_WIDTH / 2,
    centreY: MASTER_HEIGHT / 2,
    radiusX: random.between(150, 172),
    radiusY: random.between(190, 214),
  };
  // Where the singular region sits varies from finger to finger: two loops whose cores and
  // deltas fell within a few pixels of each other had nearly the same ridge flow over the whole
  // window, and their minutiae paired far more readily than real fingers' do (docs/fingerprints.md,
  // session 28). ±45 px across and −60…+40 px along brought the impostor tail towards the real one.
  const centreX = outline.centreX + random.between(-45, 45);
  const centreY = outline.centreY + random.between(-60, 40);
  const draw = random.next();
  if (draw < ARCH_SHARE) return { patternClass: 'arch', outline, cores: [], deltas: [] };
  if (draw < ARCH_SHARE + LOOP_SHARE) {
    // The delta sits below the core, off to the side the loop opens away from.
    const side = random.next() < 0.5 ? -1 : 1;
    return {
      patternClass: 'loop',
      outline,
      cores: [{ x: centreX, y: centreY }],
      deltas: [
        { x: centreX + side * random.between(75, 125), y: centreY + random.between(85, 135) },
      ],
    };
  }
  const tilt = random.between(-0.6, 0.6);
  const spread = random.between(12, 26);
  return {
    patternClass: 'whorl',
    outline,
    cores: [
      { x: centreX - spread * Math.sin(tilt), y: centreY - spread * Math.cos(tilt) },
      { x: centreX + spread * Math.sin(tilt), y: centreY + spread * Math.cos(tilt) },
    ],
    deltas: [
      { x: centreX - random.between(95, 135), y: centreY + random.between(90, 135) },
      { x: centreX + random.between(95, 135), y: centreY + random.between(90, 135) },
    ],
  };
}
