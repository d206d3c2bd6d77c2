// A template readied for matching once, so each of many comparisons starts from typed arrays:
// minutiae sorted by x (pairing searches a narrow x range), and each minutia's local structure —
// its nearest neighbours described relative to itself (distance, bearing, direction
// difference), which rotation and translation leave unchanged — with each such edge's bin key.

import type { Minutia } from '../template/minutia.ts';
import { wrapAngle } from './angles.ts';
import { cylinderCodes, type CylinderCodes } from './cylinder-code.ts';
import { edgeKey } from './edge-bins.ts';

/**
 * A local structure: this many nearest neighbours, no closer than `nearest` pixels (mostly
 * extraction noise) nor farther than `farthest` (mostly distortion).
 */
const NEIGHBOURHOOD = { size: 8, nearest: 6, farthest: 110 } as const;
/** A template holds at most this many minutiae (ISO records allow 255; more is noise). */
const MAX_MINUTIAE = 120;
/**
 * A minutia counts in full from this quality (its block's quality × 100, extract-minutiae.ts;
 * in a merged template 20 × the presses that saw it), less below, down to WEIGHT_FLOOR.
 * Minutiae in poor blocks pair at about half the rate of clean ones on the real sets, and
 * chance pairs come from them as readily, so they weigh less both in the pairs and in the
 * template's size (docs/fingerprints.md, 2026-11-28: with today's extraction 80, 90 and 100
 * refuse the same real touches).
 */
const FULL_WEIGHT_QUALITY = 90;
const WEIGHT_FLOOR = 0.3;

/** How much a minutia of this quality counts; 0 (not reported) counts in full. */
function minutiaWeight(quality: number): number {
  if (!(quality > 0)) return 1;
  return Math.min(1, Math.max(WEIGHT_FLOOR, quality / FULL_WEIGHT_QUALITY));
}

/** Build with prepareTemplate; the fields are the matcher's business. */
export interface PreparedTemplate {
  readonly count: number;
  /** Ascending. */
  readonly x: Float32Array;
  readonly y: Float32Array;
  /** Image convention (y down, so clockwise on screen), radians in [0, 2π). */
  readonly angle: Float32Array;
  /** 1 ending, 2 bifurcation. */
  readonly type: Uint8Array;
  /** √ of each minutia's weight (minutiaWeight): a pair counts the product of its two. */
  readonly rootWeight: Float32Array;
  /** The weights' sum: the template's size as the score counts it. */
  readonly totalWeight: number;
  /** Local-structure edges, grouped by minutia, nearest neighbour first. */
  readonly edgeCount: number;
  readonly edgeFrom: Uint8Array;
  readonly edgeDistance: Float32Array;
  /** Direction to the neighbour, relative to the minutia's own direction. */
  readonly edgeBearing: Float32Array;
  /** The neighbour's direction relative to the minutia's. */
  readonly edgeTurn: Float32Array;
  readonly edgeKey: Uint16Array;
  /** Each minutia's cylinder code (cylinder-code.ts). */
  readonly cylinders: CylinderCodes;
}

export class InvalidMinutiaeError extends Error {
  override readonly name = 'InvalidMinutiaeError';
}

/** What prepareTemplate made: anything else offered as prepared is refused, not misread. */
const preparedTemplates = new WeakSet<PreparedTemplate>();

/** Coordinates beyond any image the templates could come from (ISO allows 14 bits). */
const MAX_COORDINATE = 0x3fff;

function assertMinutiae(minutiae: unknown): asserts minutiae is readonly Minutia[] {
  if (!Array.isArray(minutiae))
    throw new InvalidMinutiaeError('A template must be an array of minutiae');
  minutiae.forEach((minutia: unknown, index) => {
    const { x, y, angle } = (minutia ?? {}) as Partial<Record<keyof Minutia, unknown>>;
    const finite = (value: unknown, high: number) =>
      typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= high;
    if (!finite(x, MAX_COORDINATE) || !finite(y, MAX_COORDINATE) || !finite(angle, 2 * Math.PI)) {
      throw new InvalidMinutiaeError(
        `Minutia ${index} needs x and y in 0–${MAX_COORDINATE} and an angle in 0–2π`,
      );
    }
  });
}

