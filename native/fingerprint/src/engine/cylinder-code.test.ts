// Cylinder codes describe a minutia's surroundings in its own frame: the same minutia in a
// turned and shifted template keeps its code, another finger's minutiae do not share it.
import { describe, expect, it } from 'vitest';
import { syntheticFinger } from '../synthetic/synthetic-finger.ts';
import { cylinderSimilarity } from './cylinder-code.ts';
import { prepareTemplate, type PreparedTemplate } from './prepared-template.ts';

const minutiae = syntheticFinger(31, 0).minutiae;
const other = prepareTemplate(syntheticFinger(32, 0).minutiae);

/** The template turned a quarter of a radian about its first minutia and shifted 40 px right. */
const turned = prepareTemplate(
  minutiae.map((minutia) => {
    const cos = Math.cos(0.25);
    const sin = Math.sin(0.25);
    const origin = minutiae[0] ?? minutia;
    const dx = minutia.x - origin.x;
    const dy = minutia.y - origin.y;
    return {
      ...minutia,
      x: origin.x + cos * dx + sin * dy + 40,
      y: origin.y - sin * dx + cos * dy,
      angle: (minutia.angle + 0.25) % (2 * Math.PI),
    };
  }),
);
const original = prepareTemplate(minutiae);

/** Each minutia's best similarity among the other template's cylinders. */
function bestLikeness(a: PreparedTemplate, b: PreparedTemplate): number[] {
  return Array.from({ length: a.count }, (_, i) =>
    Math.max(
      ...Array.from({ length: b.count }, (_, j) =>
        cylinderSimilarity(a.cylinders, i, a.angle[i] ?? 0, b.cylinders, j, b.angle[j] ?? 0),
      ),
    ),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('cylinder codes', () => {
  it('find a minutia of the same finger turned and shifted', () => {
    expect(median(bestLikeness(turned, original))).toBeGreaterThan(0.85);
  });

  it('liken a cylinder to itself fully', () => {
    const comparable = Array.from({ length: original.count }, (_, i) => i).filter(
      (i) => original.cylinders.valid[i] !== 0,
    );
    expect(comparable.length).toBeGreaterThan(original.count / 2);
    for (const i of comparable) {
      const angle = original.angle[i] ?? 0;
      expect(cylinderSimilarity(original.cylinders, i, angle, original.cylinders, i, angle)).toBe(
        1,
      );
    }
  });

  it("find another finger's minutiae less alike", () => {
    expect(median(bestLikeness(other, original))).toBeLessThan(
      median(bestLikeness(turned, original)) - 0.2,
    );
  });
});
