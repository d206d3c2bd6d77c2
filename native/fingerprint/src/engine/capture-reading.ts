// A capture read as Zyno Desktop reads a touch: refused before extraction when the image shows
// a smudged or off-centre print (capture-quality.ts), extracted otherwise, and refused after
// extraction when too few minutiae came out of it. Faint ridges alone do not refuse a capture:
// readers differ in contrast (a low-cost optical reader's clean prints are as faint as a good
// reader's dirty ones), so a faint print is refused as faint only when it also yields too few
// minutiae, and one whose minutiae can be traced is a sample like any other.

import type { GreyImage } from '../driver/grey-image.ts';
import {
  assessCaptureQuality,
  type CaptureMeasures,
  type CaptureQualityIssue,
} from './capture-quality.ts';
import { extractMinutiae, type Extraction } from './extract-minutiae.ts';

/** Fewer minutiae than this cannot be matched reliably: the press is asked for again. */
export const MIN_SAMPLE_MINUTIAE = 12;

/** Why a capture is asked for again: what the image shows, or too few minutiae in it. */
export type CaptureRefusal = CaptureQualityIssue | 'too-few-minutiae';

export type CaptureReading =
  | { readonly refused: CaptureRefusal; readonly measures: CaptureMeasures }
  | { readonly refused: null; readonly measures: CaptureMeasures; readonly extraction: Extraction };

/** `extract` is the extraction to use (the benchmark passes the one it timed). */
export function readCapture(
  image: GreyImage,
  extract: (image: GreyImage) => Extraction = extractMinutiae,
): CaptureReading {
  const { issue, measures } = assessCaptureQuality(image);
  // Smudged and off-centre prints are asked for again before they cost an extraction.
  if (issue === 'smudged' || issue === 'off-centre') return { refused: issue, measures };
  const extraction = extract(image);
  if (extraction.minutiae.length < MIN_SAMPLE_MINUTIAE) {
    return { refused: issue ?? 'too-few-minutiae', measures };
  }
  return { refused: null, measures, extraction };
}
