// The two ways of reading a pixel's ring agree on every ring of a 0/1 image.
import { describe, expect, it } from 'vitest';
import { binaryNeighbourCode, neighbourCode, neighbourOffsets } from './neighbour-ring.ts';

describe('binaryNeighbourCode', () => {
  it('gives neighbourCode for each of the 256 rings around a pixel', () => {
    const stride = 5;
    const centre = 2 * stride + 2;
    const offsets = neighbourOffsets(stride);
    for (let ring = 0; ring < 256; ring += 1) {
      const image = new Uint8Array(stride * stride);
      image[centre] = 1;
      for (let k = 0; k < 8; k += 1)
        if ((ring >> k) & 1) image[centre + (offsets[k] as number)] = 1;
      expect(binaryNeighbourCode(image, centre, stride)).toBe(ring);
      expect(neighbourCode(image, centre, offsets)).toBe(ring);
    }
  });
});
