// Extraction against the synthetic generator's ground truth, and its refusal of malformed images.
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../driver/grey-image.ts';
import { blankFrame } from '../simulator/test-print.ts';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import type { Minutia } from '../template/minutia.ts';
import { angleDifference } from './angles.ts';
import { extractMinutiae } from './extract-minutiae.ts';
import { InvalidImageError } from './image-validation.ts';

const DISTANCE = 12;
const ANGLE = Math.PI / 6;

function recalled(truth: readonly Minutia[], found: readonly Minutia[]): number {
  const hits = truth.filter((expected) =>
    found.some(
      (minutia) =>
        Math.hypot(minutia.x - expected.x, minutia.y - expected.y) <= DISTANCE &&
        Math.abs(angleDifference(minutia.angle, expected.angle)) <= ANGLE,
    ),
  );
  return hits.length / truth.length;
}

describe('extractMinutiae', () => {
  it.each([
    [11, 0],
    [12, 3],
    [13, 6],
  ])(
    'finds the ground-truth minutiae of synthetic finger %i, impression %i',
    (finger, impression) => {
      const { image, minutiae: truth } = syntheticFinger(finger, impression);
      const { minutiae, quality } = extractMinutiae(image);
      expect(recalled(truth, minutiae)).toBeGreaterThanOrEqual(0.6);
      // Few inventions: most of what it reports is real.
      expect(recalled(minutiae, truth)).toBeGreaterThanOrEqual(0.6);
      expect(quality).toBeGreaterThan(40);
      for (const minutia of minutiae) {
        expect(Number.isInteger(minutia.x) && Number.isInteger(minutia.y)).toBe(true);
        expect(minutia.angle).toBeGreaterThanOrEqual(0);
        expect(minutia.angle).toBeLessThan(2 * Math.PI);
      }
    },
    // Rendering and extracting a print takes seconds on a busy shared machine.
    30_000,
  );

  it('finds nothing on bare glass', () => {
    expect(extractMinutiae(blankFrame())).toEqual({ minutiae: [], quality: 0 });
  });

  const image = (overrides: Partial<Record<keyof GreyImage, unknown>>) =>
    ({ width: 64, height: 64, pixels: new Uint8Array(64 * 64), ...overrides }) as GreyImage;

  it.each([
    [
      'pixels of the wrong length',
      image({ pixels: new Uint8Array(100) }),
      /needs 4096 pixels, got 100/,
    ],
    ['a NaN width', image({ width: Number.NaN }), /width must be an integer/],
    [
      'zero size',
      image({ width: 0, height: 0, pixels: new Uint8Array(0) }),
      /width must be 32–2048/,
    ],
    ['pixels that are not bytes', image({ pixels: new Array<number>(4096).fill(0) }), /Uint8Array/],
    ['no image at all', null as unknown as GreyImage, /must be an object/],
  ])('refuses %s with a clear error', (_, malformed, message) => {
    expect(() => extractMinutiae(malformed)).toThrow(InvalidImageError);
    expect(() => extractMinutiae(malformed)).toThrow(message);
  });
});
