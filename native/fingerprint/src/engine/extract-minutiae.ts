// The extraction pipeline: grey image in, minutiae (minutia.ts) and an image quality out.

import type { GreyImage } from '../driver/grey-image.ts';
import type { Minutia } from '../template/minutia.ts';
import { enhanceAndBinarise } from './gabor-enhancement.ts';
import { blockQuality, type QualityMap } from './block-quality.ts';
import { assertGreyImage } from './image-validation.ts';
import { detectMinutiae } from './minutiae-detection.ts';
import { normaliseImage } from './normalisation.ts';
import { orientationField, type OrientationField } from './orientation-field.ts';
import { paddedGrid } from './padded-grid.ts';
import { ridgePeriods } from './ridge-frequency.ts';
import { thin } from './thinning.ts';

export interface Extraction {
  readonly minutiae: Minutia[];
  /** 0–100: how much of the frame the print covers and how clearly its ridges run. */
  readonly quality: number;
}

/** Share of the frame a print must cover for full quality marks. */
const FULL_COVERAGE = 0.5;

/** Throws InvalidImageError (image-validation.ts) for anything but a well-formed GreyImage. */
export function extractMinutiae(image: GreyImage): Extraction {
  assertGreyImage(image);
  const padded = paddedGrid(image.width, image.height);
  const normalised = normaliseImage(image, padded);
  const field = orientationField(image, normalised, padded);
  const periods = ridgePeriods(normalised, padded, field);
  const quality = blockQuality(field, periods);
  const ridges = enhanceAndBinarise(normalised, padded, field, periods.periods);
  thin(ridges, padded.stride);
  const period = medianPeriod(periods.periods, field);
  const minutiae = detectMinutiae(ridges, padded, field, period, quality);
  return { minutiae, quality: imageQuality(field, quality) };
}

function medianPeriod(periods: Float32Array, field: OrientationField): number {
  const values: number[] = [];
  periods.forEach((period, i) => {
    if (field.foreground[i] === 1) values.push(period);
  });
  if (values.length === 0) return 9;
  values.sort((a, b) => a - b);
  return values[values.length >> 1] as number;
}

/** Mean block quality of a clean print (cores, deltas and the print's rim pull it down). */
const CLEAN_PRINT_QUALITY = 0.6;

/** How much of the frame the print covers, times how much of it holds trustworthy ridges. */
function imageQuality(field: OrientationField, map: QualityMap): number {
  let blocks = 0;
  let sum = 0;
  field.foreground.forEach((inPrint, i) => {
    if (inPrint === 0) return;
    blocks += 1;
    sum += map.quality[i] as number;
  });
  if (blocks === 0) return 0;
  const coverage = Math.min(1, blocks / field.grid.size / FULL_COVERAGE);
  const clarity = Math.min(1, sum / blocks / CLEAN_PRINT_QUALITY);
  return Math.round(100 * coverage * clarity);
}
