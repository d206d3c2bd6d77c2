// Binning of local-structure edges (distance, bearing, turn) so that edges which could agree
// within the matcher's tolerances meet in a lookup table instead of being compared pairwise.
// Distance bins widen with distance as the tolerance does (skin stretches proportionally).

import { TWO_PI } from './angles.ts';

/** Edge tolerances: distance (pixels plus a share of the distance), bearing and turn angles. */
export const DISTANCE_TOLERANCE = 5;
export const DISTANCE_STRETCH = 0.08;
export const BEARING_TOLERANCE = (22.5 * Math.PI) / 180;
export const TURN_TOLERANCE = (30 * Math.PI) / 180;

const DISTANCE_BINS = 14;
const BEARING_BINS = Math.round(TWO_PI / BEARING_TOLERANCE);
const TURN_BINS = Math.round(TWO_PI / TURN_TOLERANCE);
export const EDGE_KEYS = DISTANCE_BINS * BEARING_BINS * TURN_BINS;

/**
 * A distance scale on which the tolerance DISTANCE_TOLERANCE + DISTANCE_STRETCH·d is one unit:
 * the integral of 1 / tolerance.
 */
function distanceScale(distance: number): number {
  return Math.log(distance + DISTANCE_TOLERANCE / DISTANCE_STRETCH) / DISTANCE_STRETCH;
}
const SCALE_ORIGIN = distanceScale(0);

function distanceBin(distance: number): number {
  return Math.min(DISTANCE_BINS - 1, Math.floor(distanceScale(distance) - SCALE_ORIGIN));
}

function angleBin(angle: number, bins: number): number {
  return Math.floor((angle / TWO_PI) * bins) % bins;
}

export function edgeKey(distance: number, bearing: number, turn: number): number {
  return (
    (distanceBin(distance) * BEARING_BINS + angleBin(bearing, BEARING_BINS)) * TURN_BINS +
    angleBin(turn, TURN_BINS)
  );
}

/**
 * The keys of every bin an edge within tolerance of this one can fall in: its own bin and
 * the neighbouring one on each side, in each of the three measures (27 keys at most).
 */
export function nearbyEdgeKeys(
  distance: number,
  bearing: number,
  turn: number,
  out: number[],
): void {
  out.length = 0;
  const d = distanceBin(distance);
  const b = angleBin(bearing, BEARING_BINS);
  const t = angleBin(turn, TURN_BINS);
  for (let dd = Math.max(0, d - 1); dd <= Math.min(DISTANCE_BINS - 1, d + 1); dd += 1) {
    for (let db = -1; db <= 1; db += 1) {
      const bb = (b + db + BEARING_BINS) % BEARING_BINS;
      for (let dt = -1; dt <= 1; dt += 1) {
        const tt = (t + dt + TURN_BINS) % TURN_BINS;
        out.push((dd * BEARING_BINS + bb) * TURN_BINS + tt);
      }
    }
  }
}
