-- The sales catalogue a point of sale sells from (issue 15): products with variants and modifier
-- groups, the tenant's sales settings (currency, offline limits), and what a location needs to sell
-- (the default one, a receipt prefix). Every row is in one tenant; rows refer to each other only
-- within it (composite keys on (tenant_id, id), as in 0005). Money is bigint minor units, never
-- above MAX_AMOUNT_MINOR (src/shared/sales/money.ts).

-- The location a station sells at unless it says otherwise, and the short code its receipt numbers
-- start with ("DT-000123").
ALTER TABLE locations ADD COLUMN is_default boolean NOT NULL DEFAULT false;
ALTER TABLE locations ADD COLUMN receipt_prefix text
  CHECK (receipt_prefix ~ '^[A-Z0-9]{1,4}$');
-- Locations made before this migration: the first by name is the default, prefixes L1, L2 ….
UPDATE locations AS l
   SET receipt_prefix = 'L' || numbered.n,
       is_default = numbered.n = 1
  FROM (SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY lower(name), id) AS n
          FROM locations) AS numbered
 WHERE l.id = numbered.id;
ALTER TABLE locations ALTER COLUMN receipt_prefix SET NOT NULL;
CREATE UNIQUE INDEX locations_receipt_prefix_idx ON locations (tenant_id, receipt_prefix);
CREATE UNIQUE INDEX locations_one_default_idx ON locations (tenant_id) WHERE is_default;

-- The point of sale's order of category tabs.
ALTER TABLE sales_product_categories ADD COLUMN position integer NOT NULL DEFAULT 0;

-- One row per tenant that sells; a tenant without one sells in US dollars with the default limits.
CREATE TABLE sales_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  -- ISO 4217.
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  -- What a station may take while offline: per gift card, and store-and-forward card payments
  -- per sale and in total per station.
  offline_gift_card_minor bigint NOT NULL DEFAULT 5000
    CHECK (offline_gift_card_minor BETWEEN 0 AND 10000000000),
  offline_card_per_sale_minor bigint NOT NULL DEFAULT 10000
    CHECK (offline_card_per_sale_minor BETWEEN 0 AND 10000000000),
  offline_card_total_minor bigint NOT NULL DEFAULT 50000
    CHECK (offline_card_total_minor BETWEEN 0 AND 10000000000)
);

CREATE TABLE sales_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- Deleting a category leaves its products uncategorised.
  category_id uuid,
  -- The product's own tax; null for its category's default. A tax in use cannot be deleted.
  tax_id uuid,
  -- With variants, each variant's price applies instead.
  price_minor bigint NOT NULL DEFAULT 0 CHECK (price_minor BETWEEN 0 AND 10000000000),
  -- Scanned codes (EAN/UPC) and codes keyed at the till share one namespace per tenant
  -- (sales_products_codes_unique below).
  barcode text CHECK (barcode ~ '^[0-9]{4,14}$'),
  plu text CHECK (plu ~ '^[0-9]{4,14}$'),
  -- A same-origin path; null shows the category's colour and the product's initials.
  image_url text CHECK (image_url ~ '^/[^/]'),
  -- Retired products stay for the sales that sold them; only active ones are sold.
  active boolean NOT NULL DEFAULT true,
  stock_tracked boolean NOT NULL DEFAULT false,
  -- Sold at the amount loaded onto the card, chosen at the till.
  is_gift_card boolean NOT NULL DEFAULT false,
  -- Order within its category on the point of sale's grid.
  position integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, category_id) REFERENCES sales_product_categories (tenant_id, id)
    ON DELETE SET NULL (category_id),
  FOREIGN KEY (tenant_id, tax_id) REFERENCES sales_taxes (tenant_id, id)
);
CREATE INDEX sales_products_tenant_idx ON sales_products (tenant_id, category_id) WHERE active;
CREATE INDEX sales_products_tax_idx ON sales_products (tenant_id, tax_id) WHERE tax_id IS NOT NULL;

