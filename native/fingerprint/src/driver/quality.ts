// The quality report of a capture: how much of the frame the print covers (blocks whose grey
// levels vary like ridges do), and the problem to tell the person about, if any.

import type { GreyImage } from './grey-image.ts';
import { CAPTURE_ACCEPTED, READER_ERROR_MESSAGES } from './messages.ts';

export type QualityIssue = 'too-fast' | 'partial' | 'no-finger';

export interface CaptureQuality {
  /** Share of the frame covered by the print, 0–1 in steps of 0.01. */
  readonly coverage: number;
  readonly issue: QualityIssue | null;
  readonly message: string;
}

const BLOCK = 16;
/** Ridges swing the grey level widely; bare glass and sensor noise do not. */
const FOREGROUND_DEVIATION = 16;
/** Below this the frame holds no finger at all. */
const NO_FINGER_COVERAGE = 0.08;
/** Below this too little of the finger touched the reader to match reliably. */
const PARTIAL_COVERAGE = 0.3;

export function printCoverage(image: GreyImage): number {
  const columns = Math.floor(image.width / BLOCK);
  const rows = Math.floor(image.height / BLOCK);
  if (columns === 0 || rows === 0) return 0;
  let foreground = 0;
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      if (blockDeviation(image, bx * BLOCK, by * BLOCK) >= FOREGROUND_DEVIATION) foreground += 1;
    }
  }
  return Math.round((foreground / (columns * rows)) * 100) / 100;
}

function blockDeviation(image: GreyImage, left: number, top: number): number {
  let sum = 0;
  let squares = 0;
  for (let y = top; y < top + BLOCK; y += 1) {
    const row = y * image.width;
    for (let x = left; x < left + BLOCK; x += 1) {
      const value = image.pixels[row + x] ?? 0;
      sum += value;
      squares += value * value;
    }
  }
  const count = BLOCK * BLOCK;
  const mean = sum / count;
  return Math.sqrt(Math.max(0, squares / count - mean * mean));
}

/** `liftedEarly`: the finger left the reader before the frame was complete. */
export function assessCapture(image: GreyImage, liftedEarly: boolean): CaptureQuality {
  const coverage = printCoverage(image);
  const issue: QualityIssue | null =
    coverage < NO_FINGER_COVERAGE
      ? 'no-finger'
      : liftedEarly
        ? 'too-fast'
        : coverage < PARTIAL_COVERAGE
          ? 'partial'
          : null;
  return {
    coverage,
    issue,
    message: issue === null ? CAPTURE_ACCEPTED : READER_ERROR_MESSAGES[issue],
  };
}
