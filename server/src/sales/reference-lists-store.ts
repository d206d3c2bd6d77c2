// The sales app's reference lists (spec §3): product categories, fulfillment box types, taxes and
// financial accounts, read by members with a sales permission in a tenant that has the app.
import { tableList, type ReferenceListRoute } from '../reference-lists/reference-list';

export const SALES_REFERENCE_LISTS: readonly ReferenceListRoute[] = [
  tableList('salesProductCategories', 'sales_product_categories', [
    'default_tax_id AS "defaultTaxId"',
  ]),
  tableList('salesFulfillmentBoxTypes', 'sales_fulfillment_box_types', [
    'length_mm AS "lengthMm"',
    'width_mm AS "widthMm"',
    'height_mm AS "heightMm"',
    'max_weight_grams AS "maxWeightGrams"',
  ]),
  tableList('salesTaxes', 'sales_taxes', ['rate_percent::float8 AS "ratePercent"', 'inclusive']),
  tableList('salesFinancialAccounts', 'sales_financial_accounts', ['code', 'type']),
];
