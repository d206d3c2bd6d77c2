// What a scan does with the product it finds: adds it at once, unless a size or a required choice
// (a latte's milk) is still open. Optional extras (warming a croissant) never stop a scan.
import { describe, expect, it } from 'vitest';
import { scanNeedsChoice } from './catalogue-index';
import { HARBOR_IDS as I, productById } from './test/harbor-catalogue';

describe('a scan', () => {
  it('adds a product without options, or with optional extras only, at once', () => {
    expect(scanNeedsChoice(productById(I.espresso), null)).toBe(false);
    const latte = productById(I.latte);
    const extrasOnly = latte.modifierGroups.filter((group) => group.minSelect === 0);
    const warmable = { ...productById(I.croissant), modifierGroups: extrasOnly };
    expect(scanNeedsChoice(warmable, null)).toBe(false);
  });

  it('asks for a size the code does not name, and for a required choice', () => {
    const latte = productById(I.latte);
    expect(scanNeedsChoice(latte, null)).toBe(true);
    expect(scanNeedsChoice(latte, I.latteSmall)).toBe(true);
    const sizeOnly = { ...latte, modifierGroups: [] };
    expect(scanNeedsChoice(sizeOnly, I.latteSmall)).toBe(false);
    expect(scanNeedsChoice(sizeOnly, null)).toBe(true);
  });
});
