// The ridge orientation at every master pixel: Sherlock and Monro's zero-pole model around the
// cores and deltas, bent into arches towards the fingertip, with a slow individual wander.

import { MASTER_HEIGHT, MASTER_WIDTH, type Pattern } from './pattern.ts';
import type { Random } from './random.ts';
import { createSmoothNoise } from './smooth-noise.ts';

/**
 * Radians per pixel, row-major over the master canvas, in image axes (x right, y down): the
 * ridge runs along (cos θ, sin θ). Defined modulo π.
 */
export function orientationField(pattern: Pattern, random: Random): Float32Array {
  const field = new Float32Array(MASTER_WIDTH * MASTER_HEIGHT);
  const wander = createSmoothNoise(random, MASTER_WIDTH, MASTER_HEIGHT, 110);
  // A finger's own slow wander (radians): enough that two fingers of one pattern class and
  // like singular points still differ in flow (0.08–0.16 before 2026-11-28 left them alike).
  const wanderAmount = random.between(0.14, 0.32);
  const bend = archBend(pattern, random);
  for (let y = 0; y < MASTER_HEIGHT; y += 1) {
    for (let x = 0; x < MASTER_WIDTH; x += 1) {
      let angle = 0;
      // A core turns the ridges by +π around it, a delta by −π: ½·arg per singular point.
      for (const core of pattern.cores) angle += 0.5 * Math.atan2(y - core.y, x - core.x);
      for (const delta of pattern.deltas) angle -= 0.5 * Math.atan2(y - delta.y, x - delta.x);
      angle += bend(x, y) + wanderAmount * wander.at(x, y);
      field[y * MASTER_WIDTH + x] = angle;
    }
  }
  return field;
}

/**
 * Ridges across the fingertip follow its rounded end; a plain arch humps over its whole height.
 * Modelled as the slope of y = −h(y)·exp(−(x − x₀)²/2s²), added to the zero-pole angle.
 */
function archBend(pattern: Pattern, random: Random): (x: number, y: number) => number {
  const { outline } = pattern;
  const centreX = outline.centreX + random.between(-20, 20);
  const width = random.between(70, 100);
  const top = outline.centreY - outline.radiusY;
  const singularY =
    pattern.cores.length > 0
      ? Math.min(...pattern.cores.map((core) => core.y))
      : outline.centreY + random.between(20, 70);
  const height =
    pattern.patternClass === 'arch' ? random.between(100, 150) : random.between(25, 45);
  return (x, y) => {
    // Full bend over the singular region's top, fading out below it.
    const reach = pattern.patternClass === 'arch' ? 160 : 90;
    const weight = Math.min(1, Math.max(0, (singularY - y + reach) / reach));
    const fade = Math.min(1, Math.max(0, (y - top) / 80 + 0.5));
    const dx = x - centreX;
    const slope = ((height * dx) / (width * width)) * Math.exp((-dx * dx) / (2 * width * width));
    return Math.atan(slope * weight * fade);
  };
}
