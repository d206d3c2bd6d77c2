// The master's ridges as one-pixel-wide lines: binarised at the wave's zero crossing, cleared
// of specks and pinholes (which no finger has), then thinned (Zhang and Suen).

import { zhangSuen } from '../engine/thinning.ts';

export interface BinaryImage {
  readonly width: number;
  readonly height: number;
  /** 1 for set pixels, row-major. */
  readonly pixels: Uint8Array;
}

/** Ridge islands and valley pinholes smaller than this are growth debris, not anatomy. */
const SMALLEST_REGION = 40;

export function ridgeSkeleton(width: number, height: number, ridges: Float32Array): BinaryImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (ridges[i] ?? 0) > 0 ? 1 : 0;
  // Ridges connect diagonally, so valleys must not (or the two would cross).
  removeSmallRegions(width, height, pixels, 1, true);
  removeSmallRegions(width, height, pixels, 0, false);
  thin(width, height, pixels);
  return { width, height, pixels };
}

/** Flips regions of `value` smaller than SMALLEST_REGION to the other value. */
function removeSmallRegions(
  width: number,
  height: number,
  pixels: Uint8Array,
  value: number,
  diagonal: boolean,
): void {
  const seen = new Uint8Array(pixels.length);
  const stack = new Int32Array(pixels.length);
  const region = new Int32Array(pixels.length);
  const steps = diagonal
    ? [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1]
    : [-width, -1, 1, width];
  for (let start = 0; start < pixels.length; start += 1) {
    if (seen[start] === 1 || pixels[start] !== value) continue;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top] ?? 0;
      region[size++] = p;
      const x = p % width;
      for (const step of steps) {
        const q = p + step;
        if (q < 0 || q >= pixels.length) continue;
        // Steps left or right must not wrap onto the neighbouring row.
        const qx = q % width;
        if (Math.abs(qx - x) > 1) continue;
        if (seen[q] === 1 || pixels[q] !== value) continue;
        seen[q] = 1;
        stack[top++] = q;
      }
    }
    if (size < SMALLEST_REGION)
      for (let i = 0; i < size; i += 1) pixels[region[i] ?? 0] = 1 - value;
  }
}

/** Zhang–Suen thinning (the extractor's, without its staircase pass) after clearing the frame. */
function thin(width: number, height: number, pixels: Uint8Array): void {
  for (let x = 0; x < width; x += 1) {
    pixels[x] = 0;
    pixels[(height - 1) * width + x] = 0;
  }
  for (let y = 0; y < height; y += 1) {
    pixels[y * width] = 0;
    pixels[y * width + width - 1] = 0;
  }
  zhangSuen(pixels, width);
}
