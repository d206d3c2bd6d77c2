// Access contexts for tests of route access: a visitor, and a signed-in user with overrides.
import type { AccessContext } from '../route-access';

export const signedInContext = (overrides: Partial<AccessContext> = {}): AccessContext => ({
  signedIn: true,
  permissions: {},
  isTenantAdmin: false,
  isInstall: false,
  ...overrides,
});

export const VISITOR: AccessContext = { ...signedInContext(), signedIn: false };
