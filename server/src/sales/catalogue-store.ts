// All SQL of the sales catalogue: the whole sellable catalogue of a tenant as a point of sale holds
// it (src/shared/sales/catalogue.ts), and the pricing of given products that a sale is checked
// against. Amounts are bigint columns read as float8, exact for every amount under 2^53.
import { createHash } from 'node:crypto';
import type {
  Catalogue,
  catalogueCategorySchema,
  catalogueLocationSchema,
  catalogueTaxSchema,
  modifierGroupSchema,
  Product,
} from '@shared/sales/catalogue';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { NAME_ORDER } from '../reference-lists/reference-list';

type ModifierGroup = z.infer<typeof modifierGroupSchema>;

/** What a tenant without a sales_settings row sells with (the table's column defaults). */
const DEFAULT_SETTINGS = {
  currency: 'USD',
  offlineLimits: { giftCardMinor: 5_000, cardPerSaleMinor: 10_000, cardTotalMinor: 50_000 },
} as const;

/** A product as priced for a sale: the catalogue's product with the tax that applies to it. */
export interface ProductPricing extends Product {
  /** Thousandths of a percent (8.875 % is 8875); 0 when the product has no tax. */
  taxRate: number;
  taxInclusive: boolean;
  taxName: string | null;
}

interface ProductRow extends Omit<Product, 'variants' | 'modifierGroups'> {
  taxRate: number | null;
  taxInclusive: boolean | null;
  taxName: string | null;
}

const RATE_THOUSANDTHS = 'round(t.rate_percent * 1000)::int';

/** Which products a load reads: the active ones, or the given ids whether active or not. */
type ProductFilter = { active: true } | { ids: readonly string[] };

function filterSql(filter: ProductFilter): { where: string; params: unknown[] } {
  return 'ids' in filter
    ? { where: 'p.id = ANY($2::uuid[])', params: [filter.ids] }
    : { where: 'p.active', params: [] };
}

