// The sales app's part of the demo seed: taxes, product categories, packaging, the ledger, and the
// point of sale's catalogue and settings (Harbor Coffee's café, catalogue-demo.ts).
import type { FinancialAccountType } from '@shared/reference-lists/reference-lists';
import type { Queryable } from '../db/database';
import { insertDemoRow, insertDemoRows, lookUp, seedPerTenant } from '../db/demo-seed';
import {
  BEANS_TAX,
  DEMO_MODIFIER_GROUPS,
  DEMO_PRODUCTS,
  SALES_TAX,
  type DemoModifierGroup,
  type DemoProduct,
} from './catalogue-demo';

interface DemoSales {
  taxes?: readonly { name: string; ratePercent: number; inclusive: boolean }[];
  /** defaultTax names one of taxes. */
  /** In the point of sale's tab order. */
  productCategories?: readonly { name: string; defaultTax: string | null }[];
  fulfillmentBoxTypes?: readonly {
    name: string;
    lengthMm: number;
    widthMm: number;
    heightMm: number;
    maxWeightGrams: number;
  }[];
  financialAccounts?: readonly { name: string; code: string; type: FinancialAccountType }[];
  /** The tenant sells: its currency (offline limits keep the table's defaults). */
  settings?: { currency: string };
  modifierGroups?: readonly DemoModifierGroup[];
  products?: readonly DemoProduct[];
}

/** By tenant name (db/demo-seed.ts). */
export const DEMO_SALES: Readonly<Record<string, DemoSales>> = {
  'Harbor Coffee': {
    taxes: [
      { name: SALES_TAX, ratePercent: 8.875, inclusive: false },
      { name: BEANS_TAX, ratePercent: 0, inclusive: false },
    ],
    productCategories: [
      { name: 'Coffee', defaultTax: SALES_TAX },
      { name: 'Tea', defaultTax: SALES_TAX },
      { name: 'Cold Drinks', defaultTax: SALES_TAX },
      { name: 'Bakery', defaultTax: SALES_TAX },
      { name: 'Breakfast', defaultTax: SALES_TAX },
      { name: 'Retail', defaultTax: BEANS_TAX },
      { name: 'Merchandise', defaultTax: SALES_TAX },
      // Selling a gift card is not a sale of goods: no tax until it is spent.
      { name: 'Gift Cards', defaultTax: null },
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
    settings: { currency: 'USD' },
    modifierGroups: DEMO_MODIFIER_GROUPS,
    products: DEMO_PRODUCTS,
  },
};

async function insertModifierGroups(
  tx: Queryable,
  tenantId: string,
  groups: readonly DemoModifierGroup[] = [],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { options, ...group } of groups) {
    const groupId = await insertDemoRow(tx, 'sales_modifier_groups', tenantId, {
      name: group.name,
      min_select: group.minSelect,
      max_select: group.maxSelect,
    });
    ids.set(group.name, groupId);
    for (const [position, option] of options.entries()) {
      await insertDemoRow(tx, 'sales_modifier_options', tenantId, {
        group_id: groupId,
        name: option.name,
        price_delta_minor: option.priceDeltaMinor,
        position,
      });
    }
  }
  return ids;
}

interface CatalogueIds {
  categories: ReadonlyMap<string, string>;
  taxes: ReadonlyMap<string, string>;
  modifierGroups: ReadonlyMap<string, string>;
}

async function insertProducts(
  tx: Queryable,
  tenantId: string,
  products: readonly DemoProduct[] = [],
  ids: CatalogueIds,
): Promise<void> {
  for (const [position, product] of products.entries()) {
    const productId = await insertDemoRow(tx, 'sales_products', tenantId, {
      name: product.name,
      category_id: lookUp(ids.categories, product.category),
      tax_id: product.tax === undefined ? null : lookUp(ids.taxes, product.tax),
      price_minor: product.priceMinor ?? 0,
      barcode: product.barcode ?? null,
      plu: product.plu ?? null,
      stock_tracked: product.stockTracked === true,
      is_gift_card: product.isGiftCard === true,
      position,
    });
    for (const [variantPosition, variant] of (product.variants ?? []).entries()) {
      await insertDemoRow(tx, 'sales_product_variants', tenantId, {
        product_id: productId,
        name: variant.name,
        price_minor: variant.priceMinor,
        position: variantPosition,
      });
    }
    for (const [groupPosition, group] of (product.modifiers ?? []).entries()) {
      await insertDemoRow(tx, 'sales_product_modifier_groups', tenantId, {
        product_id: productId,
        group_id: lookUp(ids.modifierGroups, group),
        position: groupPosition,
      });
    }
  }
}

export const salesSeed = seedPerTenant(DEMO_SALES, async ({ tx }, tenantId, data) => {
  const taxIds = await insertDemoRows(tx, 'sales_taxes', tenantId, data.taxes, (tax) => ({
    name: tax.name,
    rate_percent: tax.ratePercent,
    inclusive: tax.inclusive,
  }));
  const categories = data.productCategories ?? [];
  const categoryIds = await insertDemoRows(
    tx,
    'sales_product_categories',
    tenantId,
    categories,
    (category) => ({
      name: category.name,
      default_tax_id: category.defaultTax === null ? null : lookUp(taxIds, category.defaultTax),
      position: categories.indexOf(category),
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
  if (data.settings !== undefined) {
    await tx.query('INSERT INTO sales_settings (tenant_id, currency) VALUES ($1, $2)', [
      tenantId,
      data.settings.currency,
    ]);
  }
  const modifierGroups = await insertModifierGroups(tx, tenantId, data.modifierGroups);
  await insertProducts(tx, tenantId, data.products, {
    categories: categoryIds,
    taxes: taxIds,
    modifierGroups,
  });
});
