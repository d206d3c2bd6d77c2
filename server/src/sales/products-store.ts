// All SQL of the products back office's products (src/shared/sales/products.ts): the list as it
// pages, one product as the editor loads it, and the whole-product save that diffs variants by id
// (a kept variant keeps its id, so past sales still name it). Categories and modifier groups have
// their own stores; the point of sale reads the same tables through catalogue-store.ts.
import type { z } from 'zod';
import type { Page } from '@shared/paging';
import { parseSortKey } from '@shared/paging';
import type {
  ProductDetail,
  ProductListItem,
  productInputSchema,
  productListQuerySchema,
} from '@shared/sales/products';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';

export type ProductInputValues = z.output<typeof productInputSchema>;
/** A variant as it is saved: with its id when it already exists. */
export type VariantValues = Pick<
  ProductInputValues['variants'][number],
  'id' | 'name' | 'priceMinor' | 'barcode'
>;
type ListQuery = z.output<typeof productListQuerySchema>;

/** A sort of the list: the SQL values it orders by (before the id), each with its cast. */
interface ListSort {
  keys: readonly { sql: string; cast: string }[];
}

const NAME_KEY = { sql: 'lower(p.name) COLLATE "C"', cast: 'text' };
const LIST_SORTS: Readonly<Record<string, ListSort>> = {
  name: { keys: [NAME_KEY] },
  price: { keys: [{ sql: 'coalesce(v.price_from, p.price_minor)', cast: 'bigint' }, NAME_KEY] },
  // Uncategorised products first (an empty name), then by category name.
  category: { keys: [{ sql: `coalesce(lower(c.name), '') COLLATE "C"`, cast: 'text' }, NAME_KEY] },
};

const LIST_FROM = `sales_products p
  LEFT JOIN sales_product_categories c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
  LEFT JOIN LATERAL (
    SELECT min(price_minor) AS price_from, max(price_minor) AS price_to, count(*)::int AS n
      FROM sales_product_variants pv
     WHERE pv.tenant_id = p.tenant_id AND pv.product_id = p.id) v ON true`;

interface ListRow extends ProductListItem {
  sortValues: string[];
}

/** LIKE's wildcards in what a person typed, escaped (with ESCAPE '\'). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const CODE = /^[0-9]{4,14}$/;

/**
 * The conditions of the list's filters over `p` (sales_products), their parameters pushed onto
 * `params` ($1 is the tenant). The export and the bulk price change select with the same ones.
 */
export function listConditions(
  query: Pick<ListQuery, 'search' | 'categoryId' | 'status'>,
  params: unknown[],
): string[] {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['p.tenant_id = $1'];
  if (query.status !== undefined)
    conditions.push(query.status === 'active' ? 'p.active' : 'NOT p.active');
  if (query.categoryId === 'none') conditions.push('p.category_id IS NULL');
  else if (query.categoryId !== undefined)
    conditions.push(`p.category_id = ${param(query.categoryId)}`);
  const search = query.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    // Every word typed starts one of the name's words ("lat" finds "Iced Latte").
    const words = search
      .split(/\s+/)
      .map((word) => `(' ' || lower(p.name)) LIKE ${param(`% ${escapeLike(word)}%`)} ESCAPE '\\'`);
    const byName = `(${words.join(' AND ')})`;
    if (CODE.test(search)) {
      const code = param(search);
      conditions.push(`(${byName} OR p.barcode = ${code} OR p.plu = ${code}
        OR EXISTS (SELECT 1 FROM sales_product_variants cv
                    WHERE cv.tenant_id = p.tenant_id AND cv.product_id = p.id
                      AND cv.barcode = ${code}))`);
    } else {
      conditions.push(byName);
    }
  }
  return conditions;
}

