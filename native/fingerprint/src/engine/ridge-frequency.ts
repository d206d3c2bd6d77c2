// Ridge period per block: the grey-level signature across the ridges (an oriented window)
// has one peak per ridge; the mean peak spacing is the period. Blocks where that fails (cores,
// creases, scars) borrow the smoothed period of their neighbours.

import { BLOCK, smoothBlocks } from './block-grid.ts';
import type { OrientationField } from './orientation-field.ts';
import { orientationAt } from './orientation-field.ts';
import { padIndex, type PaddedGrid } from './padded-grid.ts';

/** Pixels; at ~500 dpi ridge periods lie between these. */
export const MIN_PERIOD = 4;
export const MAX_PERIOD = 16;
/** Used when no block of the print yields a period (a typical adult finger at 500 dpi). */
const DEFAULT_PERIOD = 9;
/** The signature: samples across the ridges (about three periods), half-width along them. */
const SIGNATURE = { length: 32, halfWidth: 5 } as const;
/** Blocks: how far a measured period is spread to fill its neighbours. */
const PERIOD_SIGMA = 2;

export interface RidgePeriods {
  /** Ridge period in pixels per block, filled in from neighbours where unmeasured (0 outside). */
  readonly periods: Float32Array;
  /** The period measured in the block itself, 0 where its signature showed no ridges. */
  readonly measured: Float32Array;
  /** 0–1: how strongly the block's signature swings between ridge and valley. */
  readonly clarity: Float32Array;
}

/** A clean ridge–valley wave on the normalised scale swings about this much, summed across. */
const CLEAR_SWING = 2.4 * (2 * SIGNATURE.halfWidth + 1);

export function ridgePeriods(
  normalised: Float32Array,
  padded: PaddedGrid,
  field: OrientationField,
): RidgePeriods {
  const { grid, foreground } = field;
  const periods = new Float32Array(grid.size);
  const clarity = new Float32Array(grid.size);
  const weights = new Float32Array(grid.size);
  const signature = new Float32Array(SIGNATURE.length);
  const smoothed = new Float32Array(SIGNATURE.length);
  let found = 0;
  for (let by = 0; by < grid.rows; by += 1) {
    for (let bx = 0; bx < grid.columns; bx += 1) {
      const at = by * grid.columns + bx;
      if (foreground[at] === 0) continue;
      const cx = Math.min(bx * BLOCK + BLOCK / 2, padded.width - 1);
      const cy = Math.min(by * BLOCK + BLOCK / 2, padded.height - 1);
      const theta = orientationAt(field, cx, cy);
      const alongX = Math.cos(theta);
      const alongY = Math.sin(theta);
      // Across the ridges: the ridge direction turned a quarter.
      const acrossX = -alongY;
      const acrossY = alongX;
      const centre = padIndex(padded, cx, cy);
      for (let k = 0; k < SIGNATURE.length; k += 1) {
        const u = k - SIGNATURE.length / 2;
        let sum = 0;
        for (let v = -SIGNATURE.halfWidth; v <= SIGNATURE.halfWidth; v += 1) {
          const dx = nearest(u * acrossX + v * alongX);
          const dy = nearest(u * acrossY + v * alongY);
          sum += normalised[centre + dy * padded.stride + dx] as number;
        }
        signature[k] = sum;
      }
      for (let k = 0; k < SIGNATURE.length; k += 1) {
        const before = signature[Math.max(0, k - 1)] as number;
        const after = signature[Math.min(SIGNATURE.length - 1, k + 1)] as number;
        smoothed[k] = (before + 2 * (signature[k] as number) + after) / 4;
      }
      const { high, low } = extent(smoothed);
      clarity[at] = Math.min(1, (high - low) / CLEAR_SWING);
      const period = peakSpacing(smoothed, high, low);
      if (period >= MIN_PERIOD && period <= MAX_PERIOD) {
        periods[at] = period;
        weights[at] = 1;
        found += 1;
      }
    }
  }
  const measured = Float32Array.from(periods);
  if (found === 0) {
    for (let i = 0; i < grid.size; i += 1) if (foreground[i] === 1) periods[i] = DEFAULT_PERIOD;
    return { periods, measured, clarity };
  }
  const [filled] = smoothBlocks(grid, [periods], weights, foreground, PERIOD_SIGMA) as [
    Float32Array,
  ];
  for (let i = 0; i < grid.size; i += 1) {
    if (foreground[i] === 1 && !((filled[i] as number) >= MIN_PERIOD)) filled[i] = DEFAULT_PERIOD;
  }
  return { periods: filled, measured, clarity };
}

const SHIFT = 64;

/**
 * The nearest whole number to an offset of less than SHIFT pixels either way, as Math.round
 * gives it (but within 1e-14 of a half, where the sum below rounds first): a positive number
 * truncates to its floor, about twice as fast as Math.round in the signature's loop, which
 * takes a sixth of the extraction's time.
 */
function nearest(offset: number): number {
  return ((offset + SHIFT + 0.5) | 0) - SHIFT;
}

function extent(signature: Float32Array): { high: number; low: number } {
  let high = -Infinity;
  let low = Infinity;
  for (const value of signature) {
    if (value > high) high = value;
    if (value < low) low = value;
  }
  return { high, low };
}

/**
 * Mean distance between the signature's ridge peaks (`high` and `low` its extremes), or 0 when
 * it has fewer than two.
 */
function peakSpacing(signature: Float32Array, high: number, low: number): number {
  let first = -1;
  let last = -1;
  let peaks = 0;
  // A flat signature (blur, smudge) has no ridges to count.
  if (high - low < 2) return 0;
  const floor = low + (high - low) * 0.25;
  for (let k = 1; k < signature.length - 1; k += 1) {
    const value = signature[k] as number;
    if (
      value > floor &&
      value > (signature[k - 1] as number) &&
      value >= (signature[k + 1] as number)
    ) {
      if (first < 0) first = k;
      last = k;
      peaks += 1;
    }
  }
  return peaks < 2 ? 0 : (last - first) / (peaks - 1);
}
