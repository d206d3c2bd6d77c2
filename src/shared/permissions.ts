// Permissions: a map of app → feature → boolean (spec §6). A check without a feature passes
// when the app entry exists. Without zod: the web app's route checks run before its schemas
// arrive; the schema is permissions-schema.ts.

export type Permissions = Record<string, Record<string, boolean>>;

export const PERMISSION_AREAS = {
  crm: ['membershipsRead'],
  sales: [
    'fulfillmentEdit',
    'fulfillmentView',
    'productsView',
    'giftCardsView',
    'reportsView',
    'transactionsView',
    'sp',
    'spWithoutInstall',
    // At the point of sale (issue 15): what a cashier needs a manager's override for without them.
    'discounts',
    'refunds',
    'voids',
    'noSale',
    'priceOverrides',
    // In the back office (issue 16): changing what the View keys only show.
    'productsEdit',
    'giftCardsEdit',
  ],
  display: [],
  forms: [],
  inventory: [],
  talk: [],
  msp: ['login'],
  core: ['changePassword', 'manageFingerprints'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionApp = keyof typeof PERMISSION_AREAS;

/** Every feature of `app`, granted. */
export function everyFeature(app: PermissionApp): Record<string, boolean> {
  return Object.fromEntries(PERMISSION_AREAS[app].map((feature) => [feature, true]));
}

export function hasPermission(permissions: Permissions, app: string, feature?: string): boolean {
  const features = permissions[app];
  if (features === undefined) return false;
  if (feature === undefined) return true;
  return features[feature] === true;
}

/** The union of several permission maps: a feature is granted when any map grants it. */
export function mergePermissions(maps: readonly Permissions[]): Permissions {
  const merged: Permissions = {};
  for (const map of maps) {
    for (const [app, features] of Object.entries(map)) {
      const target = (merged[app] ??= {});
      for (const [feature, granted] of Object.entries(features)) {
        target[feature] = target[feature] === true || granted;
      }
    }
  }
  return merged;
}
