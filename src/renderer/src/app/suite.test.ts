// The suite composed from app/apps.ts against spec §2: every route with its access class and
// redirect, in the route table, titled by app and sub-app, and the launcher's entries. New
// screens join without touching this file; a spec change changes it.
import { canReachPath, findRouteAccess, type RouteAccess } from '@shared/route-access';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScreenHandle } from '../lib/apps';
import { appRoutes } from './routes/app-routes';
import { SUITE } from './suite';
import { signedInContext, VISITOR } from '@shared/testing/access-contexts';

/** An access class as spec §2 words it. */
function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return 'public';
    case 'signedIn':
      return 'signed in';
    case 'permission': {
      const { feature } = access;
      if (typeof feature !== 'function') return [access.app, feature].join(' ').trim();
      const inInstall = feature(signedInContext({ isInstall: true }));
      return `${access.app} ${inInstall} in the desktop install, otherwise ${feature(signedInContext())}`;
    }
    case 'admin':
      return access.permission === undefined
        ? 'admin'
        : `admin, ${access.permission.app} ${access.permission.feature}`;
  }
}

/**
 * Spec §2's table, one row per route (path → access class → redirect), plus the legal pages the
 * login page links to.
 */
const SPEC_ROUTES = [
  '/ → signed in',
  '/crm → crm',
  '/crm/:id → crm',
  '/crm/memberships → crm membershipsRead',
  '/display → display → /display/devices',
  '/display/devices → display',
  '/forms → forms',
  '/inventory → inventory',
  '/it/freshdesk → public',
  '/sales → sales → /sales/salespoint',
  '/sales/salespoint → sales sp in the desktop install, otherwise spWithoutInstall',
  '/sales/gift-cards → sales giftCardsView',
  '/sales/reports → sales reportsView',
  '/sales/config/products → sales productsView',
  '/sales/transactions → sales transactionsView',
  '/sales/fulfillment → sales fulfillmentView',
  '/sales/fulfillment/pickup-scan → sales fulfillmentEdit',
  '/talk → talk',
  '/talk/cdr → talk',
  '/talk/voicemail → talk',
  '/talk/sms → talk',
  '/talk/fax → talk',
  '/talk/softphone → talk',
  '/admin → admin',
  '/admin/iam → admin → /admin/iam/users',
  '/admin/iam/users → admin',
  '/admin/iam/roles → admin',
  '/admin/iam/permissions → admin',
  '/admin/iam/idp → admin',
  '/admin/sales → admin → /admin/sales/payments',
  '/admin/sales/payments → admin',
  '/admin/sales/payments/stripe-oauth → admin',
  '/admin/sales/quickbooks → admin',
  '/admin/sales/fulfillment → admin, sales fulfillmentEdit',
  '/admin/talk → admin → /admin/talk/numbers',
  '/admin/talk/numbers → admin',
  '/admin/talk/endpoints → admin',
  '/login → public',
  '/login/sso → public',
  '/login/callback → public',
  '/zd/detect → public',
  '/zd/register → public',
  '/legal/terms → public',
  '/legal/privacy → public',
] as const;

/** A concrete address for a route pattern. */
const concrete = (path: string) => path.replace(':id', '5f0c6c57-6a43-4c6b-9b1e-2f4f0b8f6d11');

function innermostRoute(path: string) {
  const matches = matchRoutes(appRoutes, concrete(path)) ?? [];
  return matches[matches.length - 1]?.route;
}

