// Whether a grey capture is good enough to extract from, judged before extraction from what can
// be measured on the image — where the print lies, how dark its ridges and valleys are, how
// clearly its ridges run — and, if not, which of three things the person should do differently.
// Faint is only a first reading: a faint print is refused when it also yields too few minutiae
// (capture-reading.ts), since some readers' clean prints are that faint.

import type { GreyImage } from '../driver/grey-image.ts';

/** What went wrong with a capture, by what the person can do about it. */
export type CaptureQualityIssue = 'smudged' | 'faint' | 'off-centre';

export interface CaptureMeasures {
  /** Print area in square millimetres at 500 dpi (blocks whose grey levels vary like ridges). */
  readonly areaMm2: number;
  /** Distance of the print's centroid from the frame's centre, as a share of the half-frame. */
  readonly offCentre: number;
  /** Mean grey (0–255) of the darkest and the brightest quarter of the print: ridges, valleys. */
  readonly ridgeGrey: number;
  readonly valleyGrey: number;
  /** Median over print blocks of the mean grey of their pixels brighter than the block's mean. */
  readonly blockValleyGrey: number;
  /** Median over print blocks of the share of pixels nearer their ridges' grey than their valleys'. */
}

export interface CaptureQualityAssessment {
  readonly issue: CaptureQualityIssue | null;
  readonly measures: CaptureMeasures;
}

const BLOCK = 16;
/** Square millimetres per block at 500 dpi (0.8 mm sides). */
const BLOCK_MM2 = ((BLOCK * 25.4) / 500) ** 2;

/** When a block holds print rather than bare glass. */
const PRINT_BLOCK = {
  /** Ridges swing its grey level at least this much (standard deviation)… */
  deviation: 10,
  /** …or, faint, a little, with the grey level changing along one direction… */
  faintDeviation: 4,
  faintCoherence: 0.45,
  /** …or it is darker than bare glass ever is (a wet smear). */
  smearMean: 160,
} as const;

/** The refusals, each with the margin measured on real prints. */
const REFUSE = {
  /** Blocks' valleys this dark are filled with moisture or smeared (real prints: 123 and up). */
  smudgedValleyGrey: 110,
  /** Ridges this close to the valleys are too faint to trace (real prints: 63 and more). */
  faintContrast: 55,
  /** mm² of centred print (real prints: 75 and more; pushed 60% off the frame: 64 at most). */
  centredAreaMm2: 70,
} as const;

export function measureCapture(image: GreyImage): CaptureMeasures {
  const columns = Math.floor(image.width / BLOCK);
  const rows = Math.floor(image.height / BLOCK);
  const valleys: number[] = [];
  const histogram = new Float64Array(256);
  let sumX = 0;
  let sumY = 0;
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      const stats = blockStatistics(image, bx * BLOCK, by * BLOCK);
      if (!isPrint(stats)) continue;
      sumX += (bx + 0.5) * BLOCK;
      sumY += (by + 0.5) * BLOCK;
      valleys.push(stats.valley);
      addToHistogram(image, bx * BLOCK, by * BLOCK, histogram);
    }
  }
  const blocks = valleys.length;
  if (blocks === 0) {
    return { areaMm2: 0, offCentre: 1, ridgeGrey: 255, valleyGrey: 255, blockValleyGrey: 255 };
  }
  const dx = (sumX / blocks - image.width / 2) / (image.width / 2);
  const dy = (sumY / blocks - image.height / 2) / (image.height / 2);
  return {
    areaMm2: blocks * BLOCK_MM2,
    offCentre: Math.sqrt(dx * dx + dy * dy),
    ridgeGrey: quarterMean(histogram, 'dark'),
    valleyGrey: quarterMean(histogram, 'bright'),
    blockValleyGrey: median(valleys),
  };
}

export function assessCaptureQuality(image: GreyImage): CaptureQualityAssessment {
  const measures = measureCapture(image);
  return { issue: issueOf(measures), measures };
}

