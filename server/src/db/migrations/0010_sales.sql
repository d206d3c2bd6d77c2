-- The sales of the point of sale (issue 15): sales with their lines and tenders, refunds, each
-- station's gap-free receipt series, gift cards and their ledger, payments on the simulated card
-- terminal, and the first answer of every idempotent write. Amounts are integer minor units.
-- Lines keep the name, price and tax they were sold with and refer to the catalogue by a plain
-- uuid: history outlives a product deleted from the catalogue.

-- One gap-free series per station (install) and location; install_id NULL is the series every
-- browser at the location shares. Receipt numbers are `${prefix}-${number}` (6 digits).
CREATE TABLE sales_receipt_series (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  install_id uuid REFERENCES installs (id),
  prefix text NOT NULL CHECK (prefix ~ '^[A-Z0-9-]{1,30}$'),
  next_number integer NOT NULL DEFAULT 1 CHECK (next_number >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, prefix),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);
CREATE UNIQUE INDEX sales_receipt_series_station_idx ON sales_receipt_series
  (tenant_id, location_id, COALESCE(install_id, '00000000-0000-0000-0000-000000000000'::uuid));

CREATE TABLE sales (
  -- Chosen by the station at the first scan, so the offline queue and the server agree on it.
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  install_id uuid REFERENCES installs (id),
  account_id uuid NOT NULL REFERENCES accounts (id),
  series_id uuid NOT NULL REFERENCES sales_receipt_series (id),
  receipt_number text NOT NULL,
  state text NOT NULL DEFAULT 'completed'
    CHECK (state IN ('completed', 'voided', 'partiallyRefunded', 'refunded')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- The whole-sale discount as the station sent it (cart-totals.ts Discount), or null.
  discount jsonb,
  subtotal_minor bigint NOT NULL,
  discount_minor bigint NOT NULL,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL,
  change_minor bigint NOT NULL DEFAULT 0,
  customer jsonb,
  -- Who parked the cart this sale was taken over from, and when.
  taken_over_from jsonb,
  captured_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  offline boolean NOT NULL DEFAULT false,
  -- A manager must look at the sale (an offline overdraw, a declined stored card, a product gone).
  needs_review boolean NOT NULL DEFAULT false,
  conflicts jsonb NOT NULL DEFAULT '[]'::jsonb,
  voided_at timestamptz,
  voided_by uuid REFERENCES accounts (id),
  void_reason text,
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, receipt_number),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);
CREATE INDEX sales_captured_idx ON sales (tenant_id, captured_at DESC, id DESC);
CREATE INDEX sales_install_captured_idx ON sales (install_id, captured_at DESC);
CREATE INDEX sales_account_captured_idx ON sales (tenant_id, account_id, captured_at DESC);
CREATE INDEX sales_review_idx ON sales (tenant_id) WHERE needs_review;

