// The LZW compression TIFF files use (TIFF 6.0 §13): variable-width codes, most significant bit
// first, 9 to 12 bits wide, widened one code early as libtiff writes them. Some sample databases
// (Neurotechnology's U.are.U and CrossMatch sets) are stored this way.

import { TiffError } from './tiff-error.ts';

const CLEAR = 256;
const END = 257;
const FIRST_FREE = 258;
const TABLE_SIZE = 4096;
const MIN_WIDTH = 9;
const MAX_WIDTH = 12;

/** The first `expected` bytes `data` decodes to (fewer when the data ends first). */
export function decodeLzw(data: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  const prefix = new Int32Array(TABLE_SIZE);
  const suffix = new Uint8Array(TABLE_SIZE);
  const first = new Uint8Array(TABLE_SIZE);
  const lengths = new Uint16Array(TABLE_SIZE);
  for (let code = 0; code < 256; code += 1) {
    prefix[code] = -1;
    suffix[code] = code;
    first[code] = code;
    lengths[code] = 1;
  }
  let written = 0;
  let next = FIRST_FREE;
  let width = MIN_WIDTH;
  let previous = -1;
  let bit = 0;
  const bits = data.length * 8;
  while (bit + width <= bits && written < expected) {
    let code = 0;
    for (let k = 0; k < width; k += 1, bit += 1) {
      code = (code << 1) | (((data[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1);
    }
    if (code === END) break;
    if (code === CLEAR) {
      next = FIRST_FREE;
      width = MIN_WIDTH;
      previous = -1;
      continue;
    }
    const known = code < 256 || (code >= FIRST_FREE && code < next);
    if (!known && !(code === next && previous >= 0)) {
      throw new TiffError('Damaged TIFF file: its LZW data names a code not yet defined.');
    }
    if (previous >= 0 && next < TABLE_SIZE) {
      // A new entry: the previous string and the first byte of this one (for a code not yet
      // defined, which is this very entry, the previous string's own first byte).
      prefix[next] = previous;
      suffix[next] = known ? (first[code] as number) : (first[previous] as number);
      first[next] = first[previous] as number;
      lengths[next] = (lengths[previous] as number) + 1;
      next += 1;
    }
    let at = code;
    for (let k = (lengths[code] as number) - 1; k >= 0; k -= 1) {
      if (written + k < expected) out[written + k] = suffix[at] as number;
      at = prefix[at] as number;
    }
    written += lengths[code] as number;
    previous = code;
    if (next + 1 >= 1 << width && width < MAX_WIDTH) width += 1;
  }
  return written >= expected ? out : out.subarray(0, written);
}
