import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';
import { encodePng } from './encode-png.ts';

interface Chunk {
  readonly type: string;
  readonly data: Uint8Array;
  readonly crc: number;
}

function chunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const found: Chunk[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = view.getUint32(offset + 8 + length);
    expect(crc, `${type} checksum`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    found.push({ type, data, crc });
    offset += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    const whole = new TextEncoder().encode('IEND');
    expect(crc32(whole)).toBe(0xae426082);
    expect(crc32(whole.subarray(2), crc32(whole.subarray(0, 2)))).toBe(0xae426082);
  });

  it('writes the signature, an 8-bit grey header, the rows and the end', () => {
    const width = 5;
    const height = 3;
    const pixels = Uint8Array.from({ length: width * height }, (_, i) => (i * 37) % 256);
    const png = encodePng({ width, height, pixels });

    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [header, ...rest] = chunks(png);
    expect(header?.type).toBe('IHDR');
    expect([...(header?.data ?? [])]).toEqual([0, 0, 0, 5, 0, 0, 0, 3, 8, 0, 0, 0, 0]);
    expect(rest.map((chunk) => chunk.type)).toEqual(['IDAT', 'IEND']);
    expect(rest[1]?.data.length).toBe(0);

    const rows = inflateSync(rest[0]?.data ?? new Uint8Array(0));
    const expected: number[] = [];
    for (let y = 0; y < height; y += 1)
      expected.push(0, ...pixels.subarray(y * width, (y + 1) * width));
    expect([...rows]).toEqual(expected);
  });

  it('encodes a full reader frame', () => {
    const pixels = Uint8Array.from({ length: 384 * 290 }, (_, i) => i % 251);
    const png = encodePng({ width: 384, height: 290, pixels });
    const idat = chunks(png).find((chunk) => chunk.type === 'IDAT');
    const rows = inflateSync(idat?.data ?? new Uint8Array(0));
    expect(rows.length).toBe(290 * 385);
    expect([...rows.subarray(385 * 7 + 1, 385 * 8)]).toEqual([
      ...pixels.subarray(384 * 7, 384 * 8),
    ]);
  });

  it('refuses a size that does not match the pixels', () => {
    expect(() => encodePng({ width: 4, height: 4, pixels: new Uint8Array(15) })).toThrow(
      RangeError,
    );
    expect(() => encodePng({ width: 0, height: 4, pixels: new Uint8Array(0) })).toThrow(RangeError);
  });
});