/**
 * The thresholds sit between the 160 real enrolment-grade prints of
 * ../shared/fixtures/fingerprint-real (FVC2002 DB2_B, FVC2004 DB1_B), which all pass, and the
 * same prints degraded (synthetic/capture-defects.ts), which all fail; the measured margins are
 * in docs/fingerprints.md. Smudging is judged first (a smear also lowers contrast), then faintness (faint ridges also
 * shrink the area found).
 */
function issueOf(m: CaptureMeasures): CaptureQualityIssue | null {
  if (m.blockValleyGrey < REFUSE.smudgedValleyGrey) return 'smudged';
  if (m.valleyGrey - m.ridgeGrey < REFUSE.faintContrast) return 'faint';
  if (centredArea(m) < REFUSE.centredAreaMm2) return 'off-centre';
  return null;
}

/** The print's area, discounted as its centre leaves the frame's: a print cut by the frame's edge scores low. */
export function centredArea(m: CaptureMeasures): number {
  return m.areaMm2 * (1 - Math.min(1, m.offCentre));
}

function isPrint(stats: BlockStatistics): boolean {
  return (
    stats.deviation >= PRINT_BLOCK.deviation ||
    stats.mean < PRINT_BLOCK.smearMean ||
    (stats.deviation >= PRINT_BLOCK.faintDeviation && stats.coherence >= PRINT_BLOCK.faintCoherence)
  );
}

interface BlockStatistics {
  readonly mean: number;
  readonly deviation: number;
  readonly coherence: number;
  /** Mean grey of the block's pixels brighter than its mean: its valleys. */
  readonly valley: number;
}

function blockStatistics(image: GreyImage, left: number, top: number): BlockStatistics {
  const { width, pixels } = image;
  let sum = 0;
  let squares = 0;
  let gxx = 0;
  let gyy = 0;
  let gxy = 0;
  for (let y = top; y < top + BLOCK; y += 1) {
    for (let x = left; x < left + BLOCK; x += 1) {
      const i = y * width + x;
      const value = pixels[i] ?? 0;
      sum += value;
      squares += value * value;
      if (x + 1 < width && y + 1 < image.height) {
        const gx = (pixels[i + 1] ?? 0) - value;
        const gy = (pixels[i + width] ?? 0) - value;
        gxx += gx * gx;
        gyy += gy * gy;
        gxy += gx * gy;
      }
    }
  }
  const count = BLOCK * BLOCK;
  const mean = sum / count;
  const energy = gxx + gyy;
  return {
    mean,
    valley: valleyOf(image, left, top, mean),
    deviation: Math.sqrt(Math.max(0, squares / count - mean * mean)),
    coherence: energy > 0 ? Math.sqrt((gxx - gyy) ** 2 + 4 * gxy * gxy) / energy : 0,
  };
}

/** Mean grey of the block's pixels brighter than its mean: its valleys. */
function valleyOf(image: GreyImage, left: number, top: number, mean: number): number {
  let bright = 0;
  let count = 0;
  for (let y = top; y < top + BLOCK; y += 1) {
    for (let x = left; x < left + BLOCK; x += 1) {
      const value = image.pixels[y * image.width + x] ?? 0;
      if (value >= mean) {
        bright += value;
        count += 1;
      }
    }
  }
  return count > 0 ? bright / count : mean;
}

function addToHistogram(image: GreyImage, left: number, top: number, histogram: Float64Array) {
  for (let y = top; y < top + BLOCK; y += 1) {
    for (let x = left; x < left + BLOCK; x += 1) {
      const value = image.pixels[y * image.width + x] ?? 0;
      histogram[value] = (histogram[value] ?? 0) + 1;
    }
  }
}

/** Mean grey of the darkest or brightest quarter of the pixels counted. */
function quarterMean(histogram: Float64Array, end: 'dark' | 'bright'): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  const wanted = total / 4;
  let taken = 0;
  let sum = 0;
  for (let step = 0; step < 256 && taken < wanted; step += 1) {
    const value = end === 'dark' ? step : 255 - step;
    const take = Math.min(histogram[value] ?? 0, wanted - taken);
    taken += take;
    sum += take * value;
  }
  return sum / wanted;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
