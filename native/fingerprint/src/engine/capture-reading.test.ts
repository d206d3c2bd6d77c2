// Reading a capture as Zyno Desktop does: a faint print is asked for again only when its ridges
// cannot be traced, smudged and off-centre prints are refused before extraction, and a clear print
// with too few minutiae is asked for again as such.
import { describe, expect, it, vi } from 'vitest';
import type { GreyImage } from '../driver/grey-image.ts';
import { faded, shifted, smeared } from '../synthetic/capture-defects.ts';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import { assessCaptureQuality } from './capture-quality.ts';
import { MIN_SAMPLE_MINUTIAE, readCapture } from './capture-reading.ts';
import { extractMinutiae } from './extract-minutiae.ts';

const careful = Array.from({ length: 6 }, (_, i) => syntheticFinger(3200 + (i >> 1), i).image);

/** Straight ridges across the whole frame, dark on light: a clear print without minutiae. */
function ridgesWithoutMinutiae(): GreyImage {
  const width = 384;
  const height = 290;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const phase = (2 * Math.PI * (x + 0.2 * y)) / 9;
      pixels[y * width + x] = Math.round(140 + 90 * Math.cos(phase));
    }
  }
  return { width, height, pixels };
}

describe('readCapture', () => {
  it('takes a faint print whose minutiae can still be traced, as a low-contrast reader gives', () => {
    for (const image of careful) {
      const faint = faded(image, 0.8);
      expect(assessCaptureQuality(faint).issue).toBe('faint');
      const reading = readCapture(faint);
      expect(reading.refused).toBeNull();
      if (reading.refused === null) {
        expect(reading.extraction.minutiae.length).toBeGreaterThanOrEqual(MIN_SAMPLE_MINUTIAE);
      }
    }
  });

  it('asks again for a print too faint to trace, as faint', () => {
    expect(careful.map((image) => readCapture(faded(image, 0.95)).refused)).toEqual(
      careful.map(() => 'faint'),
    );
  });

  it('refuses smudged and off-centre prints before extracting anything', () => {
    const extract = vi.fn(extractMinutiae);
    const image = careful[0] as GreyImage;
    expect(readCapture(smeared(image, 1), extract).refused).toBe('smudged');
    expect(readCapture(shifted(image, image.width * 0.6, 0), extract).refused).toBe('off-centre');
    expect(extract).not.toHaveBeenCalled();
  });

  it('asks again for a clear print that holds too few minutiae', () => {
    const clear = ridgesWithoutMinutiae();
    expect(assessCaptureQuality(clear).issue).toBeNull();
    expect(readCapture(clear).refused).toBe('too-few-minutiae');
  });

  it('hands over the extraction of a good capture', () => {
    const image = careful[1] as GreyImage;
    const reading = readCapture(image);
    if (reading.refused !== null) throw new Error(`refused as ${reading.refused}`);
    expect(reading.extraction.minutiae).toEqual(extractMinutiae(image).minutiae);
  });
});
