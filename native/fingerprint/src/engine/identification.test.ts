// 1:N identification over a gallery large enough for the prefilter to choose a shortlist: the
// enrolled finger is found from another impression, a finger never enrolled is not, and the
// score a match needs rises with the number of enrolled fingers.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../simulator/random.ts';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import type { Minutia } from '../template/minutia.ts';
import { ACCEPT_THRESHOLD, identificationThreshold, scoreAgainstEnrollment } from './enrollment.ts';
import { FingerprintGallery } from './identification.ts';

const presses = (finger: number, impressions: readonly number[]) =>
  impressions.map((impression) => syntheticFinger(finger, impression).minutiae);

/** A scatter of minutiae shaped like a template, resembling no finger in particular. */
function scatter(seed: number): Minutia[] {
  const random = seededRandom(seed);
  const unit = () => random() / 0x1_0000_0000;
  return Array.from({ length: 35 }, () => ({
    x: Math.round(40 + unit() * 300),
    y: Math.round(30 + unit() * 230),
    angle: unit() * 2 * Math.PI,
    type: unit() < 0.5 ? 'ending' : 'bifurcation',
    quality: 60,
  }));
}

describe('FingerprintGallery', () => {
  const gallery = new FingerprintGallery<string>();
  gallery.add('finger 31', presses(31, [0, 1, 2, 3, 4]));
  gallery.add('finger 32', presses(32, [0, 1, 2, 3, 4]));
  for (let filler = 0; filler < 60; filler += 1) {
    gallery.add(
      `filler ${filler}`,
      [0, 1, 2, 3, 4].map((sample) => scatter(filler * 10 + sample)),
    );
  }

  it('identifies an enrolled finger from a new impression', () => {
    expect(gallery.size).toBe(62);
    expect(gallery.identify(presses(31, [6])[0] ?? [])?.id).toBe('finger 31');
    expect(gallery.identify(presses(32, [7])[0] ?? [])?.id).toBe('finger 32');
  });

  it('finds no one for a finger that was never enrolled', () => {
    expect(gallery.identify(presses(33, [5])[0] ?? [])).toBeNull();
  });

  it('asks more of a match the more fingers it is searched among', () => {
    expect(identificationThreshold(1)).toBe(ACCEPT_THRESHOLD);
    expect(identificationThreshold(10)).toBe(ACCEPT_THRESHOLD);
    expect(identificationThreshold(62)).toBeGreaterThan(ACCEPT_THRESHOLD);
    expect(identificationThreshold(10_000)).toBeGreaterThan(identificationThreshold(62));

    const probe = presses(31, [6])[0] ?? [];
    const score = scoreAgainstEnrollment(probe, presses(31, [0, 1, 2, 3, 4]));
    const alone = new FingerprintGallery<string>();
    alone.add('finger 31', presses(31, [0, 1, 2, 3, 4]));
    // Just enough against one finger; among 62 the same score falls short.
    expect(alone.identify(probe, score)?.id).toBe('finger 31');
    expect(gallery.identify(probe, score)).toBeNull();
    // Lowered by the rise (and a hair, for rounding), it is enough again.
    const rise = identificationThreshold(62) - ACCEPT_THRESHOLD;
    expect(gallery.identify(probe, score - rise - 1e-9)?.id).toBe('finger 31');
  });
});
