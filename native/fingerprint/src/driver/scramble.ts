// The block scrambling some U.are.U units apply to image data: a 32-bit LFSR keystream
// (taps 0x9248144D) whose bytes are gathered from eight key bits.

const TAPS = 0x9248144d;
const KEYSTREAM_BITS = [4, 8, 11, 14, 18, 21, 24, 29] as const;

/** One LFSR step: the parity of the tapped bits shifts in at the top. */
export function advanceKey(key: number): number {
  let bit = key & TAPS;
  bit ^= bit << 16;
  bit ^= bit << 8;
  bit ^= bit << 4;
  bit ^= bit << 2;
  bit ^= bit << 1;
  return ((bit & 0x80000000) | (key >>> 1)) >>> 0;
}

export function keystreamByte(key: number): number {
  let byte = 0;
  KEYSTREAM_BITS.forEach((bit, index) => {
    byte |= ((key >>> bit) & 1) << index;
  });
  return byte;
}

/** Advances the key past `length` bytes that are not scrambled; returns the new key. */
export function skipKeystream(key: number, length: number): number {
  let next = key;
  for (let i = 0; i < length; i += 1) next = advanceKey(next);
  return next;
}

/**
 * Descrambles `length` bytes of `data` from `offset` in place; returns the key for the next
 * block. The reader sends a scrambled block one byte late: plain byte i comes from wire byte
 * i + 1, and the block's last byte is padding, which decodes to 0.
 */
export function descrambleBlock(
  data: Uint8Array,
  offset: number,
  length: number,
  key: number,
): number {
  if (length <= 0) return key;
  let next = key;
  const last = offset + length - 1;
  for (let i = offset; i < last; i += 1) {
    data[i] = (data[i + 1] ?? 0) ^ keystreamByte(next);
    next = advanceKey(next);
  }
  data[last] = 0;
  return advanceKey(next);
}
