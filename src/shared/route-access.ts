// Route access classes (spec §2): public, any signed-in user, permission-gated and admin, with
// typed helpers that only accept a real permission area and feature (spec §6). A redirect route
// takes on the authorization of its target. Pure checks over a table the caller supplies: the web
// app composes that table from its apps' own route declarations.
import {
  hasPermission,
  type PERMISSION_AREAS,
  type PermissionApp,
  type Permissions,
} from './permissions';

export interface AccessContext {
  signedIn: boolean;
  permissions: Permissions;
  /** The current tenant is one the user administers. */
  isTenantAdmin: boolean;
  /** Running as a registered Zyno Desktop install (install mode). */
  isInstall: boolean;
}

/** The feature keys of one permission area, e.g. 'giftCardsView' for 'sales'. */
type PermissionFeature<App extends PermissionApp> = (typeof PERMISSION_AREAS)[App][number];

/** A feature fixed by the route, or chosen by the context (point of sale: 'sp' in an install). */
type FeatureChoice<App extends PermissionApp> =
  PermissionFeature<App> | ((context: AccessContext) => PermissionFeature<App>);

type PermissionRequirement = {
  [App in PermissionApp]: { app: App; feature?: FeatureChoice<App> };
}[PermissionApp];

type FeatureRequirement = {
  [App in PermissionApp]: { app: App; feature: PermissionFeature<App> };
}[PermissionApp];

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | ({ kind: 'permission' } & PermissionRequirement)
  | { kind: 'admin'; permission?: FeatureRequirement };

/** What the access checks need of a route: its pattern, its class and, for a redirect, its target. */
export interface RouteAccessEntry {
  /** A react-router style pattern: `:name` matches one segment. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Redirect routes name their target and take its authorization. */
  readonly redirectTo?: string;
}

/** No sign-in needed. */
export const PUBLIC: RouteAccess = { kind: 'public' };

/** Any signed-in user (a route with no app or feature). */
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };

/** Needs the app's permission entry, and the feature when one is named. */
export function permission<App extends PermissionApp>(
  app: App,
  feature?: FeatureChoice<App>,
): RouteAccess {
  // The mapped union cannot be narrowed by the generic App; the signature above is the check.
  return { kind: 'permission', app, feature } as RouteAccess;
}

/** Needs the current tenant to be one the user administers, plus the feature when one is named. */
export function tenantAdmin(): RouteAccess;
export function tenantAdmin<App extends PermissionApp>(
  app: App,
  feature: PermissionFeature<App>,
): RouteAccess;
export function tenantAdmin(app?: PermissionApp, feature?: string): RouteAccess {
  if (app === undefined || feature === undefined) return { kind: 'admin' };
  return { kind: 'admin', permission: { app, feature } as FeatureRequirement };
}

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
export function findRouteAccess<Entry extends RouteAccessEntry>(
  table: readonly Entry[],
  path: string,
): Entry | undefined {
  const candidates = table.filter((entry) => matches(entry.path, path));
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

/** Whether a path exists in the table and the context may open it, following redirects. */
export function canReachPath(
  table: readonly RouteAccessEntry[],
  path: string,
  context: AccessContext,
): boolean {
  const seen = new Set<string>();
  let entry = findRouteAccess(table, path);
  while (entry?.redirectTo !== undefined && !seen.has(entry.path)) {
    seen.add(entry.path);
    entry = findRouteAccess(table, entry.redirectTo);
  }
  return entry !== undefined && isAccessGranted(entry.access, context);
}
