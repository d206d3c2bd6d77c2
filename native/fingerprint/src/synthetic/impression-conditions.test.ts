import { describe, expect, it } from 'vitest';
import { assessCapture } from '../driver/quality.ts';
import { HARD_CONDITIONS } from './impression-conditions.ts';
import { resolveImpressionOptions } from './impression-options.ts';
import { impressionPose } from './impression-pose.ts';
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

  it('drag the finger far at the rim without moving its held centre or folding the skin', () => {
    const [width, height] = [384, 290];
    const still = { seed: 77, rotation: 0, translateX: 0, translateY: 0, distortion: 2 };
    const held = impressionPose(resolveImpressionOptions(still), width, height, 200, 232);
    const dragged = impressionPose(
      resolveImpressionOptions({ ...still, drag: 1 }),
      width,
      height,
      200,
      232,
    );
    const moved = (u: number, v: number) => {
      const [ax, ay] = held.toMaster(u, v);
      const [bx, by] = dragged.toMaster(u, v);
      return Math.hypot(bx - ax, by - ay);
    };
    expect(moved(width / 2, height / 2)).toBe(0);
    let farthest = 0;
    for (let v = 1; v < height - 1; v += 4) {
      for (let u = 1; u < width - 1; u += 4) {
        farthest = Math.max(farthest, moved(u, v));
        // The map from image to skin keeps its orientation: no fold anywhere in the frame.
        const [x, y] = dragged.toMaster(u, v);
        const [xu, yu] = dragged.toMaster(u + 1, v);
        const [xv, yv] = dragged.toMaster(u, v + 1);
        expect((xu - x) * (yv - y) - (yu - y) * (xv - x)).toBeGreaterThan(0);
      }
    }
    expect(farthest).toBeGreaterThan(40);
  });
});
