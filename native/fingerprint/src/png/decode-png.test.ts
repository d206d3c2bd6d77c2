// PNG input: what encodePng writes reads back pixel for pixel, rows stored with each of PNG's
// five predictors decode alike, and damaged or unsupported files are refused by name.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';
import { decodePng, PngFormatError } from './decode-png.ts';
import { encodePng } from './encode-png.ts';

const width = 7;
const height = 5;
const pixels = Uint8Array.from(
  { length: width * height },
  (_, i) => (i * 53 + (i >> 2) * 17) % 256,
);

/** PNG's predictor for filter type `filter` (one byte per pixel). */
function predicted(filter: number, x: number, y: number): number {
  const at = (px: number, py: number) =>
    px < 0 || py < 0 ? 0 : (pixels[py * width + px] as number);
  const [a, b, c] = [at(x - 1, y), at(x, y - 1), at(x - 1, y - 1)];
  if (filter === 1) return a;
  if (filter === 2) return b;
  if (filter === 3) return (a + b) >> 1;
  if (filter === 4) {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  }
  return 0;
}

/** The image as a PNG whose row y is stored with filter type y % 5. */
function filteredPng(): Uint8Array {
  const rows = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    const filter = y % 5;
    rows[y * (width + 1)] = filter;
    for (let x = 0; x < width; x += 1)
      rows[y * (width + 1) + 1 + x] =
        ((pixels[y * width + x] as number) - predicted(filter, x, y) + 256) & 0xff;
  }
  const plain = encodePng({ width, height, pixels });
  const ihdr = plain.subarray(0, 8 + 25);
  const idat = deflateSync(rows);
  const chunk = new Uint8Array(12 + idat.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, idat.length);
  chunk.set([0x49, 0x44, 0x41, 0x54], 4);
  chunk.set(idat, 8);
  view.setUint32(8 + idat.length, crc32(chunk.subarray(4, 8 + idat.length)));
  return Uint8Array.from([...ihdr, ...chunk, ...plain.subarray(plain.length - 12)]);
}

describe('decodePng', () => {
  it('reads back what encodePng wrote', () => {
    expect(decodePng(encodePng({ width, height, pixels }))).toEqual({ width, height, pixels });
  });

  it('undoes every row predictor', () => {
    expect(decodePng(filteredPng()).pixels).toEqual(pixels);
  });

  it('refuses a file that is not a PNG, a damaged chunk and a colour image', () => {
    const png = encodePng({ width, height, pixels });
    expect(() => decodePng(new Uint8Array(20))).toThrow(PngFormatError);
    const damaged = Uint8Array.from(png);
    damaged[40] = (damaged[40] as number) ^ 0xff;
    expect(() => decodePng(damaged)).toThrow(/CRC/);
    const colour = Uint8Array.from(png);
    colour[25] = 2;
    const view = new DataView(colour.buffer);
    view.setUint32(29, crc32(colour.subarray(12, 29)));
    expect(() => decodePng(colour)).toThrow(/8-bit grey/);
  });
});
