// The SQL of product images: stored in the database by the SHA-256 of their bytes (one copy per
// tenant however many products show it), a product's image_url pointing at the path that serves
// them, and an image dropped once no product of its tenant shows it.
import type { Queryable } from '../db/database';

export interface StoredImage {
  sha256: string;
  contentType: string;
  bytes: Buffer;
}

export async function storeImage(
  db: Queryable,
  tenantId: string,
  image: StoredImage,
): Promise<void> {
  await db.query(
    `INSERT INTO sales_product_images (tenant_id, sha256, content_type, bytes)
     VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, sha256) DO NOTHING`,
    [tenantId, image.sha256, image.contentType, image.bytes],
  );
}

/** Points the product at `imageUrl` (null: none), then drops images no product shows any more. */
export async function setProductImage(
  db: Queryable,
  tenantId: string,
  productId: string,
  imageUrl: string | null,
): Promise<void> {
  await db.query('UPDATE sales_products SET image_url = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    productId,
    imageUrl,
  ]);
  await db.query(
    `DELETE FROM sales_product_images i
      WHERE i.tenant_id = $1
        AND NOT EXISTS (SELECT 1 FROM sales_products p
                         WHERE p.tenant_id = i.tenant_id AND p.image_url LIKE '%/' || i.sha256)`,
    [tenantId],
  );
}

/** The image with this hash, from whichever tenant stored it (the bytes are the same). */
export async function loadImage(db: Queryable, sha256: string): Promise<StoredImage | null> {
  const [row] = await db.query<{ contentType: string; bytes: Uint8Array }>(
    `SELECT content_type AS "contentType", bytes FROM sales_product_images
      WHERE sha256 = $1 LIMIT 1`,
    [sha256],
  );
  return row === undefined
    ? null
    : { sha256, contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}
