// Encodes a reader image as an 8-bit greyscale PNG: what the captured sample carries as `Png`
// and what people see of a scan.

import { deflateSync } from 'node:zlib';
import type { GreyImage } from '../driver/grey-image.ts';
import { crc32 } from './crc32.ts';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const BIT_DEPTH = 8;
const COLOUR_TYPE_GREY = 0;
/** Filter type 0 on every row: grey prints deflate well enough without predictors. */
const FILTER_NONE = 0;

export function encodePng(image: GreyImage): Uint8Array {
  const { width, height, pixels } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`A PNG needs a positive whole size, not ${width} × ${height}.`);
  if (pixels.length !== width * height)
    throw new RangeError(
      `A ${width} × ${height} image has ${width * height} pixels, not ${pixels.length}.`,
    );

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = BIT_DEPTH;
  header[9] = COLOUR_TYPE_GREY;
  // Bytes 10–12 stay 0: deflate compression, adaptive filtering, no interlace.

  const rows = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = FILTER_NONE;
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }

  return concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
