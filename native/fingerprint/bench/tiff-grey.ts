// Baseline TIFF as the FVC competitions distribute their images: one 8-bit grey image, stored
// uncompressed in strips, either byte order. Enough for the bench to read a set as published
// (`--held-out`); anything else is refused with what it is, never read wrongly.

import type { GreyImage } from '../src/driver/grey-image.ts';

const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  samplesPerPixel: 277,
  stripByteCounts: 279,
} as const;
/** TIFF field types this reader takes: BYTE, SHORT, LONG. */
const FIELD_BYTES = new Map([
  [1, 1],
  [3, 2],
  [4, 4],
]);
const NO_COMPRESSION = 1;
const WHITE_IS_ZERO = 0;

export class TiffError extends Error {}

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
  if (compression !== NO_COMPRESSION) {
    throw new TiffError(`Unsupported TIFF: compression ${compression} (only uncompressed).`);
  }
  if (bits !== 8 || samples !== 1) {
    throw new TiffError(`Unsupported TIFF: ${samples} × ${bits}-bit samples (only 8-bit grey).`);
  }
  const offsets = fields.get(TAG.stripOffsets) ?? [];
  const lengths = fields.get(TAG.stripByteCounts) ?? [];
  if (width < 1 || height < 1 || offsets.length === 0 || offsets.length !== lengths.length) {
    throw new TiffError('Damaged TIFF file: no image strips.');
  }

  const pixels = new Uint8Array(width * height);
  let filled = 0;
  offsets.forEach((offset, strip) => {
    const length = Math.min(lengths[strip] ?? 0, pixels.length - filled);
    pixels.set(bytes.subarray(inside(offset, length), offset + length), filled);
    filled += length;
  });
  if (filled < pixels.length) throw new TiffError('Damaged TIFF file: its strips are short.');
  if (one(TAG.photometric, 1) === WHITE_IS_ZERO) {
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = 255 - (pixels[i] ?? 0);
  }
  return { width, height, pixels };
}
