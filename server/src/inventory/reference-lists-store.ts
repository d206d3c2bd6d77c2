// The inventory app's reference lists (spec §3 "inventory categories", "inventory vendors"): read
// by members with an inventory permission in a tenant that has the app.
import { tableList, type ReferenceListRoute } from '../reference-lists/reference-list';

export const INVENTORY_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  tableList('inventoryCategories', 'inventory_categories', ['description']),
  tableList('inventoryVendors', 'inventory_vendors', ['email', 'phone']),
];
