// Minutia cylinder codes (after Cappelli, Ferrara and Maltoni's Minutia Cylinder-Code): around
// each minutia, a disc of fixed radius turned to the minutia's direction, cut into spatial cells
// and direction sections; a bit is set where some neighbour lies near the cell with its direction
// (relative to the minutia's) in the section. A fixed radius instead of the k nearest
// neighbours means a missed or spurious minutia changes a few bits, not who the neighbours are;
// each cell also says whether it lies on the print (near the template's convex hull), so two
// cylinders are compared only where both could see minutiae.

import { TWO_PI, angleDifference } from './angles.ts';

/** Disc radius, pixels at 500 dpi. */
const RADIUS = 70;
/** Spatial cells across the disc's diameter: 6 × 6, of which the 32 inside the disc are kept. */
const CELLS_ACROSS = 6;
const CELL_SIZE = (2 * RADIUS) / CELLS_ACROSS;
/** Direction sections, one 32-bit word (the 32 cells) each. */
const SECTIONS = 6;
const SECTION_WIDTH = TWO_PI / SECTIONS;
/**
 * A neighbour's weight falls with its distance from a cell's centre (Gaussian, this spread) and
 * with its direction's distance from a section's centre (Gaussian, DIRECTION_SPREAD, integrated
 * over the section); a cell's bit is set once its summed weight reaches BIT_LEVEL — a lone
 * neighbour lights the cells within about 15–17 px of it, so every position lights one or more.
 */
const SPATIAL_SPREAD = 12;
const DIRECTION_SPREAD = (40 * Math.PI) / 180;
const BIT_LEVEL = 0.2;
/** Cells farther than this outside the template's convex hull are off the print. */
const HULL_MARGIN = 50;
/** A cylinder needs this many of its 32 cells on the print, and this many neighbours in it. */
const MIN_VALID_CELLS = 24;
const MIN_NEIGHBOURS = 2;
/** Two cylinders are compared only where they share this many valid cells. */
const MIN_SHARED_CELLS = 19;
/** Minutiae whose directions differ by more than this do not correspond. */
const MAX_DIRECTION_GAP = Math.PI / 2;

/** Centres of the 32 in-disc cells in the minutia's frame (x along its direction). */
const CELL_X = new Float32Array(32);
const CELL_Y = new Float32Array(32);
{
  let cell = 0;
  for (let row = 0; row < CELLS_ACROSS; row += 1) {
    for (let column = 0; column < CELLS_ACROSS; column += 1) {
      const cx = (column - (CELLS_ACROSS - 1) / 2) * CELL_SIZE;
      const cy = (row - (CELLS_ACROSS - 1) / 2) * CELL_SIZE;
      if (Math.hypot(cx, cy) > RADIUS) continue;
      CELL_X[cell] = cx;
      CELL_Y[cell] = cy;
      cell += 1;
    }
  }
}

/** Error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

/** Direction weights per section for a relative direction, tabulated by whole degree. */
const DIRECTION_STEPS = 360;
const DIRECTION_WEIGHTS = new Float32Array(DIRECTION_STEPS * SECTIONS);
for (let step = 0; step < DIRECTION_STEPS; step += 1) {
  const relative = (step / DIRECTION_STEPS) * TWO_PI;
  for (let section = 0; section < SECTIONS; section += 1) {
    const centre = (section + 0.5) * SECTION_WIDTH;
    const gap = angleDifference(relative, centre);
    const scale = DIRECTION_SPREAD * Math.SQRT2;
    const weight =
      0.5 * (erf((gap + SECTION_WIDTH / 2) / scale) - erf((gap - SECTION_WIDTH / 2) / scale));
    DIRECTION_WEIGHTS[step * SECTIONS + section] = weight;
  }
}

/** Set bits of every 16-bit value. */
const BITS16 = Uint8Array.from({ length: 1 << 16 }, (_, value) => {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count += 1;
  return count;
});

function ones(word: number): number {
  return (BITS16[word & 0xffff] as number) + (BITS16[word >>> 16] as number);
}

export interface CylinderCodes {
  /** SECTIONS words per minutia: bit c of word s = cell c holds a neighbour in section s. */
  readonly bits: Uint32Array;
  /** Per minutia, its cells on the print; 0 when the cylinder is too empty to compare. */
  readonly valid: Uint32Array;
  /** Per minutia, its set bits (most comparisons share every valid cell, so need no recount). */
  readonly counts: Uint16Array;
}

/** The convex hull's edges as outward unit normals and offsets: n·p ≤ offset inside. */
function hullEdges(x: Float32Array, y: Float32Array, count: number): Float64Array {
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => (x[a] as number) - (x[b] as number) || (y[a] as number) - (y[b] as number),
  );
  const cross = (o: number, a: number, b: number) =>
    ((x[a] as number) - (x[o] as number)) * ((y[b] as number) - (y[o] as number)) -
    ((y[a] as number) - (y[o] as number)) * ((x[b] as number) - (x[o] as number));
  const hull: number[] = [];
  for (const pass of [order, [...order].reverse()]) {
    const start = hull.length;
    for (const p of pass) {
      while (
        hull.length >= start + 2 &&
        cross(hull[hull.length - 2] as number, hull[hull.length - 1] as number, p) <= 0
      )
        hull.pop();
      hull.push(p);
    }
    hull.pop();
  }
  const edges = new Float64Array(hull.length * 3);
  hull.forEach((from, k) => {
    const to = hull[(k + 1) % hull.length] as number;
    const ex = (x[to] as number) - (x[from] as number);
    const ey = (y[to] as number) - (y[from] as number);
    const length = Math.hypot(ex, ey) || 1;
    // Counter-clockwise in a y-up sense: the outward normal is (ey, −ex).
    const nx = ey / length;
    const ny = -ex / length;
    edges[k * 3] = nx;
    edges[k * 3 + 1] = ny;
    edges[k * 3 + 2] = nx * (x[from] as number) + ny * (y[from] as number);
  });
  return edges;
}