interface Cursor {
  s: string;
  k: string[];
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string, sort: string, size: number): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'k' in parsed &&
      'id' in parsed &&
      's' in parsed &&
      parsed.s === sort &&
      Array.isArray(parsed.k) &&
      parsed.k.length === size &&
      parsed.k.every((value) => typeof value === 'string' && value.length <= 256) &&
      typeof parsed.id === 'string' &&
      /^[0-9a-f-]{36}$/.test(parsed.id)
    ) {
      return { s: sort, k: parsed.k as string[], id: parsed.id };
    }
  } catch {
    // A forged cursor is answered like any other foreign one, below.
  }
  throw validationFailed(
    'cursor: This cursor does not belong to this list and sort. Start again from the first page.',
  );
}

/**
 * A page of the tenant's products. Keyset paging on the sort's values and the id; the total is
 * counted on the first page only (a count over the filter costs about what the page does).
 */
export async function listProductsPage(
  db: Queryable,
  tenantId: string,
  query: ListQuery,
): Promise<Page<ProductListItem> & { currency: string }> {
  const sort = query.sort ?? 'name';
  const order = parseSortKey(sort);
  const listSort = order === null ? undefined : LIST_SORTS[order.column];
  if (order === null || listSort === undefined) {
    throw validationFailed(`sort: ${sort} is not a sort of this list (name, price or category).`);
  }
  const params: unknown[] = [tenantId];
  const conditions = listConditions(query, params);
  const filterParams = [...params];
  const filter = [...conditions];
  const direction = order.descending ? 'DESC' : 'ASC';
  const keys = listSort.keys;
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, sort, keys.length);
    const placeholders = cursor.k.map((value, index) => {
      params.push(value);
      return `$${params.length}::${keys[index]?.cast ?? 'text'}`;
    });
    params.push(cursor.id);
    conditions.push(
      `(${keys.map((key) => key.sql).join(', ')}, p.id) ${order.descending ? '<' : '>'}
       (${placeholders.join(', ')}, $${params.length}::uuid)`,
    );
  }
  params.push(query.limit + 1);
  const rows = await db.query<ListRow>(
    `SELECT p.id, p.name, p.category_id AS "categoryId", c.name AS "categoryName",
            coalesce(v.price_from, p.price_minor)::float8 AS "priceFromMinor",
            coalesce(v.price_to, p.price_minor)::float8 AS "priceToMinor",
            coalesce(v.n, 0) AS "variantCount", p.barcode, p.plu, p.image_url AS "imageUrl",
            CASE WHEN p.active THEN 'active' ELSE 'archived' END AS status,
            p.stock_tracked AS "stockTracked", p.is_gift_card AS "isGiftCard",
            ARRAY[${keys.map((key) => `(${key.sql})::text`).join(', ')}] AS "sortValues"
       FROM ${LIST_FROM}
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${keys.map((key) => `${key.sql} ${direction}`).join(', ')}, p.id ${direction}
      LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last !== undefined
      ? encodeCursor({ s: sort, k: last.sortValues, id: last.id })
      : null;
  const items = page.map(({ sortValues: _sortValues, ...item }) => item);
  const [settings] = await db.query<{ currency: string }>(
    `SELECT coalesce((SELECT currency FROM sales_settings WHERE tenant_id = $1), 'USD') AS currency`,
    [tenantId],
  );
  const currency = settings?.currency ?? 'USD';
  if (query.cursor !== undefined) return { items, nextCursor, currency };
  const [counted] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sales_products p WHERE ${filter.join(' AND ')}`,
    filterParams,
  );
  return { items, nextCursor, total: counted?.n ?? 0, currency };
}

