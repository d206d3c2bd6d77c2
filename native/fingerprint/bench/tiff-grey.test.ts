// The bench's TIFF reader: FVC-style files (8-bit grey, uncompressed, in strips) and
// Neurotechnology-style ones (LZW, a colour map of greys) read back pixel for pixel in either
// byte order, white-is-zero files turned the right way up, and anything it does not read refused
// by name.
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
  /** The stored image, when not the small one above. */
  image?: { width: number; height: number; pixels: Uint8Array };
  /** Stored as given (palette indices, differences); `pixels` are written as they are. */
  raw?: true;
  predictor?: number;
  colorMap?: number[];
}

/**
 * LZW as libtiff writes it (TIFF 6.0 §13): a clear code first, codes widened when the next
 * free code passes the width's largest, the table cleared when it fills.
 */
function lzwEncode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let buffered = 0;
  let width = 9;
  const put = (code: number) => {
    buffer = (buffer << width) | code;
    buffered += width;
    while (buffered >= 8) {
      out.push((buffer >> (buffered - 8)) & 0xff);
      buffered -= 8;
    }
    buffer &= (1 << buffered) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const grow = () => {
    next += 1;
    if (next === 4094) {
      put(256);
      table = new Map();
      next = 258;
      width = 9;
    } else if (next > (1 << width) - 1) width += 1;
  };
  put(256);
  let current = data[0] as number;
  for (let i = 1; i < data.length; i += 1) {
    const byte = data[i] as number;
    const known = table.get(`${current},${byte}`);
    if (known !== undefined) {
      current = known;
      continue;
    }
    put(current);
    table.set(`${current},${byte}`, next);
    grow();
    current = byte;
  }
  put(current);
  grow();
  put(257);
  if (buffered > 0) out.push((buffer << (8 - buffered)) & 0xff);
  return Uint8Array.from(out);
}

