// Thinning of the binary ridge map to a one-pixel skeleton (Zhang–Suen, with lookup tables for
// its two sub-iterations), then removal of staircase corners so every line pixel has exactly
// two neighbours and the crossing number reads the skeleton correctly.

import {
  binaryNeighbourCode,
  bit,
  neighbourCode,
  neighbourOffsets,
  TRANSITIONS,
} from './neighbour-ring.ts';

function popcount(code: number): number {
  let count = 0;
  for (let k = 0; k < 8; k += 1) count += bit(code, k);
  return count;
}

/** Yokoi's 8-connectivity number: 1 when removing the pixel keeps its neighbours connected. */
function connectivity8(code: number): number {
  const x = (k: number) => 1 - bit(code, k % 8);
  let total = 0;
  // 4-neighbours sit at even bits (N, E, S, W).
  for (let k = 0; k < 8; k += 2) total += x(k) - x(k) * x(k + 1) * x(k + 2);
  return total;
}

const [FIRST_PASS, SECOND_PASS] = [0, 1].map((pass) =>
  Uint8Array.from({ length: 256 }, (_, code) => {
    const count = popcount(code);
    if (count < 2 || count > 6 || TRANSITIONS[code] !== 1) return 0;
    const [n, e, s, w] = [bit(code, 0), bit(code, 2), bit(code, 4), bit(code, 6)];
    if (pass === 0) return n * e * s === 0 && e * s * w === 0 ? 1 : 0;
    return n * e * w === 0 && n * s * w === 0 ? 1 : 0;
  }),
) as [Uint8Array, Uint8Array];

/** An L-shaped corner of a staircase: removable without breaking or shortening the line. */
const STAIRCASE = Uint8Array.from({ length: 256 }, (_, code) => {
  if (popcount(code) < 2 || connectivity8(code) !== 1) return 0;
  const [n, e, s, w] = [bit(code, 0), bit(code, 2), bit(code, 4), bit(code, 6)];
  return n * e + e * s + s * w + w * n > 0 ? 1 : 0;
});

/** Thins `image` (padded, 1 = ridge, margin blank) in place. */
export function thin(image: Uint8Array, stride: number): void {
  const offsets = neighbourOffsets(stride);
  for (const p of zhangSuen(image, stride)) {
    if (STAIRCASE[neighbourCode(image, p, offsets)] === 1) image[p] = 0;
  }
}

/**
 * Zhang–Suen thinning of `image` (1 = set, 0 = clear, nothing else; every pixel of the outermost
 * ring must be 0) in place, without the staircase pass; returns the set pixels that remain.
 */
export function zhangSuen(image: Uint8Array, stride: number): Int32Array {
  // Only set pixels can change: keep them in a list, compacted after each round.
  let count = 0;
  for (let p = 0; p < image.length; p += 1) if (image[p] === 1) count += 1;
  const pixels = new Int32Array(count);
  count = 0;
  for (let p = 0; p < image.length; p += 1) if (image[p] === 1) pixels[count++] = p;
  const doomed = new Int32Array(count);
  let changed = true;
  while (changed) {
    changed = false;
    for (const table of [FIRST_PASS, SECOND_PASS]) {
      let marked = 0;
      for (let k = 0; k < count; k += 1) {
        const p = pixels[k] as number;
        // Inside a ridge (all four side neighbours set) neither pass removes a pixel: skip the
        // ring's eight reads for the many pixels of the first rounds that lie there.
        if (
          image[p - stride] === 1 &&
          image[p + 1] === 1 &&
          image[p + stride] === 1 &&
          image[p - 1] === 1
        ) {
          continue;
        }
        if (table[binaryNeighbourCode(image, p, stride)] === 1) doomed[marked++] = p;
      }
      for (let k = 0; k < marked; k += 1) image[doomed[k] as number] = 0;
      if (marked > 0) changed = true;
    }
    let kept = 0;
    for (let k = 0; k < count; k += 1) {
      const p = pixels[k] as number;
      if (image[p] === 1) pixels[kept++] = p;
    }
    count = kept;
  }
  return pixels.subarray(0, count);
}
