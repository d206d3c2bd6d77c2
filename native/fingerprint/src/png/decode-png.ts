// Decodes an 8-bit greyscale PNG (what encode-png.ts writes, and what fingerprint image sets
// ship as) back to a GreyImage, so prints on disk reach the extractor as a reader's would.

import { inflateSync } from 'node:zlib';
import type { GreyImage } from '../driver/grey-image.ts';
import { crc32 } from './crc32.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COLOUR_TYPE_GREY = 0;

export class PngFormatError extends Error {
  override readonly name = 'PngFormatError';
}

/** Throws PngFormatError for anything but a well-formed, non-interlaced 8-bit grey PNG. */
export function decodePng(bytes: Uint8Array): GreyImage {
  if (bytes.length < 8 || SIGNATURE.some((byte, i) => bytes[i] !== byte))
    throw new PngFormatError('Not a PNG: the signature is missing.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  const data: Uint8Array[] = [];
  let offset = 8;
  for (;;) {
    if (offset + 12 > bytes.length) throw new PngFormatError('The PNG ends before IEND.');
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 8 + length;
    if (end + 4 > bytes.length) throw new PngFormatError(`The ${type} chunk runs past the end.`);
    if (crc32(bytes.subarray(offset + 4, end)) !== view.getUint32(end))
      throw new PngFormatError(`The ${type} chunk fails its CRC.`);
    const body = bytes.subarray(offset + 8, end);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || colour !== COLOUR_TYPE_GREY || interlace !== 0)
        throw new PngFormatError(
          `Only 8-bit grey, non-interlaced PNGs are read (depth ${depth}, colour ${colour}).`,
        );
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset = end + 4;
  }
  if (width === 0 || height === 0) throw new PngFormatError('The PNG has no IHDR.');
  const raw = inflateSync(Buffer.concat(data));
  if (raw.length < height * (width + 1))
    throw new PngFormatError('The PNG holds fewer rows than its header says.');
  return { width, height, pixels: unfilter(raw, width, height) };
}

/** Undoes PNG's per-row predictors (one byte per pixel, so the left neighbour is 1 back). */
function unfilter(raw: Uint8Array, width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (width + 1)] as number;
    const source = y * (width + 1) + 1;
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const left = x > 0 ? (pixels[row + x - 1] as number) : 0;
      const up = y > 0 ? (pixels[row - width + x] as number) : 0;
      const corner = x > 0 && y > 0 ? (pixels[row - width + x - 1] as number) : 0;
      pixels[row + x] = ((raw[source + x] as number) + predict(filter, left, up, corner)) & 0xff;
    }
  }
  return pixels;
}

function predict(filter: number, left: number, up: number, corner: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - corner;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toCorner = Math.abs(estimate - corner);
      if (toLeft <= toUp && toLeft <= toCorner) return left;
      return toUp <= toCorner ? up : corner;
    }
    default:
      throw new PngFormatError(`Unknown PNG row filter ${filter}.`);
  }
}
