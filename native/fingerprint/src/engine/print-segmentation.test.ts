// The print told apart from the glass around it (orientation-field.ts's foreground mask), seen
// from outside: the minutiae the extractor reports.
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../driver/grey-image.ts';
import { createRandom } from '../synthetic/random.ts';
import { createSmoothNoise } from '../synthetic/smooth-noise.ts';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import type { Minutia } from '../template/minutia.ts';
import { extractMinutiae } from './extract-minutiae.ts';

const FRAME = { width: 520, height: 440 };
const OFFSET = { x: 68, y: 75 };
const GLASS_GREY = 232;

/**
 * Glass whose surface shows, as FVC2000 DB3_B's reader does around every print: grey dashes a
 * few pixels apart that run one way, wander and break off, swinging up to 40 grey levels.
 */
function texturedGlass(seed: number): Uint8Array {
  const random = createRandom(seed);
  const wander = createSmoothNoise(random, FRAME.width, FRAME.height, 24);
  const breaks = createSmoothNoise(random, FRAME.width, FRAME.height, 10);
  const pixels = new Uint8Array(FRAME.width * FRAME.height);
  for (let y = 0; y < FRAME.height; y += 1) {
    for (let x = 0; x < FRAME.width; x += 1) {
      const streak = 0.5 + 0.5 * Math.sin((2 * Math.PI * (y + 6 * wander.at(x, y))) / 7);
      const depth = breaks.at(x, y) > 0 ? 40 : 8;
      pixels[y * FRAME.width + x] = Math.round(GLASS_GREY - depth * streak + random.between(-8, 8));
    }
  }
  return pixels;
}

/** The print pressed on the glass: the darker of the two at each pixel. */
function pressedOn(glass: Uint8Array, print: GreyImage): GreyImage {
  const pixels = Uint8Array.from(glass);
  for (let y = 0; y < print.height; y += 1) {
    for (let x = 0; x < print.width; x += 1) {
      const at = (y + OFFSET.y) * FRAME.width + x + OFFSET.x;
      pixels[at] = Math.min(pixels[at] as number, print.pixels[y * print.width + x] as number);
    }
  }
  return { ...FRAME, pixels };
}

function nearAny(minutia: Minutia, others: readonly Minutia[]): boolean {
  return others.some((other) => Math.hypot(other.x - minutia.x, other.y - minutia.y) <= 12);
}

describe('the print and the glass around it', () => {
  it.each([
    [11, 0],
    [12, 3],
    [13, 6],
  ])(
    'reads synthetic finger %i (impression %i) on textured glass as on plain glass',
    (finger, impression) => {
      const { image, minutiae: truth } = syntheticFinger(finger, impression);
      const inFrame = truth.map((m) => ({ ...m, x: m.x + OFFSET.x, y: m.y + OFFSET.y }));
      const plain = extractMinutiae(
        pressedOn(new Uint8Array(FRAME.width * FRAME.height).fill(GLASS_GREY), image),
      ).minutiae;
      const textured = extractMinutiae(pressedOn(texturedGlass(finger), image)).minutiae;
      // No ridges traced on the glass: about as many minutiae as on plain glass (it found 66–86
      // against 23–30 when the glass's streaks counted as print), and most of them real.
      expect(textured.length).toBeLessThanOrEqual(Math.ceil(plain.length * 1.25));
      const real = textured.filter((minutia) => nearAny(minutia, inFrame));
      expect(real.length / textured.length).toBeGreaterThanOrEqual(0.75);
    },
    // Rendering and extracting a print takes seconds on a busy shared machine.
    30_000,
  );
});
