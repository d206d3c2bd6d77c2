// The ridge period (pixels from one ridge to the next) at every master pixel: 8–11 px at
// 500 dpi, wider over the fingertip and below the deltas, with a slow individual wander.

import { MASTER_HEIGHT, MASTER_WIDTH, type Pattern } from './pattern.ts';
import type { Random } from './random.ts';
import { createSmoothNoise } from './smooth-noise.ts';

export const MIN_PERIOD = 7.75;
export const MAX_PERIOD = 11.25;

export function ridgePeriodMap(pattern: Pattern, random: Random): Float32Array {
  const periods = new Float32Array(MASTER_WIDTH * MASTER_HEIGHT);
  const base = random.between(8.6, 9.8);
  const wander = createSmoothNoise(random, MASTER_WIDTH, MASTER_HEIGHT, 120);
  const top = pattern.outline.centreY - pattern.outline.radiusY;
  const centreY = pattern.outline.centreY;
  const lowest = Math.max(centreY + 60, ...pattern.deltas.map((delta) => delta.y));
  for (let y = 0; y < MASTER_HEIGHT; y += 1) {
    const fingertip = Math.max(0, 1 - (y - top) / 140) * 0.9;
    const belowDeltas = Math.max(0, (y - lowest) / 120) * 0.6;
    for (let x = 0; x < MASTER_WIDTH; x += 1) {
      const period = base + fingertip + belowDeltas + 0.7 * wander.at(x, y);
      periods[y * MASTER_WIDTH + x] = Math.min(MAX_PERIOD, Math.max(MIN_PERIOD, period));
    }
  }
  return periods;
}
