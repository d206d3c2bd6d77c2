// The sales app's part of the demo seed: taxes, product categories, packaging and the ledger.
import type { FinancialAccountType } from '@shared/reference-lists/reference-lists';
import { insertDemoRows, lookUp, seedPerTenant } from '../db/demo-seed';

const SALES_TAX = 'San Francisco sales tax';
const EXEMPT = 'Exempt (food to go)';

interface DemoSales {
  taxes?: readonly { name: string; ratePercent: number; inclusive: boolean }[];
  /** defaultTax names one of taxes. */
  productCategories?: readonly { name: string; defaultTax: string | null }[];
  fulfillmentBoxTypes?: readonly {
    name: string;
    lengthMm: number;
    widthMm: number;
    heightMm: number;
    maxWeightGrams: number;
  }[];
  financialAccounts?: readonly { name: string; code: string; type: FinancialAccountType }[];
}

/** By tenant name (db/demo-seed.ts). */
export const DEMO_SALES: Readonly<Record<string, DemoSales>> = {
  'Harbor Coffee': {
    taxes: [
      { name: SALES_TAX, ratePercent: 8.625, inclusive: false },
      { name: EXEMPT, ratePercent: 0, inclusive: false },
    ],
    productCategories: [
      { name: 'Espresso', defaultTax: SALES_TAX },
      { name: 'Brewed coffee', defaultTax: SALES_TAX },
      { name: 'Tea', defaultTax: SALES_TAX },
      { name: 'Pastries', defaultTax: SALES_TAX },
      { name: 'Retail beans', defaultTax: EXEMPT },
      { name: 'Merchandise', defaultTax: SALES_TAX },
      { name: 'Gift cards', defaultTax: null },
    ],
    fulfillmentBoxTypes: [
      { name: 'Mailer — 1 bag', lengthMm: 230, widthMm: 150, heightMm: 80, maxWeightGrams: 1500 },
      { name: 'Box — 3 bags', lengthMm: 300, widthMm: 230, heightMm: 120, maxWeightGrams: 4000 },
      {
        name: 'Gift box — mug & beans',
        lengthMm: 280,
        widthMm: 280,
        heightMm: 150,
        maxWeightGrams: 3000,
      },
      {
        name: 'Wholesale case — 12 bags',
        lengthMm: 450,
        widthMm: 350,
        heightMm: 250,
        maxWeightGrams: 12000,
      },
    ],
    financialAccounts: [
      { name: 'Cash on hand', code: '1000', type: 'asset' },
      { name: 'Checking account', code: '1010', type: 'asset' },
      { name: 'Card payments clearing', code: '1200', type: 'asset' },
      { name: 'Sales tax payable', code: '2100', type: 'liability' },
      { name: 'Gift card liability', code: '2300', type: 'liability' },
      { name: 'Beverage sales', code: '4000', type: 'income' },
      { name: 'Food sales', code: '4100', type: 'income' },
      { name: 'Retail bean sales', code: '4200', type: 'income' },
      { name: 'Cost of goods sold', code: '5000', type: 'expense' },
    ],
  },
};

export const salesSeed = seedPerTenant(DEMO_SALES, async ({ tx }, tenantId, data) => {
  const taxIds = await insertDemoRows(tx, 'sales_taxes', tenantId, data.taxes, (tax) => ({
    name: tax.name,
    rate_percent: tax.ratePercent,
    inclusive: tax.inclusive,
  }));
  await insertDemoRows(
    tx,
    'sales_product_categories',
    tenantId,
    data.productCategories,
    (category) => ({
      name: category.name,
      default_tax_id: category.defaultTax === null ? null : lookUp(taxIds, category.defaultTax),
    }),
  );
  await insertDemoRows(
    tx,
    'sales_fulfillment_box_types',
    tenantId,
    data.fulfillmentBoxTypes,
    (box) => ({
      name: box.name,
      length_mm: box.lengthMm,
      width_mm: box.widthMm,
      height_mm: box.heightMm,
      max_weight_grams: box.maxWeightGrams,
    }),
  );
  await insertDemoRows(tx, 'sales_financial_accounts', tenantId, data.financialAccounts);
});
