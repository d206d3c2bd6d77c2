// The matcher on synthetic fingers' ground-truth minutiae: same finger above other fingers,
// a template best matches itself, moving and turning a template changes nothing, a far larger
// template counts as twice the other, and malformed templates are refused.
import { describe, expect, it } from 'vitest';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import type { Minutia } from '../template/minutia.ts';
import { wrapAngle } from './angles.ts';
import { ACCEPT_THRESHOLD, scoreAgainstEnrollment } from './enrollment.ts';
import { InvalidMinutiaeError, type PreparedTemplate } from './prepared-template.ts';
import { compareTemplates } from './template-comparison.ts';

const fingers = [21, 22, 23].map((finger) =>
  [0, 1, 2].map((impression) => syntheticFinger(finger, impression).minutiae),
);
const impression = (finger: number, index: number): readonly Minutia[] =>
  fingers[finger]?.[index] ?? [];

/**
 * The template turned by `angle` (counter-clockwise on screen) about (cx, cy), then shifted, on a
 * canvas with room around the image so that no turned minutia falls below coordinate 0.
 */
function moved(
  template: readonly Minutia[],
  angle: number,
  shiftX: number,
  shiftY: number,
): Minutia[] {
  const cx = 192;
  const cy = 145;
  const room = 200;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return template.map((minutia) => {
    const dx = minutia.x - cx;
    const dy = minutia.y - cy;
    // Counter-clockwise on screen with y down: the ISO angle grows by `angle`.
    return {
      ...minutia,
      x: Math.round(room + cx + cos * dx + sin * dy + shiftX),
      y: Math.round(room + cy - sin * dx + cos * dy + shiftY),
      angle: wrapAngle(minutia.angle + angle),
    };
  });
}

describe('compareTemplates', () => {
  it('scores impressions of one finger above impressions of different fingers', () => {
    for (let a = 0; a < 3; a += 1) {
      const genuine = compareTemplates(impression(a, 0), impression(a, 1));
      expect(genuine).toBeGreaterThanOrEqual(ACCEPT_THRESHOLD);
      for (let b = 0; b < 3; b += 1) {
        if (b === a) continue;
        const impostor = compareTemplates(impression(a, 0), impression(b, 1));
        expect(impostor).toBeLessThan(ACCEPT_THRESHOLD);
        expect(genuine).toBeGreaterThan(impostor);
      }
    }
  });

  it('scores a template highest against itself', () => {
    const template = impression(0, 0);
    const itself = compareTemplates(template, template);
    expect(itself).toBeGreaterThan(compareTemplates(template, impression(0, 1)));
    expect(itself).toBeGreaterThan(compareTemplates(template, impression(1, 0)));
  });

  it('is unchanged by turning and moving the print', () => {
    const template = impression(1, 0);
    const itself = compareTemplates(template, template);
    const turned = compareTemplates(template, moved(template, (35 * Math.PI) / 180, 25, -15));
    expect(turned).toBeGreaterThanOrEqual(itself * 0.9);
    const other = impression(1, 2);
    const genuine = compareTemplates(other, template);
    const genuineTurned = compareTemplates(other, moved(template, (-50 * Math.PI) / 180, -20, 30));
    expect(genuineTurned).toBeGreaterThanOrEqual(ACCEPT_THRESHOLD);
    expect(Math.abs(genuineTurned - genuine)).toBeLessThanOrEqual(genuine * 0.25);
  });

  it('counts a template far larger than the other as no more than twice its size', () => {
    // The touch's own minutiae, and out of its reach beside them two other fingers' presses: a
    // press that took in three times what the touch saw. The pairs are the touch's own, so
    // only the size the score divides by can change.
    const touch = impression(1, 0);
    const beside = (template: readonly Minutia[], shift: number) =>
      template.map((minutia) => ({ ...minutia, x: minutia.x + shift }));
    const larger = [...touch, ...beside(impression(0, 0), 600), ...beside(impression(2, 0), 1200)];
    expect(larger.length).toBeGreaterThan(2.5 * touch.length);
    const itself = compareTemplates(touch, touch);
    for (const score of [compareTemplates(touch, larger), compareTemplates(larger, touch)]) {
      expect(score / itself).toBeGreaterThan(0.45);
      expect(score / itself).toBeLessThan(0.55);
    }
  });

  it('scores nothing against an empty template', () => {
    expect(compareTemplates([], impression(0, 0))).toBe(0);
  });

  it.each([
    ['a NaN coordinate', [{ x: Number.NaN, y: 1, angle: 0, type: 'ending', quality: 0 }]],
    ['an angle beyond 2π', [{ x: 1, y: 1, angle: 7, type: 'ending', quality: 0 }]],
    ['a negative coordinate', [{ x: -1, y: 1, angle: 0, type: 'ending', quality: 0 }]],
    ['something else than an array', 'minutiae'],
  ])('refuses a template with %s', (_, template) => {
    expect(() => compareTemplates(template as readonly Minutia[], impression(0, 0))).toThrow(
      InvalidMinutiaeError,
    );
  });
});

describe('scoreAgainstEnrollment', () => {
  it('takes the best of the enrolled samples', () => {
    const samples = [impression(1, 0), impression(0, 0), impression(2, 0)];
    const best = compareTemplates(impression(0, 1), impression(0, 0));
    expect(scoreAgainstEnrollment(impression(0, 1), samples)).toBe(best);
    expect(scoreAgainstEnrollment(impression(0, 1), [])).toBe(0);
  });

  it('refuses a sample that is neither minutiae nor a prepared template', () => {
    const forged = { count: 2 } as unknown as PreparedTemplate;
    expect(() => scoreAgainstEnrollment(impression(0, 1), [forged])).toThrow(InvalidMinutiaeError);
  });
});
