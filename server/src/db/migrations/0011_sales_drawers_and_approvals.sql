-- Cash drawer sessions at stations and managers' approvals at the till (issue 15,
-- docs/sales-drawers-and-approvals.md). A drawer's sales are its station's sales captured while it
-- was open: no foreign key ties a sale to a drawer, so an offline sale synced later still lands in
-- the session it was captured in. Who opened, moved and closed a drawer is kept without a foreign
-- key: a cash record outlives the staff account (the API names a deleted one "Former staff").

-- One session of a station's cash drawer: opened with a counted float, closed with a count.
CREATE TABLE sales_drawers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  install_id uuid NOT NULL REFERENCES installs (id),
  opened_by uuid NOT NULL,
  opened_at timestamptz NOT NULL,
  float_minor bigint NOT NULL CHECK (float_minor >= 0),
  -- Notes and coins counted into the float, by denomination in minor units ({"2000": 3}).
  float_counts jsonb,
  closed_by uuid,
  closed_at timestamptz,
  counts jsonb,
  counted_minor bigint CHECK (counted_minor >= 0),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
  CHECK ((closed_at IS NULL) = (closed_by IS NULL) AND (closed_at IS NULL) = (counts IS NULL)
    AND (counts IS NULL) = (counted_minor IS NULL))
);
-- A station has at most one open drawer.
CREATE UNIQUE INDEX sales_drawers_open_idx ON sales_drawers (install_id) WHERE closed_at IS NULL;
CREATE INDEX sales_drawers_tenant_idx ON sales_drawers (tenant_id, opened_at DESC);

-- Paid in, paid out (each with its reason) and no-sale opens of a drawer.
CREATE TABLE sales_drawer_movements (
  -- Chosen by the station, so a retried request is recognised.
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  drawer_id uuid NOT NULL REFERENCES sales_drawers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('paidIn', 'paidOut', 'noSale')),
  amount_minor bigint NOT NULL CHECK ((kind = 'noSale') = (amount_minor = 0) AND amount_minor >= 0),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  account_id uuid NOT NULL,
  -- The manager whose approval let a member without the key do it.
  approved_by uuid,
  created_at timestamptz NOT NULL
);
CREATE INDEX sales_drawer_movements_drawer_idx ON sales_drawer_movements (drawer_id, created_at);

-- A manager's approval of one guarded action for one cashier at one station: the token itself is
-- never stored, only its SHA-256; it is spent once, within its lifetime.
CREATE TABLE sales_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  action text NOT NULL
    CHECK (action IN ('discounts', 'refunds', 'voids', 'noSale', 'priceOverrides')),
  summary text NOT NULL,
  requested_by uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Null for an approval in a browser (username and PIN only).
  install_id uuid REFERENCES installs (id) ON DELETE CASCADE,
  approved_by uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('pin', 'fingerprint')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
