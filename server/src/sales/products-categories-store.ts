// The SQL of the back office's categories: the list with each category's product count (every
// product, archived too), and the writes. Deleting a category leaves its products uncategorised
// (0009's ON DELETE SET NULL).
import type { z } from 'zod';
import type { categoryInputSchema, categoryListItemSchema } from '@shared/sales/products';
import type { Queryable } from '../db/database';
import { NAME_ORDER } from '../reference-lists/reference-list';

export type CategoryListItem = z.infer<typeof categoryListItemSchema>;
type CategoryInput = z.output<typeof categoryInputSchema>;

const CATEGORY_COLUMNS = `c.id, c.name, c.default_tax_id AS "defaultTaxId", c.position,
  (SELECT count(*)::int FROM sales_products p
    WHERE p.tenant_id = c.tenant_id AND p.category_id = c.id) AS "productCount"`;

export function listCategories(db: Queryable, tenantId: string): Promise<CategoryListItem[]> {
  return db.query<CategoryListItem>(
    `SELECT ${CATEGORY_COLUMNS} FROM sales_product_categories c
      WHERE c.tenant_id = $1 ORDER BY c.position, ${NAME_ORDER('c.name', 'c.id')}`,
    [tenantId],
  );
}

export async function loadCategory(
  db: Queryable,
  tenantId: string,
  categoryId: string,
): Promise<CategoryListItem | null> {
  const [row] = await db.query<CategoryListItem>(
    `SELECT ${CATEGORY_COLUMNS} FROM sales_product_categories c
      WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, categoryId],
  );
  return row ?? null;
}

/** Adds a category, last in the point of sale's tabs unless given a position. */
export async function insertCategory(
  db: Queryable,
  tenantId: string,
  input: CategoryInput,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO sales_product_categories (tenant_id, name, default_tax_id, position)
     VALUES ($1, $2, $3, coalesce($4::int, (SELECT coalesce(max(position) + 1, 0)
                                              FROM sales_product_categories WHERE tenant_id = $1)))
     RETURNING id`,
    [tenantId, input.name, input.defaultTaxId, input.position ?? null],
  );
  if (row === undefined) throw new Error('The category insert answered no row.');
  return row.id;
}

export async function updateCategory(
  db: Queryable,
  tenantId: string,
  categoryId: string,
  category: Pick<CategoryListItem, 'name' | 'defaultTaxId' | 'position'>,
): Promise<void> {
  await db.query(
    `UPDATE sales_product_categories SET name = $3, default_tax_id = $4, position = $5
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, categoryId, category.name, category.defaultTaxId, category.position],
  );
}

export async function deleteCategory(
  db: Queryable,
  tenantId: string,
  categoryId: string,
): Promise<void> {
  await db.query('DELETE FROM sales_product_categories WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    categoryId,
  ]);
}
