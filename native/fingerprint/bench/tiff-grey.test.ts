// The bench's TIFF reader: FVC-style files (8-bit grey, uncompressed, in strips) read back pixel
// for pixel in either byte order, white-is-zero files turned the right way up, and anything it
// does not read refused by name.
import { describe, expect, it } from 'vitest';
import { decodeGreyTiff, TiffError } from './tiff-grey.ts';

const width = 5;
const height = 4;
const pixels = Uint8Array.from({ length: width * height }, (_, i) => (i * 37 + 11) % 256);

interface Layout {
  little?: boolean;
  rowsPerStrip?: number;
  photometric?: number;
  compression?: number;
  bits?: number;
}

/** A TIFF of `pixels`: header, the strips, then the directory and its out-of-line arrays. */
function tiff({
  little = true,
  rowsPerStrip = 3,
  photometric = 1,
  compression = 1,
  bits = 8,
}: Layout = {}): Uint8Array {
  const strips: Uint8Array[] = [];
  for (let row = 0; row < height; row += rowsPerStrip) {
    strips.push(pixels.subarray(row * width, Math.min(height, row + rowsPerStrip) * width));
  }
  const stored = photometric === 0 ? strips.map((s) => s.map((v) => 255 - v)) : strips;
  const stripStart = 8;
  const offsets: number[] = [];
  let at = stripStart;
  for (const strip of stored) {
    offsets.push(at);
    at += strip.length;
  }
  const arrays = at + (at % 2);
  const directory = arrays + 8 * stored.length;
  const entries: [tag: number, type: number, values: number[]][] = [
    [256, 3, [width]],
    [257, 3, [height]],
    [258, 3, [bits]],
    [259, 3, [compression]],
    [262, 3, [photometric]],
    [273, 4, offsets],
    [277, 3, [1]],
    [278, 3, [rowsPerStrip]],
    [279, 4, stored.map((strip) => strip.length)],
  ];
  const bytes = new Uint8Array(directory + 2 + entries.length * 12 + 4);
  const view = new DataView(bytes.buffer);
  bytes.set(little ? [0x49, 0x49] : [0x4d, 0x4d]);
  view.setUint16(2, 42, little);
  view.setUint32(4, directory, little);
  stored.forEach((strip, k) => {
    bytes.set(strip, offsets[k]);
  });
  let outOfLine = arrays;
  view.setUint16(directory, entries.length, little);
  entries.forEach(([tag, type, values], k) => {
    const entry = directory + 2 + k * 12;
    view.setUint16(entry, tag, little);
    view.setUint16(entry + 2, type, little);
    view.setUint32(entry + 4, values.length, little);
    const size = type === 3 ? 2 : 4;
    const start = values.length * size <= 4 ? entry + 8 : outOfLine;
    if (start === outOfLine) {
      view.setUint32(entry + 8, outOfLine, little);
      outOfLine += values.length * size;
    }
    values.forEach((value, i) => {
      if (size === 2) view.setUint16(start + i * 2, value, little);
      else view.setUint32(start + i * 4, value, little);
    });
  });
  return bytes;
}

describe('decodeGreyTiff', () => {
  it('reads an 8-bit grey image in strips, in either byte order', () => {
    for (const little of [true, false]) {
      for (const rowsPerStrip of [1, 3, height]) {
        const image = decodeGreyTiff(tiff({ little, rowsPerStrip }));
        expect(image.width).toBe(width);
        expect(image.height).toBe(height);
        expect([...image.pixels]).toEqual([...pixels]);
      }
    }
  });

  it('turns a white-is-zero image into dark ridges on white', () => {
    expect([...decodeGreyTiff(tiff({ photometric: 0 })).pixels]).toEqual([...pixels]);
  });

  it('refuses compressed, non-grey, truncated and foreign files by name', () => {
    expect(() => decodeGreyTiff(tiff({ compression: 5 }))).toThrow(
      new TiffError('Unsupported TIFF: compression 5 (only uncompressed).'),
    );
    expect(() => decodeGreyTiff(tiff({ bits: 16 }))).toThrow(/only 8-bit grey/);
    expect(() => decodeGreyTiff(tiff().subarray(0, 20))).toThrow(TiffError);
    expect(() => decodeGreyTiff(new TextEncoder().encode('\x89PNG\r\n\x1a\n'))).toThrow(
      'Not a TIFF file: no byte order mark.',
    );
  });
});
