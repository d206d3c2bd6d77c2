// Editing a role's permission map (spec §6: app → feature → boolean; an app entry alone grants
// the app): turning an app off drops its features, a feature needs its app, and a map is compared
// by what it grants, so `{ sales: { sp: false } }` and `{ sales: {} }` are the same.
import type { Permissions } from '@shared/permissions';
import { PERMISSION_KEYS, type PermissionKey } from '@shared/roles/permission-catalogue';

export function grantsKey(map: Permissions, { app, feature }: PermissionKey): boolean {
  const features = map[app];
  if (features === undefined) return false;
  return feature === null || features[feature] === true;
}

/** The map with only what it grants, each app's features true. */
export function normalised(map: Permissions): Permissions {
  const result: Permissions = {};
  for (const key of PERMISSION_KEYS) {
    if (!grantsKey(map, key)) continue;
    const features = (result[key.app] ??= {});
    if (key.feature !== null) features[key.feature] = true;
  }
  return result;
}

function without<T>(record: Readonly<Record<string, T>>, name: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
}

export function withApp(map: Permissions, app: string, on: boolean): Permissions {
  return on ? { ...map, [app]: map[app] ?? {} } : without(map, app);
}

export function withFeature(
  map: Permissions,
  app: string,
  feature: string,
  on: boolean,
): Permissions {
  const others = without(map[app] ?? {}, feature);
  return { ...map, [app]: on ? { ...others, [feature]: true } : others };
}

export function sameGrants(a: Permissions, b: Permissions): boolean {
  return PERMISSION_KEYS.every((key) => grantsKey(a, key) === grantsKey(b, key));
}

/** How many apps the map grants, for the list's summary. */
export function grantedAppCount(map: Permissions): number {
  return PERMISSION_KEYS.filter((key) => key.feature === null && grantsKey(map, key)).length;
}