async function productRows(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<ProductRow[]> {
  const { where, params } = filterSql(filter);
  // A product's own tax, else its category's default.
  return db.query<ProductRow>(
    `SELECT p.id, p.name, p.category_id AS "categoryId",
            coalesce(p.tax_id, c.default_tax_id) AS "taxId",
            p.price_minor::float8 AS "priceMinor", p.barcode, p.plu, p.image_url AS "imageUrl",
            p.active, p.stock_tracked AS "stockTracked", p.is_gift_card AS "isGiftCard",
            ${RATE_THOUSANDTHS} AS "taxRate", t.inclusive AS "taxInclusive", t.name AS "taxName"
       FROM sales_products p
       LEFT JOIN sales_product_categories c
         ON c.tenant_id = p.tenant_id AND c.id = p.category_id
       LEFT JOIN sales_taxes t
         ON t.tenant_id = p.tenant_id AND t.id = coalesce(p.tax_id, c.default_tax_id)
      WHERE p.tenant_id = $1 AND ${where}
      ORDER BY c.position NULLS LAST, ${NAME_ORDER('c.name', 'c.id')}, p.position,
               ${NAME_ORDER('p.name', 'p.id')}`,
    [tenantId, ...params],
  );
}

type VariantRow = Product['variants'][number] & { productId: string };

function variantRows(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<VariantRow[]> {
  const { where, params } = filterSql(filter);
  return db.query<VariantRow>(
    `SELECT v.product_id AS "productId", v.id, v.name, v.price_minor::float8 AS "priceMinor",
            v.barcode
       FROM sales_product_variants v
       JOIN sales_products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id
      WHERE v.tenant_id = $1 AND ${where}
      ORDER BY v.position, ${NAME_ORDER('v.name', 'v.id')}`,
    [tenantId, ...params],
  );
}

/** The modifier groups each product offers, in order, each group with its options. */
async function modifierGroupsByProduct(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<Map<string, ModifierGroup[]>> {
  const { where, params } = filterSql(filter);
  const [links, groups, options] = await Promise.all([
    db.query<{ productId: string; groupId: string }>(
      `SELECT l.product_id AS "productId", l.group_id AS "groupId"
         FROM sales_product_modifier_groups l
         JOIN sales_products p ON p.tenant_id = l.tenant_id AND p.id = l.product_id
        WHERE l.tenant_id = $1 AND ${where}
        ORDER BY l.position, l.id`,
      [tenantId, ...params],
    ),
    db.query<Omit<ModifierGroup, 'options'>>(
      `SELECT id, name, min_select AS "minSelect", max_select AS "maxSelect"
         FROM sales_modifier_groups WHERE tenant_id = $1`,
      [tenantId],
    ),
    db.query<ModifierGroup['options'][number] & { groupId: string }>(
      `SELECT group_id AS "groupId", id, name, price_delta_minor::float8 AS "priceDeltaMinor"
         FROM sales_modifier_options WHERE tenant_id = $1
        ORDER BY position, ${NAME_ORDER('name', 'id')}`,
      [tenantId],
    ),
  ]);
  const groupsById = new Map<string, ModifierGroup>(
    groups.map((group) => [group.id, { ...group, options: [] }]),
  );
  for (const { groupId, ...option } of options) groupsById.get(groupId)?.options.push(option);
  const byProduct = new Map<string, ModifierGroup[]>();
  for (const { productId, groupId } of links) {
    const group = groupsById.get(groupId);
    // A group without options offers no choice (the contract needs at least one).
    if (group === undefined || group.options.length === 0) continue;
    const list = byProduct.get(productId) ?? [];
    list.push(group);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** A product and the tax that applies to it. */
interface TaxedProduct {
  product: Product;
  tax: Pick<ProductPricing, 'taxRate' | 'taxInclusive' | 'taxName'>;
}

async function loadProducts(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<TaxedProduct[]> {
  const [rows, variants, modifierGroups] = await Promise.all([
    productRows(db, tenantId, filter),
    variantRows(db, tenantId, filter),
    modifierGroupsByProduct(db, tenantId, filter),
  ]);
  const variantsByProduct = new Map<string, Product['variants']>();
  for (const { productId, ...variant } of variants) {
    const list = variantsByProduct.get(productId) ?? [];
    list.push(variant);
    variantsByProduct.set(productId, list);
  }
  return rows.map(({ taxRate, taxInclusive, taxName, ...row }) => ({
    product: {
      ...row,
      variants: variantsByProduct.get(row.id) ?? [],
      modifierGroups: modifierGroups.get(row.id) ?? [],
    },
    tax: { taxRate: taxRate ?? 0, taxInclusive: taxInclusive ?? false, taxName },
  }));
}

/**
 * The given products of the tenant as a sale prices them, by id, active or not (a sale may name
 * a product retired since the station cached its catalogue). Ids of another tenant's products,
 * or of none, are absent from the map.
 */
export async function loadPricingFor(
  db: Queryable,
  tenantId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductPricing>> {
  if (productIds.length === 0) return new Map();
  const products = await loadProducts(db, tenantId, { ids: [...new Set(productIds)] });
  return new Map(products.map(({ product, tax }) => [product.id, { ...product, ...tax }]));
}

async function loadSettings(
  db: Queryable,
  tenantId: string,
): Promise<Pick<Catalogue, 'currency' | 'offlineLimits'>> {
  const [row] = await db.query<{
    currency: string;
    giftCardMinor: number;
    cardPerSaleMinor: number;
    cardTotalMinor: number;
  }>(
    `SELECT currency, offline_gift_card_minor::float8 AS "giftCardMinor",
            offline_card_per_sale_minor::float8 AS "cardPerSaleMinor",
            offline_card_total_minor::float8 AS "cardTotalMinor"
       FROM sales_settings WHERE tenant_id = $1`,
    [tenantId],
  );
  if (row === undefined) return DEFAULT_SETTINGS;
  const { currency, ...offlineLimits } = row;
  return { currency, offlineLimits };
}

/** A short digest of everything a station holds: it differs whenever any of it does. */
function versionOf(content: Omit<Catalogue, 'version'>): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 32);
}

/** The tenant's whole sellable catalogue: active products, categories, taxes, locations. */
export async function loadCatalogue(db: Queryable, tenantId: string): Promise<Catalogue> {
  const [settings, categories, taxes, locations, products] = await Promise.all([
    loadSettings(db, tenantId),
    db.query<z.infer<typeof catalogueCategorySchema>>(
      `SELECT id, name, position FROM sales_product_categories WHERE tenant_id = $1
        ORDER BY position, ${NAME_ORDER('name', 'id')}`,
      [tenantId],
    ),
    db.query<z.infer<typeof catalogueTaxSchema>>(
      `SELECT t.id, t.name, ${RATE_THOUSANDTHS} AS rate, t.inclusive
         FROM sales_taxes t WHERE t.tenant_id = $1 ORDER BY ${NAME_ORDER('t.name', 't.id')}`,
      [tenantId],
    ),
    db.query<z.infer<typeof catalogueLocationSchema>>(
      `SELECT id, name, address, time_zone AS "timeZone", is_default AS "isDefault"
         FROM locations WHERE tenant_id = $1
        ORDER BY is_default DESC, ${NAME_ORDER('name', 'id')}`,
      [tenantId],
    ),
    loadProducts(db, tenantId, { active: true }),
  ]);
  const content = {
    ...settings,
    categories,
    taxes,
    locations,
    products: products.map(({ product }) => product),
  };
  return { version: versionOf(content), ...content };
}