/** Throws InvalidMinutiaeError for anything but an array of well-formed minutiae. */
export function prepareTemplate(minutiae: readonly Minutia[]): PreparedTemplate {
  assertMinutiae(minutiae);
  // The best-quality minutiae when there are too many, in a stable order.
  const chosen = (
    minutiae.length <= MAX_MINUTIAE
      ? [...minutiae]
      : [...minutiae].sort((a, b) => b.quality - a.quality).slice(0, MAX_MINUTIAE)
  ).sort((a, b) => a.x - b.x);
  const count = chosen.length;
  const x = new Float32Array(count);
  const y = new Float32Array(count);
  const angle = new Float32Array(count);
  const type = new Uint8Array(count);
  const rootWeight = new Float32Array(count);
  let totalWeight = 0;
  chosen.forEach((minutia, i) => {
    const weight = minutiaWeight(minutia.quality);
    rootWeight[i] = Math.sqrt(weight);
    totalWeight += weight;
    x[i] = minutia.x;
    y[i] = minutia.y;
    // ISO angles turn counter-clockwise with y up; image y runs down, so negate.
    angle[i] = wrapAngle(-minutia.angle);
    type[i] = minutia.type === 'ending' ? 1 : 2;
  });
  const capacity = count * NEIGHBOURHOOD.size;
  const edgeFrom = new Uint8Array(capacity);
  const edgeDistance = new Float32Array(capacity);
  const edgeBearing = new Float32Array(capacity);
  const edgeTurn = new Float32Array(capacity);
  const edgeKeys = new Uint16Array(capacity);
  const distances = new Float32Array(count);
  const order: number[] = [];
  let edges = 0;
  for (let i = 0; i < count; i += 1) {
    order.length = 0;
    const xi = x[i] as number;
    const yi = y[i] as number;
    for (let j = 0; j < count; j += 1) {
      const d = Math.hypot((x[j] as number) - xi, (y[j] as number) - yi);
      distances[j] = d;
      if (j !== i && d >= NEIGHBOURHOOD.nearest && d <= NEIGHBOURHOOD.farthest) order.push(j);
    }
    order.sort((a, b) => (distances[a] as number) - (distances[b] as number));
    const ai = angle[i] as number;
    for (const j of order.slice(0, NEIGHBOURHOOD.size)) {
      const distance = distances[j] as number;
      const bearing = wrapAngle(Math.atan2((y[j] as number) - yi, (x[j] as number) - xi) - ai);
      const turn = wrapAngle((angle[j] as number) - ai);
      edgeFrom[edges] = i;
      edgeDistance[edges] = distance;
      edgeBearing[edges] = bearing;
      edgeTurn[edges] = turn;
      edgeKeys[edges] = edgeKey(distance, bearing, turn);
      edges += 1;
    }
  }
  const prepared: PreparedTemplate = {
    count,
    x,
    y,
    angle,
    type,
    rootWeight,
    totalWeight,
    edgeCount: edges,
    edgeFrom: edgeFrom.slice(0, edges),
    edgeDistance: edgeDistance.slice(0, edges),
    edgeBearing: edgeBearing.slice(0, edges),
    edgeTurn: edgeTurn.slice(0, edges),
    edgeKey: edgeKeys.slice(0, edges),
    cylinders: cylinderCodes(x, y, angle, count),
  };
  preparedTemplates.add(prepared);
  return prepared;
}

/** Minutiae as they come, or a template already prepared. */
export type TemplateInput = readonly Minutia[] | PreparedTemplate;

/** Throws InvalidMinutiaeError for anything but minutiae or a template from prepareTemplate. */
export function asPrepared(template: TemplateInput): PreparedTemplate {
  if (Array.isArray(template)) return prepareTemplate(template);
  const prepared = template as PreparedTemplate;
  if (!preparedTemplates.has(prepared))
    throw new InvalidMinutiaeError(
      'A template must be an array of minutiae or a prepared template',
    );
  return prepared;
}