/** One product as the editor loads it, or null when the tenant has none with this id. */
export async function loadProductDetail(
  db: Queryable,
  tenantId: string,
  productId: string,
): Promise<ProductDetail | null> {
  const [product] = await db.query<Omit<ProductDetail, 'variants' | 'modifierGroupIds'>>(
    `SELECT id, name, category_id AS "categoryId", tax_id AS "taxId",
            price_minor::float8 AS "priceMinor", barcode, plu, image_url AS "imageUrl",
            CASE WHEN active THEN 'active' ELSE 'archived' END AS status,
            stock_tracked AS "stockTracked", is_gift_card AS "isGiftCard",
            revision::text AS version
       FROM sales_products WHERE tenant_id = $1 AND id = $2`,
    [tenantId, productId],
  );
  if (product === undefined) return null;
  // One after the other: inside a save, `db` is the transaction's one connection.
  const variants = await db.query<ProductDetail['variants'][number]>(
    `SELECT id, name, price_minor::float8 AS "priceMinor", barcode
         FROM sales_product_variants WHERE tenant_id = $1 AND product_id = $2
        ORDER BY position, id`,
    [tenantId, productId],
  );
  const links = await db.query<{ groupId: string }>(
    `SELECT group_id AS "groupId" FROM sales_product_modifier_groups
      WHERE tenant_id = $1 AND product_id = $2 ORDER BY position, id`,
    [tenantId, productId],
  );
  return { ...product, variants, modifierGroupIds: links.map((link) => link.groupId) };
}

/** The product's row, locked for a save: its revision and whether it is a gift card. */
export async function lockProduct(
  db: Queryable,
  tenantId: string,
  productId: string,
): Promise<{ version: string; isGiftCard: boolean; priceMinor: number } | null> {
  const [row] = await db.query<{ version: string; isGiftCard: boolean; priceMinor: number }>(
    `SELECT revision::text AS version, is_gift_card AS "isGiftCard",
            price_minor::float8 AS "priceMinor"
       FROM sales_products WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, productId],
  );
  return row ?? null;
}

function productColumns(input: ProductInputValues): unknown[] {
  return [
    input.name,
    input.categoryId,
    input.taxId,
    input.priceMinor,
    input.barcode,
    input.plu,
    input.status === 'active',
    input.stockTracked,
  ];
}

/** Inserts the product row; resolves to its id. Variants and links follow (saveProductParts). */
export async function insertProduct(
  db: Queryable,
  tenantId: string,
  input: ProductInputValues,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO sales_products
       (tenant_id, name, category_id, tax_id, price_minor, barcode, plu, active, stock_tracked)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [tenantId, ...productColumns(input)],
  );
  if (row === undefined) throw new Error('The product insert answered no row.');
  return row.id;
}

/** Writes the product row and raises its revision. */
export async function updateProduct(
  db: Queryable,
  tenantId: string,
  productId: string,
  input: ProductInputValues,
): Promise<void> {
  await db.query(
    `UPDATE sales_products
        SET name = $3, category_id = $4, tax_id = $5, price_minor = $6, barcode = $7, plu = $8,
            active = $9, stock_tracked = $10, revision = revision + 1
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, productId, ...productColumns(input)],
  );
}

/**
 * Before the product row is written: drops the variants no longer listed and parks the
 * kept ones' names and barcodes, so the product's and its variants' codes and names may swap.
 */
export async function parkVariants(
  db: Queryable,
  tenantId: string,
  productId: string,
  variants: readonly VariantValues[],
): Promise<void> {
  const keptIds = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  await db.query(
    `DELETE FROM sales_product_variants
      WHERE tenant_id = $1 AND product_id = $2 AND NOT (id = ANY($3::uuid[]))`,
    [tenantId, productId, keptIds],
  );
  await db.query(
    `UPDATE sales_product_variants SET name = id::text, barcode = NULL
      WHERE tenant_id = $1 AND product_id = $2`,
    [tenantId, productId],
  );
}

/**
 * The product's variants written in `variants`' order, after parkVariants: those named by id
 * updated in place (past sales still name them), new ones inserted.
 */
