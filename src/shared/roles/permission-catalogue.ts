// What every permission key of spec §6 means to an administrator: a readable label and one line
// on what it unlocks, for the role editor, the permission matrix and the per-user overrides. The
// mapped type makes a key missing from PERMISSION_AREAS (or one it no longer has) a compile error.
import { PERMISSION_AREAS, type PermissionApp } from '../permissions';

export type PermissionFeature<App extends PermissionApp> = (typeof PERMISSION_AREAS)[App][number];

interface PermissionText {
  label: string;
  description: string;
}

type AppCatalogueEntry<App extends PermissionApp> = PermissionText & {
  features: { readonly [Feature in PermissionFeature<App>]: PermissionText };
};

type PermissionCatalogue = { readonly [App in PermissionApp]: AppCatalogueEntry<App> };

export const PERMISSION_CATALOGUE: PermissionCatalogue = {
  crm: {
    label: 'Customers',
    description: 'The customer list and contact details.',
    features: {
      membershipsRead: {
        label: 'Memberships',
        description: 'See customers’ memberships and their status.',
      },
    },
  },
  sales: {
    label: 'Sales',
    description: 'Selling and the sales screens; each feature below opens one.',
    features: {
      sp: { label: 'Point of sale', description: 'Point of sale in Zyno Desktop at a station.' },
      spWithoutInstall: {
        label: 'Point of sale in a browser',
        description: 'Point of sale in a web browser, away from a station.',
      },
      giftCardsView: { label: 'Gift cards', description: 'See gift cards and their balances.' },
      giftCardsEdit: {
        label: 'Gift card changes',
        description: 'Issue, reload and deactivate gift cards in the back office.',
      },
      productsView: { label: 'Products', description: 'See the product catalogue and prices.' },
      productsEdit: {
        label: 'Product changes',
        description: 'Add and change products, prices and categories, and import them.',
      },
      reportsView: { label: 'Reports', description: 'Sales reports and takings.' },
      transactionsView: {
        label: 'Transactions',
        description: 'Past sales, refunds and their receipts.',
      },
      fulfillmentView: {
        label: 'Fulfillment',
        description: 'See orders waiting to be packed, shipped or picked up.',
      },
      fulfillmentEdit: {
        label: 'Fulfillment changes',
        description: 'Scan pickups and change orders in fulfillment.',
      },
      discounts: {
        label: 'Discounts',
        description: 'Give line and whole-sale discounts, and approve them for others.',
      },
      refunds: {
        label: 'Refunds',
        description: 'Refund sales, and approve refunds for others.',
      },
      voids: { label: 'Voids', description: 'Void completed sales, and approve voids for others.' },
      noSale: {
        label: 'No-sale drawer opens',
        description: 'Open the cash drawer without a sale, and approve it for others.',
      },
      priceOverrides: {
        label: 'Price overrides',
        description: 'Change a product’s price at the till, and approve it for others.',
      },
    },
  },
  display: {
    label: 'Display',
    description: 'Customer-facing screens and their devices.',
    features: {},
  },
  forms: { label: 'Forms', description: 'Forms and their submissions.', features: {} },
  inventory: {
    label: 'Inventory',
    description: 'Stock, categories and vendors.',
    features: {},
  },
  talk: {
    label: 'Talk',
    description: 'Calls, voicemail, text messages, fax and the softphone.',
    features: {},
  },
  msp: {
    label: 'Managed services',
    description: 'Work for the customer tenants this tenant manages.',
    features: {
      login: {
        label: 'Switch into customer tenants',
        description: 'Act inside the customer tenants this tenant manages.',
      },
    },
  },
  core: {
    label: 'Own account',
    description: 'What people may change about their own account.',
    features: {
      changePassword: {
        label: 'Change own password',
        description: 'Change Password in the user menu.',
      },
      manageFingerprints: {
        label: 'Manage own fingerprints',
        description: 'Manage Fingerprints in the user menu at a station with a reader.',
      },
    },
  },
};

/** One cell of the catalogue: an app (feature null) or one of its features. */
export interface PermissionKey {
  app: PermissionApp;
  feature: string | null;
}

export const PERMISSION_APPS = Object.keys(PERMISSION_AREAS) as PermissionApp[];

/** The features of an app in the catalogue's order, with their texts. */
export function catalogueFeatures(app: PermissionApp): { feature: string; text: PermissionText }[] {
  const features: Readonly<Record<string, PermissionText>> = PERMISSION_CATALOGUE[app].features;
  return Object.entries(features).map(([feature, text]) => ({ feature, text }));
}

/** Every key: each app, then its features. */
export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_APPS.flatMap((app) => [
  { app, feature: null },
  ...catalogueFeatures(app).map(({ feature }) => ({ app, feature })),
]);

/** `sales` or `sales.sp`, as URLs and CSV headers carry a key. */
export function permissionKeyName(key: PermissionKey): string {
  return key.feature === null ? key.app : `${key.app}.${key.feature}`;
}

/** The key a name stands for, or null when the catalogue has none. */
export function parsePermissionKey(name: string): PermissionKey | null {
  return PERMISSION_KEYS.find((key) => permissionKeyName(key) === name) ?? null;
}

export function permissionKeyLabel(key: PermissionKey): string {
  const app = PERMISSION_CATALOGUE[key.app];
  if (key.feature === null) return app.label;
  const features: Readonly<Record<string, PermissionText>> = app.features;
  return `${app.label}: ${features[key.feature]?.label ?? key.feature}`;
}
