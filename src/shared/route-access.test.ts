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
  type RouteAccessEntry,
} from './route-access';
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

describe('route access', () => {
  it('lets anyone open public routes and only signed-in users open signed-in ones', () => {
    expect(canReachPath(TABLE, '/help', VISITOR)).toBe(true);
    expect(canReachPath(TABLE, '/', VISITOR)).toBe(false);
    expect(canReachPath(TABLE, '/', signedInContext())).toBe(true);
  });

  it('needs the app entry, and the feature where one is named', () => {
    const crm = signedInContext({ permissions: { crm: {} } });
    expect(canReachPath(TABLE, '/crm', crm)).toBe(true);
    expect(canReachPath(TABLE, '/crm', VISITOR)).toBe(false);
    expect(canReachPath(TABLE, '/crm/memberships', crm)).toBe(false);
    expect(
      canReachPath(
        TABLE,
        '/crm/memberships',
        signedInContext({ permissions: { crm: { membershipsRead: true } } }),
      ),
    ).toBe(true);
  });

  it('prefers literal segments over parameters', () => {
    expect(findRouteAccess(TABLE, '/crm/memberships')?.path).toBe('/crm/memberships');
    expect(findRouteAccess(TABLE, '/crm/5f0c6c57-6a43-4c6b-9b1e-2f4f0b8f6d11')?.path).toBe(
      '/crm/:id',
    );
  });

  it('gives redirect routes the authorization of their target', () => {
    const sp = signedInContext({ permissions: { sales: { sp: true } } });
    expect(canReachPath(TABLE, '/sales', sp)).toBe(false);
    expect(canReachPath(TABLE, '/sales', { ...sp, isInstall: true })).toBe(true);
    expect(
      canReachPath(
        TABLE,
        '/sales/salespoint',
        signedInContext({ permissions: { sales: { spWithoutInstall: true } } }),
      ),
    ).toBe(true);
  });

  it('needs a tenant admin for admin routes, plus the feature where one is named', () => {
    const admin = signedInContext({ isTenantAdmin: true });
    expect(isAccessGranted(tenantAdmin(), admin)).toBe(true);
    expect(isAccessGranted(tenantAdmin(), signedInContext())).toBe(false);
    expect(isAccessGranted(tenantAdmin(), { ...admin, signedIn: false })).toBe(false);
    expect(canReachPath(TABLE, '/admin/sales', admin)).toBe(false);
    const fulfillment = { ...admin, permissions: { sales: { fulfillmentEdit: true } } };
    expect(canReachPath(TABLE, '/admin/sales', fulfillment)).toBe(true);
    expect(canReachPath(TABLE, '/admin/sales/fulfillment', fulfillment)).toBe(true);
  });

  it('reaches no unknown path, and stops at a redirect that loops', () => {
    expect(canReachPath(TABLE, '/nowhere', signedInContext({ isTenantAdmin: true }))).toBe(false);
    expect(canReachPath(TABLE, '/loop', VISITOR)).toBe(true);
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
