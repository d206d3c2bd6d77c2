// The access checks over a table of the shape the web app composes (its own table, with every
// spec §2 route, is asserted in src/renderer/src/app/suite.test.ts), and the typed helpers.
import { describe, expect, it } from 'vitest';
import {
  canReachPath,
  findRouteAccess,
  isAccessGranted,
  permission,
  PUBLIC,
  SIGNED_IN,
  tenantAdmin,
  type AccessContext,
  type RouteAccessEntry,
} from './route-access';
import type { Permissions } from './permissions';
import { signedInContext, VISITOR } from './testing/access-contexts';

const TABLE: readonly RouteAccessEntry[] = [
  { path: '/', access: SIGNED_IN },
  { path: '/help', access: PUBLIC },
  { path: '/crm', access: permission('crm') },
  { path: '/crm/memberships', access: permission('crm', 'membershipsRead') },
  { path: '/crm/:id', access: permission('crm') },
  { path: '/sales', access: permission('sales'), redirectTo: '/sales/salespoint' },
  {
    path: '/sales/salespoint',
    access: permission('sales', (context) => (context.isInstall ? 'sp' : 'spWithoutInstall')),
  },
  { path: '/admin/sales', access: tenantAdmin(), redirectTo: '/admin/sales/fulfillment' },
  { path: '/admin/sales/fulfillment', access: tenantAdmin('sales', 'fulfillmentEdit') },
  { path: '/loop', access: PUBLIC, redirectTo: '/loop' },
];

/** Signed in with `permissions` in the current tenant. */
function granted(permissions: Permissions): AccessContext {
  return signedInContext({ permissions });
}

/** Whether `context` may open `path` in TABLE. */
function reach(path: string, context: AccessContext): boolean {
  return canReachPath(TABLE, path, context);
}

describe('route access', () => {
  it('lets anyone open public routes and only signed-in users open signed-in ones', () => {
    expect(reach('/help', VISITOR)).toBe(true);
    expect(reach('/', VISITOR)).toBe(false);
    expect(reach('/', signedInContext())).toBe(true);
  });

  it('needs the app entry, and the feature where one is named', () => {
    const crm = granted({ crm: {} });
    expect(reach('/crm', crm)).toBe(true);
    expect(reach('/crm', VISITOR)).toBe(false);
    expect(reach('/crm/memberships', crm)).toBe(false);
    expect(reach('/crm/memberships', granted({ crm: { membershipsRead: true } }))).toBe(true);
  });

  it('prefers literal segments over parameters', () => {
    expect(findRouteAccess(TABLE, '/crm/memberships')?.path).toBe('/crm/memberships');
    expect(findRouteAccess(TABLE, '/crm/5f0c6c57-6a43-4c6b-9b1e-2f4f0b8f6d11')?.path).toBe(
      '/crm/:id',
    );
  });

  it('gives redirect routes the authorization of their target', () => {
    const sp = granted({ sales: { sp: true } });
    expect(reach('/sales', sp)).toBe(false);
    expect(reach('/sales', { ...sp, isInstall: true })).toBe(true);
    expect(reach('/sales/salespoint', granted({ sales: { spWithoutInstall: true } }))).toBe(true);
  });

  it('needs a tenant admin for admin routes, plus the feature where one is named', () => {
    const admin = signedInContext({ isTenantAdmin: true });
    expect(isAccessGranted(tenantAdmin(), admin)).toBe(true);
    expect(isAccessGranted(tenantAdmin(), signedInContext())).toBe(false);
    expect(isAccessGranted(tenantAdmin(), { ...admin, signedIn: false })).toBe(false);
    expect(reach('/admin/sales', admin)).toBe(false);
    const fulfillment = { ...admin, permissions: { sales: { fulfillmentEdit: true } } };
    expect(reach('/admin/sales', fulfillment)).toBe(true);
    expect(reach('/admin/sales/fulfillment', fulfillment)).toBe(true);
  });

  it('reaches no unknown path, and stops at a redirect that loops', () => {
    expect(reach('/nowhere', signedInContext({ isTenantAdmin: true }))).toBe(false);
    expect(reach('/loop', VISITOR)).toBe(true);
  });

  it('accepts only the permission areas and features of spec §6', () => {
    expect(permission('sales', 'giftCardsView')).toEqual({
      kind: 'permission',
      app: 'sales',
      feature: 'giftCardsView',
    });
    expect(tenantAdmin('sales', 'fulfillmentEdit')).toEqual({
      kind: 'admin',
      permission: { app: 'sales', feature: 'fulfillmentEdit' },
    });
    // Compile-time checks: each line below fails to type-check, so typecheck proves the types.
    // @ts-expect-error 'membershipsRead' is a crm feature, not a sales one
    permission('sales', 'membershipsRead');
    // @ts-expect-error there is no 'payroll' area
    permission('payroll');
    // @ts-expect-error display has no features
    permission('display', 'devicesView');
    // @ts-expect-error a named area needs its feature
    tenantAdmin('sales');
    // @ts-expect-error a chosen feature must be one of the area's too
    permission('sales', (context) => (context.isInstall ? 'sp' : 'pos'));
  });
});
