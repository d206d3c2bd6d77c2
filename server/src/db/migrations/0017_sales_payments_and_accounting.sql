-- Admin → Sales (issue 16): the tenant's card-payment provider connection, the connect requests
-- in flight to the provider, the simulated provider's own authorization codes, and how sales are
-- booked to the tenant's financial accounts for the QuickBooks journal.

-- A connect request sent to the provider: bound to the tenant and the admin who started it,
-- taken once, lapsing after a few minutes. The PKCE-style verifier never leaves the server.
CREATE TABLE sales_payments_connect_states (
  state text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sales_payments_connect_states_expiry_idx ON sales_payments_connect_states (expires_at);

-- One connection per tenant. The provider's access token is not kept: only its SHA-256, as the
-- reference a real deployment would look the secret up by in its secret store.
CREATE TABLE sales_payments_connections (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  provider_account_id text NOT NULL CHECK (provider_account_id ~ '^acct_[A-Za-z0-9]{8,64}$'),
  display_name text NOT NULL,
  livemode boolean NOT NULL,
  token_sha256 text NOT NULL,
  connected_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  connected_at timestamptz NOT NULL DEFAULT now()
);

-- The simulated provider's side: an authorization code (kept as its SHA-256) it issued after the
-- shop allowed the connection, with the redirect and the code challenge it must be redeemed with.
CREATE TABLE sales_simulated_provider_codes (
  code_sha256 text PRIMARY KEY,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  provider_account_id text NOT NULL,
  display_name text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- What each journal item of a day is booked to: a tender kind (`tender:cash`), a tax of the list
-- "sales taxes" (`tax:<uuid>`), or one of salesIncome, discounts, refunds, giftCardsSold.
CREATE TABLE sales_accounting_mappings (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  item text NOT NULL CHECK (item ~ '^(tender:[A-Za-z]+|tax:[0-9a-f-]{36}|salesIncome|discounts|refunds|giftCardsSold)$'),
  financial_account_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, item),
  FOREIGN KEY (tenant_id, financial_account_id) REFERENCES sales_financial_accounts (tenant_id, id)
    ON DELETE CASCADE
);
