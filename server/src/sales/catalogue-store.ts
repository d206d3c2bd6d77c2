// All SQL of the sales catalogue: the whole sellable catalogue of a tenant as a point of sale holds
// it (src/shared/sales/catalogue.ts), and the pricing of given products that a sale is checked
// against. Amounts are bigint columns read as JSON numbers or float8, exact below 2^53.
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

/** A tax's rate_percent (numeric, 8.875) in thousandths of a percent (8875). */
const RATE_THOUSANDTHS = 'round(t.rate_percent * 1000)::int';

/** Which products a load reads: the active ones, or the given ids whether active or not. */
type ProductFilter = { active: true } | { ids: readonly string[] };

function filterSql(filter: ProductFilter): { where: string; params: unknown[] } {
  return 'ids' in filter
    ? { where: 'p.id = ANY($2::uuid[])', params: [filter.ids] }
    : { where: 'p.active', params: [] };
}

/**
 * The rows `select` (one json_build_object per row, over `from`, filtered) as one JSON array: at
 * 10,000 products one aggregated value reads several times faster than as many rows.
 */
async function jsonRows<Row>(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
  query: { select: string; from: string; orderBy: string },
): Promise<Row[]> {
  const { where, params } = filterSql(filter);
  const [row] = await db.query<{ items: Row[] }>(
    `SELECT coalesce(json_agg(${query.select} ORDER BY ${query.orderBy}), '[]') AS items
       FROM ${query.from}
      WHERE p.tenant_id = $1 AND ${where}`,
    [tenantId, ...params],
  );
  return row?.items ?? [];
}

function productRows(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<ProductRow[]> {
  // A product's own tax, else its category's default. Positions order the grid; names only
  // break ties (compared as bytes: cheap, and alike on every engine).
  return jsonRows<ProductRow>(db, tenantId, filter, {
    select: `json_build_object(
      'id', p.id, 'name', p.name, 'categoryId', p.category_id,
      'taxId', coalesce(p.tax_id, c.default_tax_id), 'priceMinor', p.price_minor,
      'barcode', p.barcode, 'plu', p.plu, 'imageUrl', p.image_url, 'active', p.active,
      'stockTracked', p.stock_tracked, 'isGiftCard', p.is_gift_card,
      'taxRate', ${RATE_THOUSANDTHS}, 'taxInclusive', t.inclusive, 'taxName', t.name)`,
    from: `sales_products p
       LEFT JOIN sales_product_categories c
         ON c.tenant_id = p.tenant_id AND c.id = p.category_id
       LEFT JOIN sales_taxes t
         ON t.tenant_id = p.tenant_id AND t.id = coalesce(p.tax_id, c.default_tax_id)`,
    orderBy: 'c.position NULLS LAST, p.position, p.name COLLATE "C", p.id',
  });
}

type VariantRow = Product['variants'][number] & { productId: string };

function variantRows(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<VariantRow[]> {
  return jsonRows<VariantRow>(db, tenantId, filter, {
    select: `json_build_object('productId', v.product_id, 'id', v.id, 'name', v.name,
      'priceMinor', v.price_minor, 'barcode', v.barcode)`,
    from: `sales_product_variants v
       JOIN sales_products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id`,
    orderBy: 'v.position, v.name COLLATE "C", v.id',
  });
}

/** The modifier groups each product offers, in order, each group with its options. */
async function modifierGroupsByProduct(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter,
): Promise<Map<string, ModifierGroup[]>> {
  const [links, groups, options] = await Promise.all([
    jsonRows<{ productId: string; groupId: string }>(db, tenantId, filter, {
      select: `json_build_object('productId', l.product_id, 'groupId', l.group_id)`,
      from: `sales_product_modifier_groups l
         JOIN sales_products p ON p.tenant_id = l.tenant_id AND p.id = l.product_id`,
      orderBy: 'l.position, l.id',
    }),
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

/** The tables a catalogue is read from, each with the tenant's rows under `tenant_id`. */
const CATALOGUE_TABLES = [
  'sales_settings',
  'sales_product_categories',
  'sales_taxes',
  'locations',
  'sales_products',
  'sales_product_variants',
  'sales_modifier_groups',
  'sales_modifier_options',
  'sales_product_modifier_groups',
] as const;

/**
 * The version of the tenant's catalogue, read without building it, so a station polling with the
 * version it holds is answered 304 for the price of a scan of row headers (at 10,000 products
 * building the catalogue takes a few hundred ms). Per table: how many rows, and the sum of the
 * transaction ids that wrote them (xmin). Any insert, update or delete changes one or the other,
 * as every row it writes carries a newer transaction id than the rows it replaces; a change
 * undone is a change too. A row rewritten with the same content costs a needless download.
 */
export async function catalogueVersion(db: Queryable, tenantId: string): Promise<string> {
  const stamps = CATALOGUE_TABLES.map(
    (table) =>
      `(SELECT count(*) || '.' || coalesce(sum(r.xmin::text::bigint), 0)
          FROM ${table} r WHERE r.tenant_id = $1)`,
  );
  const [row] = await db.query<{ version: string }>(
    `SELECT md5(${stamps.join(` || ':' || `)}) AS version`,
    [tenantId],
  );
  if (row === undefined) throw new Error('The catalogue version query answered no row.');
  return row.version;
}

/**
 * The tenant's whole sellable catalogue (active products, categories, taxes, locations) as the
 * JSON text of catalogueSchema, under its version. The version is read before the rows: a write
 * in between leaves a newer catalogue under an older version, which the next poll downloads
 * again, never an older catalogue under the newer version. Serialised once here, as at 10,000
 * products serialising takes longer than the queries.
 */
export async function loadCatalogueJson(
  db: Queryable,
  tenantId: string,
  version: string,
): Promise<string> {
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
  const content: Omit<Catalogue, 'version'> = {
    ...settings,
    categories,
    taxes,
    locations,
    products: products.map(({ product }) => product),
  };
  return `{"version":${JSON.stringify(version)},${JSON.stringify(content).slice(1)}`;
}
