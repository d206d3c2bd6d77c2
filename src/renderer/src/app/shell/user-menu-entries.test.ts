// The user menu's conditions (spec §6), entry by entry, including the demo accounts' menus.
import { describe, expect, it } from 'vitest';
import { userMenuEntries, type UserMenuContext } from './user-menu-entries';

const browserUser = (overrides: Partial<UserMenuContext> = {}): UserMenuContext => ({
  isDesktop: false,
  hasFingerprintReader: false,
  authMech: ['password'],
  permissions: {},
  isTenantAdmin: false,
  tenantCount: 1,
  isSysAdmin: false,
  ...overrides,
});
const core = { core: { changePassword: true, manageFingerprints: true } };

describe('userMenuEntries', () => {
  it('always offers Logout, and only Logout to a user with nothing else', () => {
    expect(userMenuEntries(browserUser())).toEqual(['logout']);
  });

  it('offers Change Password to password users with core.changePassword', () => {
    expect(userMenuEntries(browserUser({ permissions: core }))).toContain('changePassword');
    expect(userMenuEntries(browserUser({ authMech: ['sso'], permissions: core }))).not.toContain(
      'changePassword',
    );
    expect(
      userMenuEntries(browserUser({ permissions: { core: { changePassword: false } } })),
    ).not.toContain('changePassword');
  });

  it('offers Change Password in Zyno Desktop whatever the sign-in mechanism', () => {
    const desktop = browserUser({ isDesktop: true, authMech: ['sso'], permissions: core });
    expect(userMenuEntries(desktop)).toContain('changePassword');
  });

  it('offers Manage Fingerprints only in Zyno Desktop with a reader and the permission', () => {
    expect(
      userMenuEntries(browserUser({ permissions: core, hasFingerprintReader: true })),
    ).not.toContain('manageFingerprints');
    expect(userMenuEntries(browserUser({ isDesktop: true, permissions: core }))).not.toContain(
      'manageFingerprints',
    );
    expect(
      userMenuEntries(browserUser({ isDesktop: true, hasFingerprintReader: true })),
    ).not.toContain('manageFingerprints');
    expect(
      userMenuEntries(
        browserUser({ isDesktop: true, hasFingerprintReader: true, permissions: core }),
      ),
    ).toEqual(['changePassword', 'manageFingerprints', 'logout']);
  });

  it('offers Admin to tenant administrators', () => {
    expect(userMenuEntries(browserUser({ isTenantAdmin: true }))).toEqual(['admin', 'logout']);
  });

  it('offers Switch Tenant for several tenants, MSP login or a system administrator', () => {
    expect(userMenuEntries(browserUser({ tenantCount: 2 }))).toEqual(['switchTenant', 'logout']);
    expect(userMenuEntries(browserUser({ permissions: { msp: { login: true } } }))).toEqual([
      'switchTenant',
      'logout',
    ]);
    expect(userMenuEntries(browserUser({ isSysAdmin: true }))).toEqual(['switchTenant', 'logout']);
  });

  it('never offers Switch Tenant in Zyno Desktop', () => {
    const desktop = browserUser({ isDesktop: true, tenantCount: 3, isSysAdmin: true });
    expect(userMenuEntries(desktop)).toEqual(['logout']);
  });

  it("gives Ava Admin everything a browser allows, in the menu's order", () => {
    const ava = browserUser({ permissions: core, isTenantAdmin: true });
    expect(userMenuEntries(ava)).toEqual(['changePassword', 'admin', 'logout']);
  });
});
