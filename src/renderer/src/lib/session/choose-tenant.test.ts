// Spec §4 Session start 4: the stored tenant if still a member, else the favourite, else the first.
import { describe, expect, it } from 'vitest';
import { BLUEBIRD_DENTAL, HARBOR_COFFEE } from '../../test/demo-accounts';
import { chooseTenant } from './choose-tenant';

const favourite = { ...BLUEBIRD_DENTAL, isFavorite: true };

describe('chooseTenant', () => {
  it('keeps the stored tenant while the user is a member', () => {
    expect(chooseTenant([HARBOR_COFFEE, favourite], HARBOR_COFFEE.id)).toBe(HARBOR_COFFEE);
  });

  it('falls back to the favourite', () => {
    expect(chooseTenant([HARBOR_COFFEE, favourite], 'not-a-member')).toBe(favourite);
  });

  it('falls back to the first tenant without a favourite', () => {
    expect(chooseTenant([HARBOR_COFFEE, BLUEBIRD_DENTAL], null)).toBe(HARBOR_COFFEE);
  });

  it('has nothing to choose without tenants', () => {
    expect(chooseTenant([], null)).toBeNull();
  });
});
