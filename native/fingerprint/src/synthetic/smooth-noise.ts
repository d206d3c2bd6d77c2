// Low-frequency random fields (value noise on a coarse lattice, smoothly interpolated): the
// individual wander of orientation and ridge period, uneven ink, dry patches and skin stretch.

import type { Random } from './random.ts';

export interface SmoothNoise {
  /** Roughly in [-1, 1]; varies on the scale of the lattice spacing. */
  at(x: number, y: number): number;
}

/** Noise over [0, width] × [0, height] (and a little beyond, clamped) with features ~`spacing` px. */
export function createSmoothNoise(
  random: Random,
  width: number,
  height: number,
  spacing: number,
): SmoothNoise {
  const columns = Math.ceil(width / spacing) + 2;
  const rows = Math.ceil(height / spacing) + 2;
  const lattice = new Float32Array(columns * rows);
  for (let i = 0; i < lattice.length; i += 1) lattice[i] = random.between(-1, 1);
  const node = (column: number, row: number) =>
    lattice[
      Math.min(columns - 1, Math.max(0, row)) * columns + Math.min(columns - 1, Math.max(0, column))
    ] ?? 0;
  return {
    at(x, y) {
      const gx = x / spacing;
      const gy = y / spacing;
      const column = Math.floor(gx);
      const row = Math.floor(gy);
      // Smoothstep weights hide the lattice: the field has no kinks along its grid lines.
      const fx = smoothstep(gx - column);
      const fy = smoothstep(gy - row);
      const top = node(column, row) * (1 - fx) + node(column + 1, row) * fx;
      const bottom = node(column, row + 1) * (1 - fx) + node(column + 1, row + 1) * fx;
      return top * (1 - fy) + bottom * fy;
    },
  };
}

/** 3t² − 2t³: eases from 0 to 1 over [0, 1] with zero slope at both ends. */
export function smoothstep(t: number): number {
  return t * t * (3 - 2 * t);
}
