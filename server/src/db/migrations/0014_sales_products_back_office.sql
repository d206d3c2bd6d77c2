-- The products back office (issue 16): a revision per product so a save over someone else's newer
-- change is refused instead of overwriting it, the product images (stored here, served by their
-- content hash), and the indexes the back office's product list pages through at 10,000 products.

-- Raised by every save of the product (its variants and modifier links included); the editor
-- sends back the revision it loaded.
ALTER TABLE sales_products ADD COLUMN revision integer NOT NULL DEFAULT 1;

-- An uploaded image, by the SHA-256 of its bytes: the URL names the hash, so it cannot be guessed
-- without the image itself and may be cached for good (a new image is a new URL).
CREATE TABLE sales_product_images (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  -- At most 2 MB (PRODUCT_IMAGE_MAX_BYTES).
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
  PRIMARY KEY (tenant_id, sha256)
);
CREATE INDEX sales_product_images_sha256_idx ON sales_product_images (sha256);

-- The list's sorts (name, category) page by keyset within a tenant; status filters them.
CREATE INDEX sales_products_name_idx
  ON sales_products (tenant_id, lower(name) COLLATE "C", id);
CREATE INDEX sales_products_category_all_idx ON sales_products (tenant_id, category_id);
-- A variant's barcode found by search whether its product is sold or retired.
CREATE INDEX sales_product_variants_product_idx ON sales_product_variants (tenant_id, product_id);
