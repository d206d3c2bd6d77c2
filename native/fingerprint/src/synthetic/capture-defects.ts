// Ways a good capture goes bad, applied to any grey image: a wet finger or one pressed too hard
// (dark, smeared ridges), dry skin or dirty glass (faint ridges), a finger placed off the frame.
// Tests and the benchmark use them to make poor captures from good ones, real or synthetic.

import type { GreyImage } from '../driver/grey-image.ts';
import { createRandom } from './random.ts';
import { createSmoothNoise } from './smooth-noise.ts';

/** Bare glass where no finger lies. */
const GLASS = 250;

/**
 * Wet or pressed too hard, `amount` 0–1: valleys fill with moisture (dark spreads across
 * `1 + 3 × amount` pixels), the print smears and darkens up to three times as deep.
 */
export function smeared(image: GreyImage, amount: number): GreyImage {
  const reach = Math.max(1, Math.round(1 + 3 * amount));
  const spread = boxFilter(minimumFilter(image, reach), reach);
  // Moisture couples more skin to the glass: the print darkens, bare glass stays bright.
  const gain = 1 + 2 * amount;
  return mapPixels(spread, (value) => GLASS - gain * (GLASS - value));
}

/**
 * Dry skin or dirty glass, `amount` 0–1: ridges keep only `1 − amount` of their depth and a
 * blotchy haze of dirt lies over the frame.
 */
export function faded(image: GreyImage, amount: number, seed = 1): GreyImage {
  const dirt = createSmoothNoise(createRandom(seed), image.width, image.height, 20);
  const keep = 1 - amount;
  return mapPixels(image, (value, x, y) => {
    const haze = 30 * amount * Math.max(0, dirt.at(x, y));
    return GLASS - (GLASS - value) * keep - haze;
  });
}

/**
 * `defect` over `share` (0–1) of the frame, in blotches some 40 px across, and `image` as it was
 * elsewhere: a finger wet in places, as real wet presses are, rather than all over.
 */
export function inPatches(image: GreyImage, defect: GreyImage, share: number, seed = 1): GreyImage {
  if (share <= 0) return image;
  if (share >= 1) return defect;
  const patches = createSmoothNoise(createRandom(seed), image.width, image.height, 40);
  // The level that `share` of the frame's noise lies above, from a 4-pixel grid.
  const levels: number[] = [];
  for (let y = 0; y < image.height; y += 4) {
    for (let x = 0; x < image.width; x += 4) levels.push(patches.at(x, y));
  }
  levels.sort((a, b) => a - b);
  const level = levels[Math.floor((1 - share) * (levels.length - 1))] ?? 0;
  return mapPixels(image, (value, x, y) => {
    // A blotch's rim fades over a few pixels rather than cutting the ridges off.
    const blend = Math.min(1, Math.max(0, (patches.at(x, y) - level) / 0.1 + 0.5));
    const spoiled = defect.pixels[y * image.width + x] ?? value;
    return value + (spoiled - value) * blend;
  });
}

/** The finger placed `dx`, `dy` pixels away from where it was; bare glass fills what it left. */
export function shifted(image: GreyImage, dx: number, dy: number): GreyImage {
  const { width, height, pixels } = image;
  return mapPixels(image, (_value, x, y) => {
    const sx = x - Math.round(dx);
    const sy = y - Math.round(dy);
    const inside = sx >= 0 && sy >= 0 && sx < width && sy < height;
    return inside ? (pixels[sy * width + sx] ?? GLASS) : GLASS;
  });
}

function mapPixels(
  image: GreyImage,
  pixel: (value: number, x: number, y: number) => number,
): GreyImage {
  const pixels = new Uint8Array(image.width * image.height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = y * image.width + x;
      pixels[i] = Math.min(255, Math.max(0, Math.round(pixel(image.pixels[i] ?? 0, x, y))));
    }
  }
  return { width: image.width, height: image.height, pixels };
}

/** Each pixel the darkest within `reach` (a square), so dark ridges swell into the valleys. */
function minimumFilter(image: GreyImage, reach: number): GreyImage {
  return windowFilter(image, reach, (window) => Math.min(...window));
}

function boxFilter(image: GreyImage, reach: number): GreyImage {
  return windowFilter(image, reach, (window) => window.reduce((a, b) => a + b, 0) / window.length);
}

/** Separable: the window runs along rows, then along columns. */
function windowFilter(
  image: GreyImage,
  reach: number,
  combine: (window: number[]) => number,
): GreyImage {
  const along = (source: GreyImage, horizontal: boolean) =>
    mapPixels(source, (_value, x, y) => {
      const window: number[] = [];
      for (let d = -reach; d <= reach; d += 1) {
        const sx = horizontal ? Math.min(source.width - 1, Math.max(0, x + d)) : x;
        const sy = horizontal ? y : Math.min(source.height - 1, Math.max(0, y + d));
        window.push(source.pixels[sy * source.width + sx] ?? 0);
      }
      return combine(window);
    });
  return along(along(image, true), false);
}
