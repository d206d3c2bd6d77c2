import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { capturedSample } from './sample.ts';
import { syntheticFinger } from './synthetic/index.ts';
import { decodeIsoRecord, decodeTemplateMinutiae } from './template/index.ts';

describe('capturedSample', () => {
  it('carries the minutiae as an ISO template and the image as a PNG, both base64', () => {
    const { image, minutiae } = syntheticFinger(21, 0);
    const sample = capturedSample(image, minutiae, { fingerPosition: 2, quality: 80 });

    const template = new Uint8Array(Buffer.from(sample.Data, 'base64'));
    const record = decodeIsoRecord(template);
    expect([record.width, record.height]).toEqual([384, 290]);
    expect(record.views[0]).toMatchObject({ position: 2, quality: 80 });
    const decoded = decodeTemplateMinutiae(template);
    expect(decoded).toHaveLength(minutiae.length);
    decoded.forEach((minutia, i) => {
      expect(Math.abs(minutia.x - (minutiae[i]?.x ?? NaN))).toBeLessThanOrEqual(0.5);
      expect(minutia.type).toBe(minutiae[i]?.type);
    });

    const png = Buffer.from(sample.Png, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([384, 290]);
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows.subarray(1, 385)]).toEqual([...image.pixels.subarray(0, 384)]);
  });

  it('makes a valid template of a scan without minutiae', () => {
    const { image } = syntheticFinger(21, 0);
    const sample = capturedSample(image, []);
    expect(decodeTemplateMinutiae(new Uint8Array(Buffer.from(sample.Data, 'base64')))).toEqual([]);
  });
});
