// Reads 8-bit greyscale PNGs (the real-print fixtures, the reader's own PNGs) back into grey
// images, so tests and benchmarks can run the engine on stored prints.

import { inflateSync } from 'node:zlib';
import type { GreyImage } from '../driver/grey-image.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GREYSCALE = 0;

export function decodeGreyPng(bytes: Uint8Array): GreyImage {
  if (SIGNATURE.some((byte, i) => bytes[i] !== byte)) throw new Error('Not a PNG file.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  const compressed: Uint8Array[] = [];
  for (let at = SIGNATURE.length; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour, , , interlace] = data.subarray(8, 13);
      if (depth !== 8 || colour !== GREYSCALE || interlace !== 0)
        throw new Error('Only 8-bit greyscale, non-interlaced PNGs are read.');
    } else if (type === 'IDAT') {
      compressed.push(data);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  return { width, height, pixels: unfilter(raw, width, height) };
}

/** Undoes the per-row filters (PNG spec §9) for one byte per pixel. */
function unfilter(raw: Uint8Array, width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (width + 1)] ?? 0;
    const source = y * (width + 1) + 1;
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const left = x > 0 ? (pixels[row + x - 1] ?? 0) : 0;
      const up = y > 0 ? (pixels[row - width + x] ?? 0) : 0;
      const upLeft = x > 0 && y > 0 ? (pixels[row - width + x - 1] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      pixels[row + x] = ((raw[source + x] ?? 0) + predictor) & 0xff;
    }
  }
  return pixels;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
