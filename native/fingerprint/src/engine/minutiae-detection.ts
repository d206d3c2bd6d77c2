// Minutiae from the skeleton: crossing-number candidates, each traced along its branches for a
// direction and for the false-minutia rules — spurs, bridges, short ridges, broken ridges, close
// pairs and anything near the print's edge are dropped.

import type { Minutia } from '../template/minutia.ts';
import { angleDifference, TWO_PI, wrapAngle } from './angles.ts';
import { BLOCK } from './block-grid.ts';
import type { QualityMap } from './block-quality.ts';
import type { OrientationField } from './orientation-field.ts';
import { orientationAt } from './orientation-field.ts';
import { PAD, type PaddedGrid } from './padded-grid.ts';
import { SkeletonWalker, type Trace } from './skeleton-tracing.ts';
import { neighbourCode, neighbourOffsets, TRANSITIONS } from './neighbour-ring.ts';

interface Candidate {
  readonly p: number;
  readonly x: number;
  readonly y: number;
  readonly type: Minutia['type'];
  traces: Trace[];
  /** Image coordinates (y down), radians. */
  angle: number;
  removed: boolean;
}

/** Rules scale with the ridge period; these are multiples of it. */
const PERIODS = {
  spur: 1.3,
  shortRidge: 1.6,
  bridge: 1.3,
  gap: 1.8,
  closePair: 0.6,
  border: 1.3,
} as const;
/** A broken ridge's two ends face each other within this. */
const GAP_ANGLE = Math.PI / 4;
/** When the walked direction and the field disagree by more, the field is not trusted there. */
const FIELD_SNAP_ANGLE = Math.PI / 4;

export function detectMinutiae(
  skeleton: Uint8Array,
  padded: PaddedGrid,
  field: OrientationField,
  period: number,
  map: QualityMap,
): Minutia[] {
  const offsets = neighbourOffsets(padded.stride);
  const walker = new SkeletonWalker(skeleton, offsets);
  const candidates = findCandidates(skeleton, padded, offsets);
  const owner = new Int32Array(padded.size).fill(-1);
  candidates.forEach((candidate, index) => {
    owner[candidate.p] = index;
    if (candidate.type === 'bifurcation') {
      for (const offset of offsets)
        if (owner[candidate.p + offset] === -1) owner[candidate.p + offset] = index;
    }
  });

  const maxSteps = Math.ceil(period * 2);
  const directionSteps = Math.min(12, Math.max(6, Math.round(period)));
  for (const candidate of candidates) {
    const starts = walker.branches(candidate.p);
    const expected = candidate.type === 'ending' ? 1 : 3;
    if (starts.length !== expected) {
      candidate.removed = true;
      continue;
    }
    candidate.traces = starts.map((start) =>
      walker.walk(
        candidate.p,
        start,
        maxSteps,
        directionSteps,
        starts.filter((other) => other !== start),
      ),
    );
    candidate.angle = walkedAngle(candidate, padded);
  }

  const hitBy = (trace: Trace, self: number): number => {
    const hit = owner[trace.end] as number;
    return hit === self ? -1 : hit;
  };
  candidates.forEach((candidate, index) => {
    if (candidate.removed) return;
    for (const trace of candidate.traces) {
      const other = hitBy(trace, index);
      const partner = other >= 0 ? candidates[other] : undefined;
      if (partner === undefined) continue;
      const spur =
        trace.stop === 'junction' &&
        partner.type === 'bifurcation' &&
        trace.steps <= period * (candidate.type === 'ending' ? PERIODS.spur : PERIODS.bridge);
      const shortRidge =
        trace.stop === 'ending' &&
        partner.type === 'ending' &&
        trace.steps <= period * PERIODS.shortRidge;
      if (spur || shortRidge) {
        candidate.removed = true;
        partner.removed = true;
      }
    }
  });

  const live = candidates.filter((candidate) => !candidate.removed);
  removeBrokenRidgesAndClosePairs(live, period);
  const border = period * PERIODS.border;
  const minutiae: Minutia[] = [];
  for (const candidate of live) {
    if (candidate.removed || nearBorder(candidate, field, map, padded, border)) continue;
    const angle = snapToField(candidate, field);
    const block =
      Math.floor(candidate.y / BLOCK) * field.grid.columns + Math.floor(candidate.x / BLOCK);
    minutiae.push({
      x: candidate.x,
      y: candidate.y,
      // ISO measures counter-clockwise with y up; the image's y runs down.
      angle: wrapAngle(-angle),
      type: candidate.type,
      quality: Math.max(1, Math.min(100, Math.round((map.quality[block] as number) * 100))),
    });
  }
  return minutiae;
}

