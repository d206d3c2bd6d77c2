// Which entries the user menu offers (spec §6 "User menu conditions"), as one pure rule so the
// menu and its tests agree.
import { hasPermission, type Permissions } from '@shared/permissions';

export interface UserMenuContext {
  /** Running inside Zyno Desktop. */
  isDesktop: boolean;
  /** Zyno Desktop reports an attached fingerprint reader. */
  hasFingerprintReader: boolean;
  /** The identity's sign-in mechanisms; 'password' when password login applies. */
  authMech: readonly string[];
  permissions: Permissions;
  /** The current tenant is one the user administers. */
  isTenantAdmin: boolean;
  /** How many tenants the user belongs to. */
  tenantCount: number;
  isSysAdmin: boolean;
}

export const USER_MENU_ENTRIES = [
  'changePassword',
  'manageFingerprints',
  'admin',
  'switchTenant',
  'logout',
] as const;
export type UserMenuEntry = (typeof USER_MENU_ENTRIES)[number];

const CONDITIONS: Record<UserMenuEntry, (context: UserMenuContext) => boolean> = {
  changePassword: (c) =>
    (c.isDesktop || c.authMech.includes('password')) &&
    hasPermission(c.permissions, 'core', 'changePassword'),
  manageFingerprints: (c) =>
    c.isDesktop &&
    c.hasFingerprintReader &&
    hasPermission(c.permissions, 'core', 'manageFingerprints'),
  admin: (c) => c.isTenantAdmin,
  switchTenant: (c) =>
    !c.isDesktop &&
    (c.tenantCount > 1 || hasPermission(c.permissions, 'msp', 'login') || c.isSysAdmin),
  logout: () => true,
};

/** The entries to show, in the menu's order. */
export function userMenuEntries(context: UserMenuContext): UserMenuEntry[] {
  return USER_MENU_ENTRIES.filter((entry) => CONDITIONS[entry](context));
}