/** Cylinder codes of a template (x, y in pixels; angles in image radians, [0, 2π)). */
export function cylinderCodes(
  x: Float32Array,
  y: Float32Array,
  angle: Float32Array,
  count: number,
): CylinderCodes {
  const bits = new Uint32Array(count * SECTIONS);
  const valid = new Uint32Array(count);
  const counts = new Uint16Array(count);
  if (count < 3) return { bits, valid, counts };
  const edges = hullEdges(x, y, count);
  const sums = new Float32Array(32 * SECTIONS);
  const reach = RADIUS + 2 * SPATIAL_SPREAD;
  const spread2 = 2 * SPATIAL_SPREAD * SPATIAL_SPREAD;
  for (let i = 0; i < count; i += 1) {
    const xi = x[i] as number;
    const yi = y[i] as number;
    const ai = angle[i] as number;
    const cos = Math.cos(ai);
    const sin = Math.sin(ai);
    let mask = 0;
    for (let c = 0; c < 32; c += 1) {
      const wx = xi + cos * (CELL_X[c] as number) - sin * (CELL_Y[c] as number);
      const wy = yi + sin * (CELL_X[c] as number) + cos * (CELL_Y[c] as number);
      let outside = -Infinity;
      for (let e = 0; e < edges.length; e += 3) {
        const d =
          (edges[e] as number) * wx + (edges[e + 1] as number) * wy - (edges[e + 2] as number);
        if (d > outside) outside = d;
      }
      if (outside <= HULL_MARGIN) mask |= 1 << c;
    }
    if (ones(mask) < MIN_VALID_CELLS) continue;
    sums.fill(0);
    let neighbours = 0;
    for (let t = 0; t < count; t += 1) {
      if (t === i) continue;
      const rx = (x[t] as number) - xi;
      const ry = (y[t] as number) - yi;
      if (rx * rx + ry * ry > reach * reach) continue;
      // Into the minutia's frame: rotate by −ai.
      const lx = cos * rx + sin * ry;
      const ly = -sin * rx + cos * ry;
      let relative = (angle[t] as number) - ai;
      if (relative < 0) relative += TWO_PI;
      const step = Math.floor((relative / TWO_PI) * DIRECTION_STEPS) % DIRECTION_STEPS;
      let lit = false;
      for (let c = 0; c < 32; c += 1) {
        const dx = (CELL_X[c] as number) - lx;
        const dy = (CELL_Y[c] as number) - ly;
        const d2 = dx * dx + dy * dy;
        if (d2 > 9 * SPATIAL_SPREAD * SPATIAL_SPREAD) continue;
        const spatial = Math.exp(-d2 / spread2);
        lit = true;
        for (let s = 0; s < SECTIONS; s += 1) {
          sums[c * SECTIONS + s] =
            (sums[c * SECTIONS + s] as number) +
            spatial * (DIRECTION_WEIGHTS[step * SECTIONS + s] as number);
        }
      }
      if (lit) neighbours += 1;
    }
    if (neighbours < MIN_NEIGHBOURS) continue;
    for (let c = 0; c < 32; c += 1) {
      if (((mask >>> c) & 1) === 0) continue;
      for (let s = 0; s < SECTIONS; s += 1) {
        if ((sums[c * SECTIONS + s] as number) >= BIT_LEVEL)
          bits[i * SECTIONS + s] = ((bits[i * SECTIONS + s] as number) | (1 << c)) >>> 0;
      }
    }
    valid[i] = mask >>> 0;
    for (let s = 0; s < SECTIONS; s += 1)
      counts[i] = (counts[i] as number) + ones(bits[i * SECTIONS + s] as number);
  }
  return { bits, valid, counts };
}

/**
 * Similarity of cylinder i of one template and cylinder j of another, 0–1 (1: the same bits
 * wherever both are on the print); 0 when they cannot be compared.
 */
export function cylinderSimilarity(
  a: CylinderCodes,
  i: number,
  angleA: number,
  b: CylinderCodes,
  j: number,
  angleB: number,
): number {
  let gap = Math.abs(angleA - angleB);
  if (gap > Math.PI) gap = TWO_PI - gap;
  if (gap > MAX_DIRECTION_GAP) return 0;
  const validA = a.valid[i] as number;
  const validB = b.valid[j] as number;
  const shared = (validA & validB) >>> 0;
  if (shared === 0 || ones(shared) < MIN_SHARED_CELLS) return 0;
  const allA = shared === validA;
  const allB = shared === validB;
  let onesA = allA ? (a.counts[i] as number) : 0;
  let onesB = allB ? (b.counts[j] as number) : 0;
  let differ = 0;
  const baseA = i * SECTIONS;
  const baseB = j * SECTIONS;
  for (let s = 0; s < SECTIONS; s += 1) {
    const wa = (a.bits[baseA + s] as number) & shared;
    const wb = (b.bits[baseB + s] as number) & shared;
    if (!allA) onesA += ones(wa);
    if (!allB) onesB += ones(wb);
    differ += ones(wa ^ wb);
  }
  if (onesA === 0 || onesB === 0) return 0;
  return 1 - Math.sqrt(differ) / (Math.sqrt(onesA) + Math.sqrt(onesB));
}