function findCandidates(
  skeleton: Uint8Array,
  padded: PaddedGrid,
  offsets: Int32Array,
): Candidate[] {
  const candidates: Candidate[] = [];
  const bifurcationNear = new Uint8Array(padded.size);
  for (let y = 0; y < padded.height; y += 1) {
    for (let x = 0; x < padded.width; x += 1) {
      const p = (y + PAD) * padded.stride + x + PAD;
      if (skeleton[p] !== 1) continue;
      const crossing = TRANSITIONS[neighbourCode(skeleton, p, offsets)] as number;
      if (crossing === 1) {
        candidates.push({ p, x, y, type: 'ending', traces: [], angle: 0, removed: false });
      } else if (crossing === 3 && bifurcationNear[p] === 0) {
        // A junction thins to a cluster of pixels that all read as bifurcations: keep one.
        for (let dy = -2; dy <= 2; dy += 1) {
          for (let dx = -2; dx <= 2; dx += 1) bifurcationNear[p + dy * padded.stride + dx] = 1;
        }
        candidates.push({ p, x, y, type: 'bifurcation', traces: [], angle: 0, removed: false });
      }
    }
  }
  return candidates;
}

function pointOf(p: number, padded: PaddedGrid): { x: number; y: number } {
  const column = p % padded.stride;
  return { x: column - PAD, y: (p - column) / padded.stride - PAD };
}

/**
 * Direction from the skeleton: an ending points into its ridge; a bifurcation along the valley
 * that ends there, i.e. between its two closest branches (away from the stem).
 */
function walkedAngle(candidate: Candidate, padded: PaddedGrid): number {
  const directions = candidate.traces.map((trace) => {
    const point = pointOf(trace.directionPoint, padded);
    return Math.atan2(point.y - candidate.y, point.x - candidate.x);
  });
  if (candidate.type === 'ending') return directions[0] ?? 0;
  let best: [number, number] = [0, 1];
  let narrowest = Infinity;
  for (const [i, j] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const) {
    const spread = Math.abs(angleDifference(directions[i] ?? 0, directions[j] ?? 0));
    if (spread < narrowest) {
      narrowest = spread;
      best = [i, j];
    }
  }
  const a = directions[best[0]] ?? 0;
  const b = directions[best[1]] ?? 0;
  return wrapAngle(b + angleDifference(a, b) / 2);
}

/** The orientation field is smoother than a few walked pixels; use it where the two agree. */
function snapToField(candidate: Candidate, field: OrientationField): number {
  const theta = orientationAt(field, candidate.x, candidate.y);
  const forward = Math.abs(angleDifference(theta, candidate.angle));
  const backward = Math.abs(angleDifference(theta + Math.PI, candidate.angle));
  if (Math.min(forward, backward) > FIELD_SNAP_ANGLE) return candidate.angle;
  return forward <= backward ? theta : wrapAngle(theta + Math.PI);
}

/**
 * Two endings facing each other across a short gap are one ridge broken by a crease, dirt or
 * a dry patch; any two minutiae closer than a ridge period cannot both be real.
 */
function removeBrokenRidgesAndClosePairs(live: Candidate[], period: number): void {
  const gap = period * PERIODS.gap;
  const close = period * PERIODS.closePair;
  const doomed = new Set<Candidate>();
  for (let i = 0; i < live.length; i += 1) {
    const a = live[i] as Candidate;
    for (let j = i + 1; j < live.length; j += 1) {
      const b = live[j] as Candidate;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      if (Math.abs(dx) > gap || Math.abs(dy) > gap) continue;
      const distance = Math.hypot(dx, dy);
      if (distance < close) {
        doomed.add(a);
        doomed.add(b);
        continue;
      }
      if (a.type !== 'ending' || b.type !== 'ending' || distance > gap) continue;
      const towards = Math.atan2(dy, dx);
      // Each end points into its own ridge, so across a gap each points away from the other.
      const facing =
        Math.abs(angleDifference(a.angle + Math.PI, towards)) < GAP_ANGLE &&
        Math.abs(angleDifference(b.angle, towards)) < GAP_ANGLE;
      if (facing) {
        doomed.add(a);
        doomed.add(b);
      }
    }
  }
  for (const candidate of doomed) candidate.removed = true;
}

const BORDER_PROBES = 12;

/**
 * Near the edge of the print — or of a patch too poor to trust (block-quality.ts) — ridges end
 * because the print does: not minutiae.
 */
function nearBorder(
  candidate: Candidate,
  field: OrientationField,
  map: QualityMap,
  padded: PaddedGrid,
  reach: number,
): boolean {
  const { columns, rows } = field.grid;
  const { width, height } = padded;
  for (let k = 0; k < BORDER_PROBES; k += 1) {
    const angle = (k * TWO_PI) / BORDER_PROBES;
    const x = candidate.x + reach * Math.cos(angle);
    const y = candidate.y + reach * Math.sin(angle);
    if (x < 0 || y < 0 || x >= width || y >= height) return true;
    const bx = Math.floor(x / BLOCK);
    const by = Math.floor(y / BLOCK);
    if (bx >= columns || by >= rows) return true;
    if (map.usable[by * columns + bx] === 0) return true;
  }
  return false;
}
