// Defects applied to captures: a wet finger blotted in places covers about the share asked for,
// and leaves the rest of the print as it was.
import { describe, expect, it } from 'vitest';
import { inPatches, smeared } from './capture-defects.ts';
import { syntheticFinger } from './synthetic-finger.ts';

describe('inPatches', () => {
  const { image } = syntheticFinger(4242, 0);
  const blotted = smeared(image, 1);
  /** The share of the print's pixels (not bare glass) that the defect changed. */
  const changedShare = (share: number) => {
    const mixed = inPatches(image, blotted, share, 9);
    let print = 0;
    let changed = 0;
    mixed.pixels.forEach((value, i) => {
      if ((image.pixels[i] ?? 0) === (blotted.pixels[i] ?? 0)) return;
      print += 1;
      if (value !== image.pixels[i]) changed += 1;
    });
    return changed / print;
  };

  it('leaves the capture as it was at share 0 and spoils all of it at share 1', () => {
    expect(changedShare(0)).toBe(0);
    expect(changedShare(1)).toBe(1);
  });

  it('spoils about the share asked for, in between', () => {
    const half = changedShare(0.5);
    expect(half).toBeGreaterThan(0.3);
    expect(half).toBeLessThan(0.7);
    expect(changedShare(0.2)).toBeLessThan(half);
  });
});
