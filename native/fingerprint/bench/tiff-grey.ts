// TIFF as fingerprint databases are published: one 8-bit image in strips, either byte order —
// grey and uncompressed as the FVC competitions distribute theirs, or LZW-compressed with a
// colour map of greys as Neurotechnology's sample databases are. Enough for the bench to read a
// set as published (`--held-out`); anything else is refused with what it is, never read wrongly.

import type { GreyImage } from '../src/driver/grey-image.ts';
import { TiffError } from './tiff-error.ts';
import { decodeLzw } from './tiff-lzw.ts';

export { TiffError };

const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  rowsPerStrip: 278,
  stripByteCounts: 279,
  predictor: 317,
  colorMap: 320,
} as const;
/** TIFF field types this reader takes: BYTE, SHORT, LONG. */
const FIELD_BYTES = new Map([
  [1, 1],
  [3, 2],
  [4, 4],
]);
const NO_COMPRESSION = 1;
const LZW = 5;
const WHITE_IS_ZERO = 0;
const BLACK_IS_ZERO = 1;
const PALETTE = 3;
const NO_PREDICTOR = 1;
const HORIZONTAL_DIFFERENCES = 2;

export function decodeGreyTiff(bytes: Uint8Array): GreyImage {
  if (bytes.length < 8) throw new TiffError('Not a TIFF file: too short.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0);
  if (order !== 'II' && order !== 'MM') throw new TiffError('Not a TIFF file: no byte order mark.');
  const little = order === 'II';
  const inside = (offset: number, length: number) => {
    if (offset < 0 || offset + length > bytes.length) {
      throw new TiffError('Damaged TIFF file: an offset points past its end.');
    }
    return offset;
  };
  const u16 = (offset: number) => view.getUint16(inside(offset, 2), little);
  const u32 = (offset: number) => view.getUint32(inside(offset, 4), little);
  if (u16(2) !== 42) throw new TiffError('Not a TIFF file: wrong version number.');

  const directory = u32(4);
  const fields = new Map<number, number[]>();
  const count = u16(directory);
  for (let entry = 0; entry < count; entry += 1) {
    const at = directory + 2 + entry * 12;
    const tag = u16(at);
    const size = FIELD_BYTES.get(u16(at + 2));
    if (size === undefined) continue;
    const values = u32(at + 4);
    const start = size * values <= 4 ? at + 8 : u32(at + 8);
    inside(start, size * values);
    const read = (k: number) =>
      size === 1 ? (bytes[start + k] ?? 0) : size === 2 ? u16(start + k * 2) : u32(start + k * 4);
    fields.set(
      tag,
      Array.from({ length: values }, (_, k) => read(k)),
    );
  }
  const one = (tag: number, fallback?: number): number => {
    const value = fields.get(tag)?.[0] ?? fallback;
    if (value === undefined) throw new TiffError(`Unsupported TIFF: tag ${tag} is missing.`);
    return value;
  };

  const width = one(TAG.width);
  const height = one(TAG.height);
  const compression = one(TAG.compression, NO_COMPRESSION);
  const bits = one(TAG.bitsPerSample, 1);
  const samples = one(TAG.samplesPerPixel, 1);
  if (compression !== NO_COMPRESSION && compression !== LZW) {
    throw new TiffError(`Unsupported TIFF: compression ${compression} (only uncompressed or LZW).`);
  }
  if (bits !== 8 || samples !== 1) {
    throw new TiffError(`Unsupported TIFF: ${samples} × ${bits}-bit samples (only 8-bit grey).`);
  }
  const photometric = one(TAG.photometric, BLACK_IS_ZERO);
  if (photometric !== WHITE_IS_ZERO && photometric !== BLACK_IS_ZERO && photometric !== PALETTE) {
    throw new TiffError(`Unsupported TIFF: photometric interpretation ${photometric} (only grey).`);
  }
  const predictor = one(TAG.predictor, NO_PREDICTOR);
  if (predictor !== NO_PREDICTOR && predictor !== HORIZONTAL_DIFFERENCES) {
    throw new TiffError(`Unsupported TIFF: predictor ${predictor}.`);
  }
  const offsets = fields.get(TAG.stripOffsets) ?? [];
  const lengths = fields.get(TAG.stripByteCounts) ?? [];
  if (width < 1 || height < 1 || offsets.length === 0 || offsets.length !== lengths.length) {
    throw new TiffError('Damaged TIFF file: no image strips.');
  }

  const pixels = new Uint8Array(width * height);
  const stripBytes = Math.min(height, one(TAG.rowsPerStrip, height)) * width;
  let filled = 0;
  offsets.forEach((offset, strip) => {
    const stored = bytes.subarray(
      inside(offset, lengths[strip] ?? 0),
      offset + (lengths[strip] ?? 0),
    );
    const wanted = Math.min(
      pixels.length - filled,
      compression === LZW ? stripBytes : stored.length,
    );
    const decoded = compression === LZW ? decodeLzw(stored, wanted) : stored.subarray(0, wanted);
    pixels.set(decoded, filled);
    filled += decoded.length;
  });
  if (filled < pixels.length) throw new TiffError('Damaged TIFF file: its strips are short.');
  if (predictor === HORIZONTAL_DIFFERENCES) {
    for (let row = 0; row < pixels.length; row += width) {
      for (let x = row + 1; x < row + width; x += 1) {
        pixels[x] = ((pixels[x] as number) + (pixels[x - 1] as number)) & 0xff;
      }
    }
  }
  if (photometric === WHITE_IS_ZERO) {
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = 255 - (pixels[i] ?? 0);
  }
  if (photometric === PALETTE) return { width, height, pixels: throughColourMap(pixels, fields) };
  return { width, height, pixels };
}

/** Each palette index as the grey its colour map entry shows (luma of its 16-bit channels). */
function throughColourMap(indices: Uint8Array, fields: Map<number, number[]>): Uint8Array {
  const map = fields.get(TAG.colorMap);
  if (map === undefined || map.length !== 3 * 256) {
    throw new TiffError('Damaged TIFF file: a palette image without a colour map of 256 entries.');
  }
  const greys = Uint8Array.from({ length: 256 }, (_, i) => {
    const luma = 0.299 * (map[i] ?? 0) + 0.587 * (map[256 + i] ?? 0) + 0.114 * (map[512 + i] ?? 0);
    return Math.round(luma / 257);
  });
  return indices.map((index) => greys[index] as number);
}
