// The route table's access classes (spec §2): public, any signed-in user, permission-gated and
// admin. A redirect route takes on the authorization of its target. Pure data and checks, so the
// router, the launcher and tests share one source.
import { hasPermission, type Permissions } from './permissions';

export interface AccessContext {
  signedIn: boolean;
  permissions: Permissions;
  /** The current tenant is one the user administers. */
  isTenantAdmin: boolean;
  /** Running as a registered Zyno Desktop install (install mode). */
  isInstall: boolean;
}

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; app: string; feature?: string | ((context: AccessContext) => string) }
  | { kind: 'admin'; permission?: { app: string; feature: string } };

export interface RouteAccessEntry {
  /** A react-router style pattern: `:name` matches one segment. */
  path: string;
  access: RouteAccess;
  /** Redirect routes name their target and take its authorization. */
  redirectTo?: string;
}

const pub: RouteAccess = { kind: 'public' };
const admin: RouteAccess = { kind: 'admin' };
const app = (name: string, feature?: string): RouteAccess => ({
  kind: 'permission',
  app: name,
  ...(feature === undefined ? {} : { feature }),
});

export const ROUTE_ACCESS: readonly RouteAccessEntry[] = [
  { path: '/', access: { kind: 'signedIn' } },
  { path: '/crm', access: app('crm') },
  { path: '/crm/memberships', access: app('crm', 'membershipsRead') },
  { path: '/crm/:id', access: app('crm') },
  { path: '/display', access: app('display'), redirectTo: '/display/devices' },
  { path: '/display/devices', access: app('display') },
  { path: '/forms', access: app('forms') },
  { path: '/inventory', access: app('inventory') },
  { path: '/it/freshdesk', access: pub },
  { path: '/sales', access: app('sales'), redirectTo: '/sales/salespoint' },
  {
    path: '/sales/salespoint',
    access: {
      kind: 'permission',
      app: 'sales',
      feature: (context) => (context.isInstall ? 'sp' : 'spWithoutInstall'),
    },
  },
  { path: '/sales/gift-cards', access: app('sales', 'giftCardsView') },
  { path: '/sales/reports', access: app('sales', 'reportsView') },
  { path: '/sales/config/products', access: app('sales', 'productsView') },
  { path: '/sales/transactions', access: app('sales', 'transactionsView') },
  { path: '/sales/fulfillment', access: app('sales', 'fulfillmentView') },
  { path: '/sales/fulfillment/pickup-scan', access: app('sales', 'fulfillmentEdit') },
  { path: '/talk', access: app('talk') },
  { path: '/talk/cdr', access: app('talk') },
  { path: '/talk/voicemail', access: app('talk') },
  { path: '/talk/sms', access: app('talk') },
  { path: '/talk/fax', access: app('talk') },
  { path: '/talk/softphone', access: app('talk') },
  { path: '/admin', access: admin },
  { path: '/admin/iam', access: admin, redirectTo: '/admin/iam/users' },
  { path: '/admin/iam/users', access: admin },
  { path: '/admin/iam/roles', access: admin },
  { path: '/admin/iam/permissions', access: admin },
  { path: '/admin/iam/idp', access: admin },
  { path: '/admin/sales', access: admin, redirectTo: '/admin/sales/payments' },
  { path: '/admin/sales/payments', access: admin },
  { path: '/admin/sales/payments/stripe-oauth', access: admin },
  { path: '/admin/sales/quickbooks', access: admin },
  {
    path: '/admin/sales/fulfillment',
    access: { kind: 'admin', permission: { app: 'sales', feature: 'fulfillmentEdit' } },
  },
  { path: '/admin/talk', access: admin, redirectTo: '/admin/talk/numbers' },
  { path: '/admin/talk/numbers', access: admin },
  { path: '/admin/talk/endpoints', access: admin },
  { path: '/login', access: pub },
  { path: '/login/sso', access: pub },
  { path: '/login/callback', access: pub },
  { path: '/zd/detect', access: pub },
  { path: '/zd/register', access: pub },
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/** The table entry for a concrete path; literal segments win over parameters. */
export function findRouteAccess(path: string): RouteAccessEntry | undefined {
  const candidates = ROUTE_ACCESS.filter((entry) => matches(entry.path, path));
  const literalCount = (entry: RouteAccessEntry) =>
    segments(entry.path).filter((segment) => !segment.startsWith(':')).length;
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0];
}

export function isAccessGranted(access: RouteAccess, context: AccessContext): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return context.signedIn;
    case 'permission': {
      if (!context.signedIn) return false;
      const feature =
        typeof access.feature === 'function' ? access.feature(context) : access.feature;
      return hasPermission(context.permissions, access.app, feature);
    }
    case 'admin':
      return (
        context.signedIn &&
        context.isTenantAdmin &&
        (access.permission === undefined ||
          hasPermission(context.permissions, access.permission.app, access.permission.feature))
      );
  }
}

/** Whether a path exists and the context may open it, following redirects to their target. */
export function canReachPath(path: string, context: AccessContext): boolean {
  const seen = new Set<string>();
  let entry = findRouteAccess(path);
  while (entry?.redirectTo !== undefined && !seen.has(entry.path)) {
    seen.add(entry.path);
    entry = findRouteAccess(entry.redirectTo);
  }
  return entry !== undefined && isAccessGranted(entry.access, context);
}
