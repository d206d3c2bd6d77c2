import { describe, expect, it } from 'vitest';
import { canReachPath, findRouteAccess, type AccessContext } from './route-access';

const signedIn = (overrides: Partial<AccessContext> = {}): AccessContext => ({
  signedIn: true,
  permissions: {},
  isTenantAdmin: false,
  isInstall: false,
  ...overrides,
});

describe('route access', () => {
  it('lets anyone open public routes and only signed-in users open the launcher', () => {
    const visitor = { ...signedIn(), signedIn: false };
    expect(canReachPath('/login/callback', visitor)).toBe(true);
    expect(canReachPath('/it/freshdesk', visitor)).toBe(true);
    expect(canReachPath('/', visitor)).toBe(false);
    expect(canReachPath('/', signedIn())).toBe(true);
  });

  it('prefers literal segments over parameters', () => {
    expect(findRouteAccess('/crm/memberships')?.path).toBe('/crm/memberships');
    expect(findRouteAccess('/crm/5f0c6c57-6a43-4c6b-9b1e-2f4f0b8f6d11')?.path).toBe('/crm/:id');
  });

  it('gives redirect routes the authorization of their target', () => {
    const sp = signedIn({ permissions: { sales: { sp: true } } });
    expect(canReachPath('/sales', sp)).toBe(false);
    expect(canReachPath('/sales', { ...sp, isInstall: true })).toBe(true);
    expect(
      canReachPath(
        '/sales/salespoint',
        signedIn({ permissions: { sales: { spWithoutInstall: true } } }),
      ),
    ).toBe(true);
  });

  it('needs a tenant admin for admin routes, plus the feature where one is named', () => {
    const admin = signedIn({ isTenantAdmin: true });
    expect(canReachPath('/admin/iam', admin)).toBe(true);
    expect(canReachPath('/admin/iam', signedIn())).toBe(false);
    expect(canReachPath('/admin/sales/fulfillment', admin)).toBe(false);
    expect(
      canReachPath('/admin/sales/fulfillment', {
        ...admin,
        permissions: { sales: { fulfillmentEdit: true } },
      }),
    ).toBe(true);
  });

  it('reaches no unknown path', () => {
    expect(canReachPath('/nowhere', signedIn({ isTenantAdmin: true }))).toBe(false);
  });
});
