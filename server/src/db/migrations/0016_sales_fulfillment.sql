-- Fulfillment (issue 16): orders to pick up or ship, each with a short pickup code unique in its
-- tenant, and the tenant's pickup instructions. An order keeps the name of the box it was packed
-- in, so removing a box type later leaves the order's history whole.
CREATE TABLE sales_fulfillment_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pickup', 'shipping')),
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'packed', 'ready', 'handedOver', 'shipped')),
  customer_name text NOT NULL,
  contact text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  ship_to text NOT NULL DEFAULT '',
  sale_id uuid REFERENCES sales (id) ON DELETE SET NULL,
  receipt_number text,
  items jsonb NOT NULL,
  box_type_id uuid REFERENCES sales_fulfillment_box_types (id) ON DELETE SET NULL,
  box_type_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, code)
);
CREATE INDEX sales_fulfillment_orders_list_idx
  ON sales_fulfillment_orders (tenant_id, created_at DESC, id DESC);
-- One order per sale: a sale is packed once.
CREATE UNIQUE INDEX sales_fulfillment_orders_sale_idx
  ON sales_fulfillment_orders (sale_id) WHERE sale_id IS NOT NULL;

CREATE TABLE sales_fulfillment_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  pickup_instructions text NOT NULL DEFAULT ''
);
