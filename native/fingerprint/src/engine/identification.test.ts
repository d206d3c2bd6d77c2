// 1:N identification over a gallery large enough for the prefilter to choose a shortlist: the
// enrolled finger is found from another impression, a finger never enrolled is not.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../simulator/random.ts';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import type { Minutia } from '../template/minutia.ts';
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
});
