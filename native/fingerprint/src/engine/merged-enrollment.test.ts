// The merged enrolment template: presses of one finger taken at different places on the glass
// fuse into one template in one frame, a minutia seen by one press only is left out, presses of
// different fingers do not fuse, and a later touch of the finger matches the merged template.
import { describe, expect, it } from 'vitest';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import type { Minutia } from '../template/minutia.ts';
import { wrapAngle } from './angles.ts';
import { ACCEPT_THRESHOLD } from './enrollment.ts';
import { mergeEnrollment, prepareEnrollment } from './merged-enrollment.ts';
import { prepareTemplate, type PreparedTemplate } from './prepared-template.ts';
import { comparePrepared } from './template-comparison.ts';

const press = (finger: number, impression: number) => syntheticFinger(finger, impression).minutiae;

/** The template turned by `angle` about (192, 145) and shifted, as a press elsewhere would be. */
function moved(template: readonly Minutia[], angle: number, shiftX: number, shiftY: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return template.map((minutia) => {
    const dx = minutia.x - 192;
    const dy = minutia.y - 145;
    return {
      ...minutia,
      x: 192 + cos * dx + sin * dy + shiftX,
      y: 145 - sin * dx + cos * dy + shiftY,
      angle: wrapAngle(minutia.angle + angle),
    };
  });
}

// Rendering synthetic presses takes seconds on a busy shared machine.
describe('mergeEnrollment', { timeout: 30_000 }, () => {
  // Clear of the origin, so that every moved copy stays on the glass.
  const original = moved(press(41, 0), 0, 100, 100);
  const copies = [
    original,
    moved(original, 0.3, 40, -20),
    moved(original, -0.2, -30, 25),
    moved(original, 0.1, 15, 10),
  ];

  it('fuses presses taken at different places into one template of every minutia they share', () => {
    const merged = mergeEnrollment(copies.map(prepareTemplate)) ?? [];
    expect(merged).toHaveLength(original.length);
    expect(merged.every((minutia) => minutia.quality === 80)).toBe(true);
  });

  it('leaves out a minutia only one press saw', () => {
    const stray: Minutia = { x: 5, y: 5, angle: 1, type: 'ending', quality: 50 };
    const withStray = copies.with(1, [...(copies[1] ?? []), stray]);
    expect(mergeEnrollment(withStray.map(prepareTemplate))).toHaveLength(original.length);
  });

  it('fuses nothing from presses of different fingers', () => {
    expect(mergeEnrollment([press(41, 0), press(42, 0)].map(prepareTemplate))).toBeNull();
    expect(prepareEnrollment([press(41, 0), press(42, 0)])).toHaveLength(2);
  });

  it('adds the merged template to the five presses, and a later touch matches it', () => {
    const enrolment = prepareEnrollment([0, 1, 2, 3, 4].map((impression) => press(43, impression)));
    expect(enrolment).toHaveLength(6);
    const merged = enrolment[5] as PreparedTemplate;
    expect(comparePrepared(prepareTemplate(press(43, 6)), merged)).toBeGreaterThanOrEqual(
      ACCEPT_THRESHOLD,
    );
    expect(comparePrepared(prepareTemplate(press(44, 6)), merged)).toBeLessThan(ACCEPT_THRESHOLD);
  });
});
