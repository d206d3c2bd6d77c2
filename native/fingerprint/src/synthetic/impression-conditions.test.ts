import { describe, expect, it } from 'vitest';
import { assessCapture } from '../driver/quality.ts';
import { HARD_CONDITIONS } from './impression-conditions.ts';
import { syntheticFinger } from './synthetic-finger.ts';

describe('hard conditions for synthetic touches', () => {
  it('leave careful presses as they were when none are asked for', () => {
    expect(syntheticFinger(515, 3, {}).image.pixels).toEqual(syntheticFinger(515, 3).image.pixels);
  });

  it('are repeatable from the seed', () => {
    const once = syntheticFinger(515, 3, { conditions: HARD_CONDITIONS });
    const again = syntheticFinger(515, 3, { conditions: HARD_CONDITIONS });
    expect(again.image.pixels).toEqual(once.image.pixels);
    expect(again.minutiae).toEqual(once.minutiae);
  });

  it('make touches that cover less of the frame and keep less of the ground truth', () => {
    const impressions = [0, 1, 2, 3, 4, 5, 6, 7];
    const careful = impressions.map((i) => syntheticFinger(616, i));
    const hard = impressions.map((i) => syntheticFinger(616, i, { conditions: HARD_CONDITIONS }));
    const coverage = (list: typeof careful) =>
      list.reduce((sum, { image }) => sum + assessCapture(image, false).coverage, 0);
    const truth = (list: typeof careful) =>
      list.reduce((sum, { minutiae }) => sum + minutiae.length, 0);
    expect(coverage(hard)).toBeLessThan(coverage(careful));
    expect(truth(hard)).toBeLessThan(truth(careful));
  });
});
