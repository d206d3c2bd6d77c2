// The inventory app's reference lists (spec §3 "inventory categories", "inventory vendors"): read
// by members with an inventory permission in a tenant that has the app.
import { NAME_ORDER, type ReferenceListRoute } from '../reference-lists/reference-list';

const inventory = { app: 'inventory', needsPermission: true } as const;

export const INVENTORY_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  {
    list: 'inventoryCategories',
    access: inventory,
    sql: `SELECT id, name, description
            FROM inventory_categories WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'inventoryVendors',
    access: inventory,
    sql: `SELECT id, name, email, phone
            FROM inventory_vendors WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
];