/** A TIFF of `pixels`: header, the strips, then the directory and its out-of-line arrays. */
function tiff({
  little = true,
  rowsPerStrip = 3,
  photometric = 1,
  compression = 1,
  bits = 8,
  image = { width, height, pixels },
  raw,
  predictor,
  colorMap,
}: Layout = {}): Uint8Array {
  const strips: Uint8Array[] = [];
  for (let row = 0; row < image.height; row += rowsPerStrip) {
    strips.push(
      image.pixels.subarray(
        row * image.width,
        Math.min(image.height, row + rowsPerStrip) * image.width,
      ),
    );
  }
  const grey =
    photometric === 0 && raw === undefined ? strips.map((s) => s.map((v) => 255 - v)) : strips;
  const stored = compression === 5 ? grey.map(lzwEncode) : grey;
  const stripStart = 8;
  const offsets: number[] = [];
  let at = stripStart;
  for (const strip of stored) {
    offsets.push(at);
    at += strip.length;
  }
  const arrays = at + (at % 2);
  const entries: [tag: number, type: number, values: number[]][] = [
    [256, 3, [image.width]],
    [257, 3, [image.height]],
    [258, 3, [bits]],
    [259, 3, [compression]],
    [262, 3, [photometric]],
    [273, 4, offsets],
    [277, 3, [1]],
    [278, 3, [rowsPerStrip]],
    [279, 4, stored.map((strip) => strip.length)],
    ...(predictor === undefined ? [] : [[317, 3, [predictor]] as [number, number, number[]]]),
    ...(colorMap === undefined ? [] : [[320, 3, colorMap] as [number, number, number[]]]),
  ];
  const outOfLine = entries.reduce((sum, [, type, values]) => {
    const size = values.length * (type === 3 ? 2 : 4);
    return size > 4 ? sum + size : sum;
  }, 0);
  const directory = arrays + outOfLine;
  const bytes = new Uint8Array(directory + 2 + entries.length * 12 + 4);
  const view = new DataView(bytes.buffer);
  bytes.set(little ? [0x49, 0x49] : [0x4d, 0x4d]);
  view.setUint16(2, 42, little);
  view.setUint32(4, directory, little);
  stored.forEach((strip, k) => {
    bytes.set(strip, offsets[k]);
  });
  let nextArray = arrays;
  view.setUint16(directory, entries.length, little);
  entries.forEach(([tag, type, values], k) => {
    const entry = directory + 2 + k * 12;
    view.setUint16(entry, tag, little);
    view.setUint16(entry + 2, type, little);
    view.setUint32(entry + 4, values.length, little);
    const size = type === 3 ? 2 : 4;
    const start = values.length * size <= 4 ? entry + 8 : nextArray;
    if (start === nextArray) {
      view.setUint32(entry + 8, nextArray, little);
      nextArray += values.length * size;
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

  it('reads LZW strips, through every code width and a cleared table, in either byte order', () => {
    // Noise compresses poorly: its 6,400 bytes take over 4,000 codes, so the codes widen from
    // 9 bits to 12 and the table fills and is cleared.
    let state = 7;
    const noise = Uint8Array.from({ length: 80 * 80 }, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state >> 23;
    });
    const large = { width: 80, height: 80, pixels: noise };
    for (const little of [true, false]) {
      for (const rowsPerStrip of [7, 80]) {
        const image = decodeGreyTiff(tiff({ little, rowsPerStrip, compression: 5, image: large }));
        expect([...image.pixels]).toEqual([...noise]);
      }
    }
    expect([...decodeGreyTiff(tiff({ compression: 5 })).pixels]).toEqual([...pixels]);
  });

  it('reads palette images as the greys of their colour map, and undoes horizontal differences', () => {
    // A colour map of greys, darkest last (16-bit channels), and one that is not grey at all.
    const reversed = [0, 1, 2].flatMap(() =>
      Array.from({ length: 256 }, (_, i) => (255 - i) * 257),
    );
    const palette = decodeGreyTiff(tiff({ photometric: 3, colorMap: reversed, raw: true }));
    expect([...palette.pixels]).toEqual([...pixels].map((v) => 255 - v));
    const red = Array.from({ length: 768 }, (_, i) => (i < 256 ? 65535 : 0));
    expect([...decodeGreyTiff(tiff({ photometric: 3, colorMap: red, raw: true })).pixels]).toEqual(
      [...pixels].map(() => 76),
    );
    const differences = pixels.map((v, i) =>
      i % width === 0 ? v : (v - (pixels[i - 1] ?? 0)) & 0xff,
    );
    const image = { width, height, pixels: differences };
    for (const compression of [1, 5]) {
      const undone = decodeGreyTiff(tiff({ image, predictor: 2, compression, raw: true }));
      expect([...undone.pixels]).toEqual([...pixels]);
    }
  });

  it('refuses other compressions, non-grey, truncated, damaged and foreign files by name', () => {
    expect(() => decodeGreyTiff(tiff({ compression: 7 }))).toThrow(
      new TiffError('Unsupported TIFF: compression 7 (only uncompressed or LZW).'),
    );
    expect(() => decodeGreyTiff(tiff({ photometric: 2 }))).toThrow(/only grey/);
    expect(() => decodeGreyTiff(tiff({ photometric: 3 }))).toThrow(/without a colour map/);
    expect(() => decodeGreyTiff(tiff({ predictor: 3 }))).toThrow('Unsupported TIFF: predictor 3.');
    // A clear code, then a code beyond the table: 256 and 300 in 9 bits each.
    const damaged = tiff({ compression: 5, rowsPerStrip: height });
    const start = 8;
    damaged.set([0x80, 0x4b, 0x00], start);
    expect(() => decodeGreyTiff(damaged)).toThrow(/LZW data names a code not yet defined/);
    expect(() => decodeGreyTiff(tiff({ bits: 16 }))).toThrow(/only 8-bit grey/);
    expect(() => decodeGreyTiff(tiff().subarray(0, 20))).toThrow(TiffError);
    expect(() => decodeGreyTiff(new TextEncoder().encode('\x89PNG\r\n\x1a\n'))).toThrow(
      'Not a TIFF file: no byte order mark.',
    );
  });
});
