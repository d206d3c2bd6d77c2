// The permission catalogue against spec §6: every app and feature, each with its own label and
// a description, and key names that round-trip through URLs and CSV headers.
import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '../permissions';
import * as catalogue from './permission-catalogue';

const { PERMISSION_CATALOGUE, PERMISSION_KEYS, permissionKeyLabel, permissionKeyName } = catalogue;

describe('the permission catalogue', () => {
  it('holds every app and feature of spec §6, apps first', () => {
    expect(PERMISSION_KEYS.map(permissionKeyName)).toEqual([
      'crm',
      'crm.membershipsRead',
      'sales',
      'sales.sp',
      'sales.spWithoutInstall',
      'sales.giftCardsView',
      'sales.giftCardsEdit',
      'sales.productsView',
      'sales.productsEdit',
      'sales.reportsView',
      'sales.transactionsView',
      'sales.fulfillmentView',
      'sales.fulfillmentEdit',
      'sales.discounts',
      'sales.refunds',
      'sales.voids',
      'sales.noSale',
      'sales.priceOverrides',
      'display',
      'forms',
      'inventory',
      'talk',
      'msp',
      'msp.login',
      'core',
      'core.changePassword',
      'core.manageFingerprints',
    ]);
    for (const [app, features] of Object.entries(PERMISSION_AREAS)) {
      expect(
        Object.keys(PERMISSION_CATALOGUE[app as keyof typeof PERMISSION_AREAS].features),
      ).toEqual(expect.arrayContaining([...features]));
    }
  });

  it('labels every key distinctly and describes it in one line', () => {
    const labels = PERMISSION_KEYS.map(permissionKeyLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(permissionKeyLabel({ app: 'sales', feature: 'sp' })).toBe('Sales: Point of sale');
    for (const { app } of PERMISSION_KEYS) {
      expect(PERMISSION_CATALOGUE[app].description).toMatch(/^[^\n]+\.$/);
    }
  });

  it('parses the names it gives and nothing else', () => {
    for (const key of PERMISSION_KEYS)
      expect(catalogue.parsePermissionKey(permissionKeyName(key))).toEqual(key);
    for (const name of [
      'rockets',
      'sales.teleport',
      'sales.',
      '',
      'SALES',
      'crm.membershipsRead.x',
    ]) {
      expect(catalogue.parsePermissionKey(name)).toBeNull();
    }
  });
});
