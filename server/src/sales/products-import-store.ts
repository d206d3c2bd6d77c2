// The SQL of the products file: the catalogue as the import checks a file against it (products
// with their variants, categories and taxes by name, the codes in use), the products the list's
// filters select for the export and the bulk price change, and the accept's writes.
import type { ImportResult, ProductFilter } from '@shared/sales/products-import';
import type { Queryable } from '../db/database';
import type {
  ExistingProduct,
  ImportCatalogue,
  ImportPlan,
  PlannedWrite,
} from './products-import-validate';
import { listConditions, parkVariants, saveVariants } from './products-store';

export interface FileProduct extends ExistingProduct {
  categoryName: string | null;
  taxName: string | null;
  isGiftCard: boolean;
}

/** The products `filter` selects (all for null), in the point of sale's order, with variants. */
export async function loadFileProducts(
  db: Queryable,
  tenantId: string,
  filter: ProductFilter | null,
): Promise<FileProduct[]> {
  const params: unknown[] = [tenantId];
  const where = listConditions(filter ?? {}, params).join(' AND ');
  const products = await db.query<Omit<FileProduct, 'variants' | 'modifierGroupIds'>>(
    `SELECT p.id, p.name, p.category_id AS "categoryId", c.name AS "categoryName",
            p.tax_id AS "taxId", t.name AS "taxName", p.price_minor::float8 AS "priceMinor",
            p.barcode, p.plu, CASE WHEN p.active THEN 'active' ELSE 'archived' END AS status,
            p.stock_tracked AS "stockTracked", p.is_gift_card AS "isGiftCard"
       FROM sales_products p
       LEFT JOIN sales_product_categories c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
       LEFT JOIN sales_taxes t ON t.tenant_id = p.tenant_id AND t.id = p.tax_id
      WHERE ${where}
      ORDER BY c.position NULLS LAST, lower(c.name), p.position, p.name COLLATE "C", p.id`,
    params,
  );
  const selected = `SELECT p.id FROM sales_products p WHERE ${where}`;
  const variants = await db.query<ExistingProduct['variants'][number] & { productId: string }>(
    `SELECT v.product_id AS "productId", v.id, v.name, v.price_minor::float8 AS "priceMinor",
            v.barcode
       FROM sales_product_variants v
      WHERE v.tenant_id = $1 AND v.product_id IN (${selected})
      ORDER BY v.position, v.name COLLATE "C", v.id`,
    params,
  );
  const links = await db.query<{ productId: string; groupId: string }>(
    `SELECT l.product_id AS "productId", l.group_id AS "groupId"
       FROM sales_product_modifier_groups l
      WHERE l.tenant_id = $1 AND l.product_id IN (${selected})
      ORDER BY l.position, l.id`,
    params,
  );
  const byId = new Map<string, FileProduct>(
    products.map((product) => [product.id, { ...product, variants: [], modifierGroupIds: [] }]),
  );
  for (const { productId, ...variant } of variants) byId.get(productId)?.variants.push(variant);
  for (const { productId, groupId } of links) byId.get(productId)?.modifierGroupIds.push(groupId);
  return [...byId.values()];
}

export async function tenantCurrency(db: Queryable, tenantId: string): Promise<string> {
  const [row] = await db.query<{ currency: string }>(
    'SELECT currency FROM sales_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row?.currency ?? 'USD';
}

/** The whole catalogue as the import checks a file, and which product holds each code in use. */
export async function loadImportCatalogue(
  db: Queryable,
  tenantId: string,
): Promise<{ catalogue: ImportCatalogue; codes: Map<string, string> }> {
  const products = await loadFileProducts(db, tenantId, null);
  const categories = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM sales_product_categories WHERE tenant_id = $1',
    [tenantId],
  );
  const taxes = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM sales_taxes WHERE tenant_id = $1 ORDER BY lower(name)',
    [tenantId],
  );
  // Only active products hold their codes (sales_codes_unique in 0009).
  const codes = new Map<string, string>();
  for (const product of products) {
    if (product.status !== 'active') continue;
    const held = [
      product.barcode,
      product.plu,
      ...product.variants.map((variant) => variant.barcode),
    ];
    for (const code of held) if (code !== null) codes.set(code, product.id);
  }
  return {
    catalogue: {
      currency: await tenantCurrency(db, tenantId),
      products: new Map(products.map((product) => [product.id, product])),
      categories,
      taxes,
    },
    codes,
  };
}

async function createCategories(
  tx: Queryable,
  tenantId: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of names) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO sales_product_categories (tenant_id, name, position)
       SELECT $1, $2, coalesce(max(position) + 1, 0) FROM sales_product_categories
        WHERE tenant_id = $1
       RETURNING id`,
      [tenantId, name.trim()],
    );
    if (row !== undefined) ids.set(name.trim().toLowerCase(), row.id);
  }
  return ids;
}

/** Writes one product's row (inserted or updated) and answers its id. */
async function writeProduct(
  tx: Queryable,
  tenantId: string,
  write: PlannedWrite,
  categoryId: string | null,
): Promise<string> {
  const { product } = write;
  const values = [
    tenantId,
    product.name,
    categoryId,
    product.taxId,
    product.priceMinor,
    product.barcode,
    product.plu,
    product.status === 'active',
    product.stockTracked,
  ];
  if (write.productId === null) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO sales_products
         (tenant_id, name, category_id, tax_id, price_minor, barcode, plu, active, stock_tracked,
          position)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce(max(position) + 1, 0)
         FROM sales_products WHERE tenant_id = $1
       RETURNING id`,
      values,
    );
    if (row === undefined) throw new Error('The product insert answered no row.');
    return row.id;
  }
  await tx.query(
    `UPDATE sales_products
        SET name = $2, category_id = $3, tax_id = $4, price_minor = $5, barcode = $6, plu = $7,
            active = $8, stock_tracked = $9
      WHERE tenant_id = $1 AND id = $10`,
    [...values, write.productId],
  );
  return write.productId;
}

/** The product's variants become the file's, in its order; kept ones keep their ids. */
async function writeVariants(
  tx: Queryable,
  tenantId: string,
  productId: string,
  variants: PlannedWrite['product']['variants'],
): Promise<void> {
  await parkVariants(tx, tenantId, productId, variants);
  await saveVariants(tx, tenantId, productId, variants);
}

/** The accept's writes, in the caller's transaction: new categories first, then each product. */
export async function applyImport(
  tx: Queryable,
  tenantId: string,
  plan: ImportPlan,
): Promise<ImportResult> {
  const categoryIds = await createCategories(tx, tenantId, plan.newCategories);
  let created = 0;
  for (const write of plan.writes) {
    const categoryId =
      write.newCategory === null
        ? write.product.categoryId
        : (categoryIds.get(write.newCategory.trim().toLowerCase()) ?? null);
    const productId = await writeProduct(tx, tenantId, write, categoryId);
    await writeVariants(tx, tenantId, productId, write.product.variants);
    if (write.productId === null) created += 1;
  }
  return {
    created,
    updated: plan.writes.length - created,
    unchanged: plan.unchangedProducts,
    skippedRows: plan.counts.error,
    categoriesCreated: categoryIds.size,
  };
}
