// Load data for benchmarks (`npm run seed:load`, suite-apps.md "Demo and load data"): products in
// one tenant's catalogue at a café chain's proportions — spread over its categories, a third sold
// in three sizes with its modifier groups, most with an EAN-13 barcode, a few with a PLU, some
// stock-tracked, one in twenty retired. Set-based SQL, so 10,000 products take seconds.
import { queryCount } from '../db/count';
import type { Queryable } from '../db/database';

const FLAVOURS = [
  'Vanilla',
  'Caramel',
  'Hazelnut',
  'Maple',
  'Honey',
  'Lavender',
  'Cinnamon',
  'Cardamom',
  'Pumpkin',
  'Coconut',
  'Pistachio',
  'Raspberry',
  'Ginger',
  'Mint',
  'Toffee',
  'Orange',
];
const ITEMS = [
  'Latte',
  'Cold Brew',
  'Muffin',
  'Scone',
  'Cookie',
  'Chai',
  'Mocha',
  'Croissant',
  'Tea',
  'Beans 340 g',
  'Granola',
  'Tumbler',
];

/**
 * Adds `count` products to `tenantId`'s catalogue, named "<flavour> <item> <n>", and returns how
 * many products it has now. Numbers continue after the tenant's products, so codes never repeat
 * across runs: barcodes 29… (EAN-13, the in-store range), PLUs 8….
 */
export async function seedProductsLoad(
  db: Queryable,
  tenantId: string,
  count: number,
): Promise<number> {
  const offset = await queryCount(
    db,
    'SELECT count(*)::int AS n FROM sales_products WHERE tenant_id = $1',
    [tenantId],
  );
  // Every third product comes in three sizes and offers the tenant's first two modifier groups.
  await db.query(
    `WITH numbered AS (
       SELECT n, $3::int + n AS k, '29' || lpad(($3::int + n)::text, 10, '0') AS body
         FROM generate_series(1, $2::int) AS n),
     coded AS (
       SELECT n, k, body || ((10 - (
                SELECT sum(substr(body, i, 1)::int * CASE WHEN i % 2 = 1 THEN 1 ELSE 3 END)
                  FROM generate_series(1, 12) AS i) % 10) % 10)::text AS barcode
         FROM numbered),
     categories AS (
       SELECT array_agg(id ORDER BY position, name) AS ids FROM sales_product_categories
        WHERE tenant_id = $1 AND name <> 'Gift Cards'),
     groups AS (
       SELECT id, row_number() OVER (ORDER BY name) AS position
         FROM sales_modifier_groups WHERE tenant_id = $1 ORDER BY name LIMIT 2),
     products AS (
       INSERT INTO sales_products
         (tenant_id, name, category_id, price_minor, barcode, plu, active, stock_tracked, position)
       SELECT $1,
              ($4::text[])[1 + c.k % array_length($4::text[], 1)] || ' ' ||
                ($5::text[])[1 + (c.k / 7) % array_length($5::text[], 1)] || ' ' || c.k,
              cat.ids[1 + c.k % array_length(cat.ids, 1)],
              150 + abs(hashtext(c.barcode)) % 3000,
              CASE WHEN c.n % 10 < 8 THEN c.barcode END,
              CASE WHEN c.n % 50 = 7 THEN '8' || lpad(c.k::text, 5, '0') END,
              c.n % 20 <> 0,
              c.n % 4 = 0,
              c.k
         FROM coded c CROSS JOIN categories cat
       RETURNING id, position, price_minor),
     variants AS (
       INSERT INTO sales_product_variants (tenant_id, product_id, name, price_minor, position)
       SELECT $1, p.id, size.name, p.price_minor + size.extra, size.position
         FROM products p
        CROSS JOIN (VALUES ('Small', 0, 0), ('Medium', 75, 1), ('Large', 150, 2))
          AS size (name, extra, position)
        WHERE p.position % 3 = 0)
     INSERT INTO sales_product_modifier_groups (tenant_id, product_id, group_id, position)
     SELECT $1, p.id, g.id, g.position FROM products p CROSS JOIN groups g
      WHERE p.position % 3 = 0`,
    [tenantId, count, offset, FLAVOURS, ITEMS],
  );
  return queryCount(db, 'SELECT count(*)::int AS n FROM sales_products WHERE tenant_id = $1', [
    tenantId,
  ]);
}
