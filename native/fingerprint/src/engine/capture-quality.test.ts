import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../driver/grey-image.ts';
import { CAPTURE_QUALITY_MESSAGES } from '../driver/messages.ts';
import { decodePng } from '../png/decode-png.ts';
import { faded, shifted, smeared } from '../synthetic/capture-defects.ts';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import { assessCaptureQuality, type CaptureQualityIssue } from './capture-quality.ts';

// All 160 development prints when ../shared/fixtures sits beside the repository; otherwise the
// repository's own 13 (tests/fixtures/fingerprint-real), so the check runs on every machine.
const SHARED_PRINTS = new URL('../../../../../shared/fixtures/fingerprint-real/', import.meta.url);
const REAL_PRINTS = existsSync(SHARED_PRINTS)
  ? SHARED_PRINTS
  : new URL('../../../../tests/fixtures/fingerprint-real/', import.meta.url);

function realPrints(): GreyImage[] {
  return ['fvc2002-db2b', 'fvc2004-db1b'].flatMap((set) => {
    const folder = new URL(`${set}/`, REAL_PRINTS);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.png'))
      .map((name) => decodePng(readFileSync(new URL(name, folder))));
  });
}

const DEGRADATIONS: readonly [string, CaptureQualityIssue, (image: GreyImage) => GreyImage][] = [
  ['wet and pressed hard', 'smudged', (image) => smeared(image, 1)],
  ['dry or behind dirty glass', 'faint', (image) => faded(image, 0.8)],
  ['pushed 60% off the side', 'off-centre', (image) => shifted(image, image.width * 0.6, 0)],
  ['pushed 60% off the top', 'off-centre', (image) => shifted(image, 0, -image.height * 0.6)],
  [
    'in a corner',
    'off-centre',
    (image) => shifted(image, -image.width * 0.45, image.height * 0.45),
  ],
];

function issues(images: readonly GreyImage[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const image of images) {
    const issue = String(assessCaptureQuality(image).issue);
    counts[issue] = (counts[issue] ?? 0) + 1;
  }
  return counts;
}

describe('capture quality on synthetic prints', () => {
  const careful = Array.from({ length: 12 }, (_, i) => syntheticFinger(3100 + (i >> 2), i).image);

  it('accepts careful presses', () => {
    expect(issues(careful)).toEqual({ null: careful.length });
  });

  it.each(DEGRADATIONS)('refuses a print %s as %s', (_label, expected, degrade) => {
    expect(issues(careful.map(degrade))).toEqual({ [expected]: careful.length });
  });

  it('tells the person what to do', () => {
    const image = careful[0];
    if (image === undefined) throw new Error('no print');
    const { issue } = assessCaptureQuality(smeared(image, 1));
    expect(issue === null ? null : CAPTURE_QUALITY_MESSAGES[issue]).toBe(
      'Your print is smudged. Press more lightly.',
    );
  });
});

describe('capture quality on real enrolment-grade prints (FVC2002 DB2_B, FVC2004 DB1_B)', () => {
  const real = realPrints();

  it('accepts every one', () => {
    expect(real.length).toBeGreaterThanOrEqual(13);
    expect(issues(real)).toEqual({ null: real.length });
  });

  it.each(DEGRADATIONS)(
    'refuses them %s, nearly always as %s',
    (_label, expected, degrade) => {
      const counts = issues(real.map(degrade));
      // One print (FVC2004 107_7, ridges at grey 183) stays light even smeared.
      expect(counts.null ?? 0).toBeLessThanOrEqual(1);
      // Each check has a measured margin; a few degraded prints read as the neighbouring fault.
      expect(counts[expected]).toBeGreaterThanOrEqual(Math.floor(real.length * 0.93));
    },
    120_000,
  );
});
