// The eight neighbours of a skeleton pixel as one bit code, and what the code says: the crossing
// number (ending, line, bifurcation) and where each branch leaves the pixel. Shared by the
// extractor and by the synthetic generator's ground truth, so both read a skeleton alike.

/**
 * Neighbour bits of a pixel, clockwise from north: N=1, NE=2, E=4, SE=8, S=16, SW=32, W=64,
 * NW=128.
 */
export function neighbourOffsets(stride: number): Int32Array {
  return Int32Array.of(-stride, -stride + 1, 1, stride + 1, stride, stride - 1, -1, -stride - 1);
}

export function neighbourCode(image: Uint8Array, p: number, offsets: Int32Array): number {
  let code = 0;
  for (let k = 0; k < 8; k += 1) if (image[p + (offsets[k] as number)] === 1) code |= 1 << k;
  return code;
}

/**
 * neighbourCode for an image of 0s and 1s only, the bits read straight off the pixels: about
 * twice as fast in the thinning's loop, which reads every ridge pixel's ring each round.
 */
export function binaryNeighbourCode(image: Uint8Array, p: number, stride: number): number {
  return (
    (image[p - stride] as number) |
    ((image[p - stride + 1] as number) << 1) |
    ((image[p + 1] as number) << 2) |
    ((image[p + stride + 1] as number) << 3) |
    ((image[p + stride] as number) << 4) |
    ((image[p + stride - 1] as number) << 5) |
    ((image[p - 1] as number) << 6) |
    ((image[p - stride - 1] as number) << 7)
  );
}

export function bit(code: number, k: number): number {
  return (code >> k) & 1;
}

/** 0→1 transitions around the ring: the crossing number (1 ending, 2 line, 3 bifurcation). */
export const TRANSITIONS = Uint8Array.from({ length: 256 }, (_, code) => {
  let count = 0;
  for (let k = 0; k < 8; k += 1) if (bit(code, k) === 0 && bit(code, (k + 1) % 8) === 1) count += 1;
  return count;
});

/**
 * The ring position (0–7, as neighbourOffsets) where each branch leaves: one per run of set
 * neighbours. A run starting at a diagonal may continue to a 4-neighbour, the closer start.
 * A full ring (no 0→1 transition) gives none; it cannot happen on a thinned skeleton.
 */
export function branchStarts(code: number): number[] {
  const starts: number[] = [];
  for (let k = 0; k < 8; k += 1) {
    if (bit(code, (k + 7) % 8) === 1 || bit(code, k) === 0) continue;
    const next = (k + 1) % 8;
    starts.push(k % 2 === 1 && bit(code, next) === 1 ? next : k);
  }
  return starts;
}