describe('the composed suite', () => {
  it('holds every spec §2 route with its access class and redirect, each once', () => {
    const composed = SUITE.access.map((entry) =>
      [entry.path, describeAccess(entry.access), entry.redirectTo].filter(Boolean).join(' → '),
    );
    expect(composed).toEqual(expect.arrayContaining([...SPEC_ROUTES]));
    const paths = SUITE.access.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves every declared route from the route table', () => {
    for (const { path } of SUITE.access) {
      expect(innermostRoute(path)?.path, path).toBe(path);
    }
    expect(innermostRoute('/no/such/place')?.path).toBe('*');
  });

  it('titles every app screen with its app and sub-app, and no screen outside the apps', () => {
    const titles = SUITE.access.flatMap(({ path }) => {
      const handle = innermostRoute(path)?.handle as ScreenHandle | undefined;
      if (handle === undefined) return [];
      return [[path, handle.app.name, handle.title.subApp].filter(Boolean).join(' · ')];
    });
    expect(titles).toEqual(
      expect.arrayContaining([
        '/admin · Admin',
        '/admin/iam/idp · Admin · Identity Provider',
        '/admin/iam/permissions · Admin · Permissions',
        '/admin/iam/roles · Admin · Roles',
        '/admin/iam/users · Admin · Users',
        '/admin/sales/fulfillment · Admin · Fulfillment',
        '/admin/sales/payments · Admin · Payments',
        '/admin/sales/payments/stripe-oauth · Admin · Payments',
        '/admin/sales/quickbooks · Admin · QuickBooks',
        '/admin/talk/endpoints · Admin · Endpoints',
        '/admin/talk/numbers · Admin · Numbers',
        '/crm · Customers',
        '/crm/:id · Customers · Contact',
        '/crm/memberships · Customers · Memberships',
        '/display/devices · Display · Devices',
        '/forms · Forms · Submissions',
        '/inventory · Inventory',
        '/it/freshdesk · IT · Support Desk',
        '/sales/config/products · Sales · Products',
        '/sales/fulfillment · Sales · Fulfillment',
        '/sales/fulfillment/pickup-scan · Sales · Pickup Scan',
        '/sales/gift-cards · Sales · Gift Cards',
        '/sales/reports · Sales · Reports',
        '/sales/salespoint · Sales · Point of Sale',
        '/sales/transactions · Sales · Transactions',
        '/talk · Talk',
        '/talk/cdr · Talk · Call Records',
        '/talk/fax · Talk · Fax',
        '/talk/sms · Talk · SMS',
        '/talk/softphone · Talk · Softphone',
        '/talk/voicemail · Talk · Voicemail',
      ]),
    );
  });

  it('lists the launcher entries and sub-items of spec §2, in order', () => {
    expect(
      SUITE.launcher.map((entry) => [
        entry.label,
        entry.path,
        entry.subItems.map((item) => `${item.label} ${item.path}`),
      ]),
    ).toEqual([
      ['Customers', '/crm', ['Memberships /crm/memberships']],
      ['Display', '/display', []],
      ['Forms', '/forms', []],
      ['Inventory', '/inventory', []],
      [
        'Sales',
        '/sales',
        [
          'Gift Cards /sales/gift-cards',
          'Products /sales/config/products',
          'Reports /sales/reports',
          'Transactions /sales/transactions',
          'Fulfillment /sales/fulfillment',
        ],
      ],
      ['Talk', '/talk', []],
    ]);
  });

  it('lets anyone open public routes and only signed-in users open the launcher', () => {
    expect(canReachPath(SUITE.access, '/login/callback', VISITOR)).toBe(true);
    expect(canReachPath(SUITE.access, '/it/freshdesk', VISITOR)).toBe(true);
    expect(canReachPath(SUITE.access, '/', VISITOR)).toBe(false);
    expect(canReachPath(SUITE.access, '/', signedInContext())).toBe(true);
  });

  it('prefers literal segments over parameters', () => {
    expect(findRouteAccess(SUITE.access, '/crm/memberships')?.path).toBe('/crm/memberships');
    expect(findRouteAccess(SUITE.access, concrete('/crm/:id'))?.path).toBe('/crm/:id');
  });

  it('gives redirect routes the authorization of their target', () => {
    const sp = signedInContext({ permissions: { sales: { sp: true } } });
    expect(canReachPath(SUITE.access, '/sales', sp)).toBe(false);
    expect(canReachPath(SUITE.access, '/sales', { ...sp, isInstall: true })).toBe(true);
    expect(
      canReachPath(
        SUITE.access,
        '/sales/salespoint',
        signedInContext({ permissions: { sales: { spWithoutInstall: true } } }),
      ),
    ).toBe(true);
  });

  it('needs a tenant admin for admin routes, plus the feature where one is named', () => {
    const admin = signedInContext({ isTenantAdmin: true });
    expect(canReachPath(SUITE.access, '/admin/iam', admin)).toBe(true);
    expect(canReachPath(SUITE.access, '/admin/iam', signedInContext())).toBe(false);
    expect(canReachPath(SUITE.access, '/admin/sales/fulfillment', admin)).toBe(false);
    expect(
      canReachPath(SUITE.access, '/admin/sales/fulfillment', {
        ...admin,
        permissions: { sales: { fulfillmentEdit: true } },
      }),
    ).toBe(true);
  });

  it('reaches no unknown path', () => {
    expect(canReachPath(SUITE.access, '/nowhere', signedInContext({ isTenantAdmin: true }))).toBe(
      false,
    );
  });
});
