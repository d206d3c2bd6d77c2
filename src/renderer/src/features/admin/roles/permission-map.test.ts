// Editing a role's permission map the way the editor's switches and checkboxes do.
import { describe, expect, it } from 'vitest';
import { grantedAppCount, normalised, sameGrants, withApp, withFeature } from './permission-map';

describe('the permission map an editor changes', () => {
  it('turns an app on without features, and off with every feature it had', () => {
    const on = withApp({}, 'sales', true);
    expect(on).toEqual({ sales: {} });
    const withSp = withFeature(on, 'sales', 'sp', true);
    expect(withSp).toEqual({ sales: { sp: true } });
    expect(withApp(withSp, 'sales', false)).toEqual({});
    expect(withApp(withSp, 'sales', true)).toEqual({ sales: { sp: true } });
  });

  it('drops an unticked feature rather than storing false', () => {
    expect(withFeature({ sales: { sp: true, reportsView: true } }, 'sales', 'sp', false)).toEqual({
      sales: { reportsView: true },
    });
  });

  it('compares maps by what they grant and keeps only catalogue keys', () => {
    expect(sameGrants({ sales: { sp: false } }, { sales: {} })).toBe(true);
    expect(sameGrants({ sales: {} }, {})).toBe(false);
    expect(normalised({ sales: { sp: true, reportsView: false }, rockets: {} })).toEqual({
      sales: { sp: true },
    });
    expect(grantedAppCount({ sales: {}, talk: {}, core: { changePassword: true } })).toBe(3);
  });
});