CREATE TABLE sale_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL,
  sale_id uuid NOT NULL,
  position integer NOT NULL,
  product_id uuid,
  variant_id uuid,
  name text NOT NULL,
  variant_name text,
  -- [{ name, priceDeltaMinor }] as sold.
  modifiers jsonb NOT NULL DEFAULT '[]'::jsonb,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_minor bigint NOT NULL CHECK (unit_price_minor >= 0),
  price_overridden boolean NOT NULL DEFAULT false,
  discount jsonb,
  -- Thousandths of a percent (money.ts RATE_SCALE).
  tax_rate integer NOT NULL CHECK (tax_rate >= 0),
  tax_inclusive boolean NOT NULL DEFAULT false,
  gross_minor bigint NOT NULL,
  line_discount_minor bigint NOT NULL,
  sale_discount_minor bigint NOT NULL,
  net_minor bigint NOT NULL,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL,
  gift_card_code text,
  -- What refunds gave back so far (refundShare needs them; sale_refund_lines hold each refund).
  refunded_quantity integer NOT NULL DEFAULT 0 CHECK (refunded_quantity <= quantity),
  refunded_net_minor bigint NOT NULL DEFAULT 0,
  refunded_tax_minor bigint NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  UNIQUE (sale_id, position),
  FOREIGN KEY (tenant_id, sale_id) REFERENCES sales (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX sale_lines_product_idx ON sale_lines (tenant_id, product_id);

CREATE TABLE sale_refunds (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  sale_id uuid NOT NULL,
  location_id uuid NOT NULL,
  install_id uuid REFERENCES installs (id),
  account_id uuid NOT NULL REFERENCES accounts (id),
  receipt_number text NOT NULL,
  reason text NOT NULL,
  net_minor bigint NOT NULL,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL CHECK (total_minor >= 0),
  captured_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  offline boolean NOT NULL DEFAULT false,
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, receipt_number),
  FOREIGN KEY (tenant_id, sale_id) REFERENCES sales (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX sale_refunds_sale_idx ON sale_refunds (sale_id);
CREATE INDEX sale_refunds_install_idx ON sale_refunds (install_id, created_at);

CREATE TABLE sale_refund_lines (
  refund_id uuid NOT NULL,
  tenant_id uuid NOT NULL,
  sale_line_id uuid NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  net_minor bigint NOT NULL,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL,
  PRIMARY KEY (refund_id, sale_line_id),
  FOREIGN KEY (tenant_id, refund_id) REFERENCES sale_refunds (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sale_line_id) REFERENCES sale_lines (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE gift_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
  -- Below zero only when an offline sale overdrew the card (the sale needs review).
  balance_minor bigint NOT NULL DEFAULT 0,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  active boolean NOT NULL DEFAULT true,
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, code)
);

CREATE TABLE gift_card_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL,
  gift_card_id uuid NOT NULL,
  -- Orders entries written in one transaction (they share now()).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind IN ('issued', 'reloaded', 'redeemed', 'refunded', 'adjusted')),
  amount_minor bigint NOT NULL,
  balance_after_minor bigint NOT NULL,
  sale_id uuid,
  refund_id uuid,
  receipt_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, gift_card_id) REFERENCES gift_cards (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, sale_id) REFERENCES sales (tenant_id, id) ON DELETE SET NULL (sale_id)
);
CREATE INDEX gift_card_ledger_card_idx ON gift_card_ledger (gift_card_id, seq DESC);

-- Payments asked of the card terminal (the simulated one, card-payments.ts), and stored-card
-- payments a station took offline and forwarded with its sale.
CREATE TABLE card_payments (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  install_id uuid REFERENCES installs (id),
  account_id uuid NOT NULL REFERENCES accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'approved', 'declined', 'timedOut', 'cancelled')),
  -- How often the till asked; the simulated terminal answers on the second ask.
  polls integer NOT NULL DEFAULT 0,
  stored boolean NOT NULL DEFAULT false,
  card_last4 text,
  card_brand text,
  message text,
  sale_id uuid,
  -- A void gave the money back to the card.
  reversed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, sale_id) REFERENCES sales (tenant_id, id) ON DELETE SET NULL (sale_id)
);

CREATE TABLE sale_tenders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL,
  sale_id uuid NOT NULL,
  -- Set on the money a refund gave back (amounts stay positive); null on the sale's own tenders.
  refund_id uuid,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cash', 'card', 'storedCard', 'giftCard')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  given_minor bigint,
  change_minor bigint,
  card_payment_id uuid,
  card_last4 text,
  gift_card_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'cash') = (given_minor IS NOT NULL AND change_minor IS NOT NULL)
         OR refund_id IS NOT NULL),
  FOREIGN KEY (tenant_id, sale_id) REFERENCES sales (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, refund_id) REFERENCES sale_refunds (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, card_payment_id) REFERENCES card_payments (tenant_id, id)
);
CREATE INDEX sale_tenders_sale_idx ON sale_tenders (sale_id);
CREATE INDEX sale_tenders_refund_idx ON sale_tenders (refund_id) WHERE refund_id IS NOT NULL;

-- The first answer to each Idempotency-Key (http/idempotency.ts), written in the transaction of
-- the write it answers, so a repeat gets the same status and body and never writes twice: the
-- key is claimed first, so a concurrent repeat waits for the first to commit.
CREATE TABLE idempotency_keys (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- The route the key was first used on, e.g. POST /sales/sales.
  scope text NOT NULL,
  -- SHA-256 of the route and the request body: the same key with another body is refused.
  request_hash text NOT NULL,
  -- Null only inside the write's own transaction, between claiming the key and answering.
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
