// Finds the minutiae of a thinned ridge map by crossing number (the extractor's neighbour ring),
// gives each its direction by following its ridges, and drops what is not a real minutia:
// ridge ends made by the finger's edge, and close pairs left by thinning.

import { wrapAngle } from '../engine/angles.ts';
import {
  branchStarts,
  neighbourCode,
  neighbourOffsets,
  TRANSITIONS,
} from '../engine/neighbour-ring.ts';
import type { Minutia, MinutiaType } from '../template/minutia.ts';
import type { BinaryImage } from './ridge-skeleton.ts';

/** How far (px) ridges are followed to measure a minutia's direction: about one ridge period. */
const TRACE_LENGTH = 10;
/** Minutiae this close (px) come in pairs from breaks, spurs and bridges; both go. */
const CLOSE_PAIR = 6;
/** A fork can leave two touching skeleton pixels that both look like it: they are one. */
const SAME_PLACE = 2.5;
/** Ground truth is certain. */
const GROUND_TRUTH_QUALITY = 100;

/** Neighbour offsets clockwise from north, as (dx, dy): neighbourOffsets' order. */
const RING: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/**
 * `inside(x, y)` says whether a point lies far enough inside the print for its ridges to be
 * the finger's own, not cut off by the edge of the grown area.
 */
export function detectMinutiae(
  skeleton: BinaryImage,
  inside: (x: number, y: number) => boolean,
): Minutia[] {
  const { width, height, pixels } = skeleton;
  const set = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && pixels[y * width + x] === 1;
  const offsets = neighbourOffsets(width);
  const found: Minutia[] = [];
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const p = y * width + x;
      if (pixels[p] !== 1 || !inside(x, y)) continue;
      const code = neighbourCode(pixels, p, offsets);
      const crossing = TRANSITIONS[code] as number;
      const type: MinutiaType | null =
        crossing === 1 ? 'ending' : crossing === 3 ? 'bifurcation' : null;
      if (type === null) continue;
      const branches = branchStarts(code).map((start) => trace(x, y, start, set));
      const angle = type === 'ending' ? endingAngle(branches) : bifurcationAngle(branches);
      if (angle === null) continue;
      found.push({ x, y, angle, type, quality: GROUND_TRUTH_QUALITY });
    }
  }
  return withoutClosePairs(withoutDuplicates(found));
}

/** Follows one branch for TRACE_LENGTH pixels; returns the offset (dx, dy) reached. */
function trace(
  x: number,
  y: number,
  start: number,
  set: (x: number, y: number) => boolean,
): readonly [number, number] {
  const visited = new Set<number>([y * 65536 + x]);
  const [sx, sy] = RING[start] ?? [0, 0];
  let cx = x + sx;
  let cy = y + sy;
  visited.add(cy * 65536 + cx);
  // The other neighbours of the minutia belong to other branches: keep off them.
  for (const [dx, dy] of RING) if (set(x + dx, y + dy)) visited.add((y + dy) * 65536 + x + dx);
  for (let step = 1; step < TRACE_LENGTH; step += 1) {
    let moved = false;
    // Edge neighbours first, so the walk follows the line rather than cutting its corners.
    for (const order of [0, 2, 4, 6, 1, 3, 5, 7]) {
      const [dx, dy] = RING[order] ?? [0, 0];
      const nx = cx + dx;
      const ny = cy + dy;
      if (!set(nx, ny) || visited.has(ny * 65536 + nx)) continue;
      visited.add(ny * 65536 + nx);
      cx = nx;
      cy = ny;
      moved = true;
      break;
    }
    if (!moved) break;
  }
  return [cx - x, cy - y];
}

/** ISO angle (counter-clockwise, y up) of an image-axes offset. */
function isoAngle(dx: number, dy: number): number {
  return wrapAngle(Math.atan2(-dy, dx));
}

/** Into the ridge, away from its end. */
function endingAngle(branches: readonly (readonly [number, number])[]): number | null {
  const [branch] = branches;
  if (branches.length !== 1 || branch === undefined) return null;
  const [dx, dy] = branch;
  return dx === 0 && dy === 0 ? null : isoAngle(dx, dy);
}

/** Along the valley that ends at the fork: between the two branches closest in direction. */
function bifurcationAngle(branches: readonly (readonly [number, number])[]): number | null {
  if (branches.length !== 3) return null;
  const units = branches.map(([dx, dy]) => {
    const length = Math.hypot(dx, dy) || 1;
    return [dx / length, dy / length] as const;
  });
  let best: readonly [number, number] | null = null;
  let closest = -Infinity;
  for (let i = 0; i < 3; i += 1) {
    for (let j = i + 1; j < 3; j += 1) {
      const [ax, ay] = units[i] ?? [0, 0];
      const [bx, by] = units[j] ?? [0, 0];
      const dot = ax * bx + ay * by;
      if (dot > closest) {
        closest = dot;
        best = [ax + bx, ay + by];
      }
    }
  }
  if (best === null || (best[0] === 0 && best[1] === 0)) return null;
  return isoAngle(best[0], best[1]);
}

function withoutDuplicates(minutiae: readonly Minutia[]): Minutia[] {
  const kept: Minutia[] = [];
  for (const minutia of minutiae)
    if (
      !kept.some(
        (other) =>
          other.type === minutia.type &&
          Math.hypot(other.x - minutia.x, other.y - minutia.y) < SAME_PLACE,
      )
    )
      kept.push(minutia);
  return kept;
}

function withoutClosePairs(minutiae: readonly Minutia[]): Minutia[] {
  const doomed = new Set<number>();
  for (let i = 0; i < minutiae.length; i += 1) {
    for (let j = i + 1; j < minutiae.length; j += 1) {
      const a = minutiae[i];
      const b = minutiae[j];
      if (a === undefined || b === undefined) continue;
      if (Math.hypot(a.x - b.x, a.y - b.y) < CLOSE_PAIR) {
        doomed.add(i);
        doomed.add(j);
      }
    }
  }
  return minutiae.filter((_, index) => !doomed.has(index));
}
