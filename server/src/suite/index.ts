// The suite API family (spec §7), mounted under API_FAMILY_PREFIXES.suite: the reference lists of
// the core, forms, inventory and sales apps (spec §3), each in the caller's tenant.
import type { FastifyPluginCallback } from 'fastify';
import { requireTenant, type AccessDependencies } from '../auth/request-context';
import { NAME_ORDER, registerReferenceList, type ReferenceListRoute } from './reference-list';

const sales = { app: 'sales', needsPermission: true } as const;
const inventory = { app: 'inventory', needsPermission: true } as const;

const SUITE_LISTS: readonly ReferenceListRoute[] = [
  {
    list: 'coreLocations',
    access: { app: null },
    sql: `SELECT id, name, address, time_zone AS "timeZone"
            FROM locations WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'forms',
    access: { app: 'forms', needsPermission: false },
    sql: `SELECT id, name, description
            FROM forms WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
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
  {
    list: 'salesProductCategories',
    access: sales,
    sql: `SELECT id, name, default_tax_id AS "defaultTaxId"
            FROM sales_product_categories WHERE tenant_id = $1
           ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'salesFulfillmentBoxTypes',
    access: sales,
    sql: `SELECT id, name, length_mm AS "lengthMm", width_mm AS "widthMm",
                 height_mm AS "heightMm", max_weight_grams AS "maxWeightGrams"
            FROM sales_fulfillment_box_types WHERE tenant_id = $1
           ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'salesTaxes',
    access: sales,
    sql: `SELECT id, name, rate_percent::float8 AS "ratePercent", inclusive
            FROM sales_taxes WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
  {
    list: 'salesFinancialAccounts',
    access: sales,
    sql: `SELECT id, name, code, type
            FROM sales_financial_accounts WHERE tenant_id = $1
           ORDER BY ${NAME_ORDER('name', 'id')}`,
  },
];

export const suiteFamily: FastifyPluginCallback<AccessDependencies> = (app, options, done) => {
  const { database, tokens } = options;
  requireTenant(app, { database, tokens });
  for (const route of SUITE_LISTS) registerReferenceList(app, database, route);
  done();
};