-- Sizes and the like: each has its own price (and may have its own barcode).
CREATE TABLE sales_product_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  name text NOT NULL CHECK (btrim(name) <> ''),
  price_minor bigint NOT NULL CHECK (price_minor BETWEEN 0 AND 10000000000),
  barcode text CHECK (barcode ~ '^[0-9]{4,14}$'),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES sales_products (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX sales_product_variants_name_idx
  ON sales_product_variants (tenant_id, product_id, lower(name));

-- Choices made when a product is sold ("Milk", "Syrup"), shared by the products they are linked to.
CREATE TABLE sales_modifier_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- 0: optional; 1 with max_select 1: exactly one.
  min_select integer NOT NULL DEFAULT 0 CHECK (min_select >= 0),
  max_select integer NOT NULL DEFAULT 1 CHECK (max_select >= 1 AND max_select >= min_select),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX sales_modifier_groups_name_idx
  ON sales_modifier_groups (tenant_id, lower(name));

CREATE TABLE sales_modifier_options (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  group_id uuid NOT NULL,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- Added to the unit price when chosen; 0 for "Whole milk".
  price_delta_minor bigint NOT NULL DEFAULT 0
    CHECK (price_delta_minor BETWEEN 0 AND 10000000000),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES sales_modifier_groups (tenant_id, id)
    ON DELETE CASCADE
);
CREATE UNIQUE INDEX sales_modifier_options_name_idx
  ON sales_modifier_options (tenant_id, group_id, lower(name));

-- Which modifier groups a product offers, in the order the point of sale asks them.
CREATE TABLE sales_product_modifier_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  group_id uuid NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, product_id, group_id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES sales_products (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, group_id) REFERENCES sales_modifier_groups (tenant_id, id)
    ON DELETE CASCADE
);
CREATE INDEX sales_product_modifier_groups_group_idx
  ON sales_product_modifier_groups (tenant_id, group_id);

-- A code typed or scanned at the till finds one thing: a barcode or PLU is unique per tenant
-- across active products' barcodes and PLUs and their variants' barcodes. The indexes make the
-- lookups one probe each; the trigger counts a changed row's codes once the row is written, under
-- a per-tenant lock so two transactions cannot each add the same code unseen.
CREATE UNIQUE INDEX sales_products_barcode_idx ON sales_products (tenant_id, barcode)
  WHERE active AND barcode IS NOT NULL;
CREATE UNIQUE INDEX sales_products_plu_idx ON sales_products (tenant_id, plu)
  WHERE active AND plu IS NOT NULL;
CREATE INDEX sales_product_variants_barcode_idx ON sales_product_variants (tenant_id, barcode)
  WHERE barcode IS NOT NULL;

CREATE FUNCTION sales_codes_unique() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[] := '{}';
  code text;
  uses bigint;
BEGIN
  IF TG_TABLE_NAME = 'sales_products' THEN
    IF NEW.active THEN
      codes := ARRAY(
        SELECT c FROM unnest(ARRAY[NEW.barcode, NEW.plu]) AS c WHERE c IS NOT NULL
        UNION ALL
        SELECT v.barcode FROM sales_product_variants v
         WHERE v.tenant_id = NEW.tenant_id AND v.product_id = NEW.id AND v.barcode IS NOT NULL);
    END IF;
  ELSIF NEW.barcode IS NOT NULL AND EXISTS (
    SELECT 1 FROM sales_products p
     WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.product_id AND p.active) THEN
    codes := ARRAY[NEW.barcode];
  END IF;
  IF cardinality(codes) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('zyno.sales-codes'), hashtext(NEW.tenant_id::text));
  FOREACH code IN ARRAY codes LOOP
    SELECT (SELECT count(*) FROM sales_products
             WHERE tenant_id = NEW.tenant_id AND active AND barcode = code)
         + (SELECT count(*) FROM sales_products
             WHERE tenant_id = NEW.tenant_id AND active AND plu = code)
         + (SELECT count(*) FROM sales_product_variants v
              JOIN sales_products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id
             WHERE v.tenant_id = NEW.tenant_id AND v.barcode = code AND p.active)
      INTO uses;
    IF uses > 1 THEN
      RAISE unique_violation USING
        MESSAGE = format('The code %s is already in use.', code),
        CONSTRAINT = 'sales_codes_unique';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER sales_products_codes_unique
  AFTER INSERT OR UPDATE OF barcode, plu, active ON sales_products
  FOR EACH ROW EXECUTE FUNCTION sales_codes_unique();
CREATE TRIGGER sales_product_variants_codes_unique
  AFTER INSERT OR UPDATE OF barcode, product_id ON sales_product_variants
  FOR EACH ROW EXECUTE FUNCTION sales_codes_unique();
