// Texts of the tenant switcher and the impersonation icon; spec §4 and §8 strings verbatim.
export const TENANT_MESSAGES = {
  switcherTitle: 'Switch tenant',
  searchLabel: 'Search tenants',
  searchPlaceholder: 'Search by name',
  noMatch: 'No tenant matches your search.',
  current: 'Current',
  favourite: 'Favourite',
  msp: 'Managed',
  admin: 'Admin',
  loading: 'Loading tenants…',
  close: 'Close',
  deimpersonating: 'Deimpersonating...',
  returningToMsp: 'Returning to MSP tenant...',
} as const;
