// The master's ridges as one-pixel-wide lines: binarised at the wave's zero crossing, cleared
// of specks and pinholes (which no finger has), then thinned (Zhang and Suen).

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

/** Zhang–Suen thinning in place; the frame's outermost pixels are cleared first. */
function thin(width: number, height: number, pixels: Uint8Array): void {
  for (let x = 0; x < width; x += 1) {
    pixels[x] = 0;
    pixels[(height - 1) * width + x] = 0;
  }
  for (let y = 0; y < height; y += 1) {
    pixels[y * width] = 0;
    pixels[y * width + width - 1] = 0;
  }
  const doomed: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (let step = 0; step < 2; step += 1) {
      doomed.length = 0;
      for (let y = 1; y < height - 1; y += 1) {
        for (let x = 1; x < width - 1; x += 1) {
          const p = y * width + x;
          if (pixels[p] === 0) continue;
          // Neighbours clockwise from north: P2 … P9.
          const p2 = pixels[p - width] ?? 0;
          const p3 = pixels[p - width + 1] ?? 0;
          const p4 = pixels[p + 1] ?? 0;
          const p5 = pixels[p + width + 1] ?? 0;
          const p6 = pixels[p + width] ?? 0;
          const p7 = pixels[p + width - 1] ?? 0;
          const p8 = pixels[p - 1] ?? 0;
          const p9 = pixels[p - width - 1] ?? 0;
          const count = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
          if (count < 2 || count > 6) continue;
          const transitions =
            Number(p2 === 0 && p3 === 1) +
            Number(p3 === 0 && p4 === 1) +
            Number(p4 === 0 && p5 === 1) +
            Number(p5 === 0 && p6 === 1) +
            Number(p6 === 0 && p7 === 1) +
            Number(p7 === 0 && p8 === 1) +
            Number(p8 === 0 && p9 === 1) +
            Number(p9 === 0 && p2 === 1);
          if (transitions !== 1) continue;
          if (
            step === 0
              ? p2 * p4 * p6 !== 0 || p4 * p6 * p8 !== 0
              : p2 * p4 * p8 !== 0 || p2 * p6 * p8 !== 0
          )
            continue;
          doomed.push(p);
        }
      }
      for (const p of doomed) pixels[p] = 0;
      if (doomed.length > 0) changed = true;
    }
  }
}
