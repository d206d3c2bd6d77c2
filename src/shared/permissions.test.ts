import { describe, expect, it } from 'vitest';
import { hasPermission, mergePermissions } from './permissions';

describe('hasPermission', () => {
  const permissions = { sales: { sp: true, reportsView: false }, display: {} };

  it('passes an app check when the app entry exists, even with no features', () => {
    expect(hasPermission(permissions, 'display')).toBe(true);
    expect(hasPermission(permissions, 'talk')).toBe(false);
  });

  it('passes a feature check only for a granted feature', () => {
    expect(hasPermission(permissions, 'sales', 'sp')).toBe(true);
    expect(hasPermission(permissions, 'sales', 'reportsView')).toBe(false);
    expect(hasPermission(permissions, 'sales', 'giftCardsView')).toBe(false);
  });
});

describe('mergePermissions', () => {
  it('grants a feature when any map grants it and keeps apps granted without features', () => {
    const merged = mergePermissions([
      { sales: { sp: true, reportsView: false } },
      { sales: { reportsView: true, sp: false }, forms: {} },
    ]);
    expect(merged).toEqual({ sales: { sp: true, reportsView: true }, forms: {} });
  });
});
