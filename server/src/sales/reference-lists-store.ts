// The sales app's reference lists (spec §3): product categories, fulfillment box types, taxes and
// financial accounts, read by members with a sales permission in a tenant that has the app.
import { NAME_ORDER, type ReferenceListRoute } from '../reference-lists/reference-list';

const sales = { app: 'sales', needsPermission: true } as const;

export const SALES_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
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