export async function saveVariants(
  db: Queryable,
  tenantId: string,
  productId: string,
  variants: readonly VariantValues[],
): Promise<void> {
  for (const [position, variant] of variants.entries()) {
    const values = [
      tenantId,
      productId,
      variant.name,
      variant.priceMinor,
      variant.barcode,
      position,
    ];
    if (variant.id === undefined) {
      await db.query(
        `INSERT INTO sales_product_variants
           (tenant_id, product_id, name, price_minor, barcode, position)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        values,
      );
    } else {
      await db.query(
        `UPDATE sales_product_variants
            SET name = $3, price_minor = $4, barcode = $5, position = $6
          WHERE tenant_id = $1 AND product_id = $2 AND id = $7`,
        [...values, variant.id],
      );
    }
  }
}

/**
 * The product's variants and modifier links made what `input` lists, in its order: variants
 * named by id are updated in place (past sales still name them), new ones inserted; a removed
 * one is gone (parkVariants), its sale lines keep the name it was sold under.
 */
export async function saveProductParts(
  db: Queryable,
  tenantId: string,
  productId: string,
  input: ProductInputValues,
): Promise<void> {
  await saveVariants(db, tenantId, productId, input.variants);
  await db.query(
    'DELETE FROM sales_product_modifier_groups WHERE tenant_id = $1 AND product_id = $2',
    [tenantId, productId],
  );
  if (input.modifierGroupIds.length > 0) {
    await db.query(
      `INSERT INTO sales_product_modifier_groups (tenant_id, product_id, group_id, position)
       SELECT $1, $2, g.id, g.n - 1
         FROM unnest($3::uuid[]) WITH ORDINALITY AS g (id, n)`,
      [tenantId, productId, input.modifierGroupIds],
    );
  }
}

/** Whether any sale line names the product. */
export async function productWasSold(
  db: Queryable,
  tenantId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM sale_lines WHERE tenant_id = $1 AND product_id = $2 LIMIT 1',
    [tenantId, productId],
  );
  return rows.length > 0;
}

export async function deleteProduct(
  db: Queryable,
  tenantId: string,
  productId: string,
): Promise<void> {
  await db.query('DELETE FROM sales_products WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    productId,
  ]);
}

/** A code another sold product already uses: the product, and whose code it is. */
export interface CodeInUse {
  code: string;
  productId: string;
  productName: string;
}

/**
 * Which of `codes` an active product other than `productId` already uses as its barcode or PLU
 * or a variant's barcode (the till's codes are one namespace, 0009's sales_codes_unique).
 */
export async function codesInUse(
  db: Queryable,
  tenantId: string,
  productId: string | null,
  codes: readonly string[],
): Promise<CodeInUse[]> {
  if (codes.length === 0) return [];
  return db.query<CodeInUse>(
    `SELECT u.code, p.id AS "productId", p.name AS "productName"
       FROM (SELECT id AS product_id, barcode AS code FROM sales_products
              WHERE tenant_id = $1 AND barcode = ANY($2::text[])
             UNION ALL
             SELECT id, plu FROM sales_products WHERE tenant_id = $1 AND plu = ANY($2::text[])
             UNION ALL
             SELECT product_id, barcode FROM sales_product_variants
              WHERE tenant_id = $1 AND barcode = ANY($2::text[])) u
       JOIN sales_products p ON p.tenant_id = $1 AND p.id = u.product_id
      WHERE p.active AND p.id IS DISTINCT FROM $3::uuid
      ORDER BY p.name, p.id`,
    [tenantId, codes, productId],
  );
}

/** The tables whose ids a product or modifier group write names, with the row they belong to. */
type OwnedTable =
  | { table: 'sales_product_categories' | 'sales_taxes' | 'sales_modifier_groups' }
  | { table: 'sales_product_variants'; column: 'product_id'; parentId: string }
  | { table: 'sales_modifier_options'; column: 'group_id'; parentId: string };

/** The ids given that are not the tenant's rows of the table (or not of the parent row). */
export async function idsNotIn(
  db: Queryable,
  tenantId: string,
  owned: OwnedTable,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const ofParent = 'column' in owned ? `AND ${owned.column} = $3` : '';
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${owned.table} WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ${ofParent}`,
    'column' in owned ? [tenantId, ids, owned.parentId] : [tenantId, ids],
  );
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
