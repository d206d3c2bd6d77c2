-- The reference data lists of spec §3 served by the suite and talk families: one table per list,
-- each row in one tenant. Names are unique per tenant ignoring case, except talk numbers' labels.
-- Every table has UNIQUE (tenant_id, id), so rows refer to each other only within one tenant.

CREATE TABLE locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  address text NOT NULL DEFAULT '',
  -- An IANA time zone name, e.g. America/Los_Angeles.
  time_zone text NOT NULL CHECK (time_zone <> ''),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX locations_name_idx ON locations (tenant_id, lower(name));

CREATE TABLE forms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  description text,
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX forms_name_idx ON forms (tenant_id, lower(name));

CREATE TABLE inventory_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  description text,
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX inventory_categories_name_idx ON inventory_categories (tenant_id, lower(name));

CREATE TABLE inventory_vendors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  email text CHECK (email = lower(email) AND email LIKE '%_@_%'),
  -- E.164.
  phone text CHECK (phone ~ '^\+[1-9][0-9]{1,14}$'),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX inventory_vendors_name_idx ON inventory_vendors (tenant_id, lower(name));

CREATE TABLE sales_taxes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  rate_percent numeric(6, 3) NOT NULL CHECK (rate_percent >= 0 AND rate_percent <= 100),
  -- Prices already include the tax.
  inclusive boolean NOT NULL DEFAULT false,
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX sales_taxes_name_idx ON sales_taxes (tenant_id, lower(name));

CREATE TABLE sales_product_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- Applied to the category's products unless a product names another; deleting the tax leaves
  -- the category untaxed.
  default_tax_id uuid,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, default_tax_id) REFERENCES sales_taxes (tenant_id, id)
    ON DELETE SET NULL (default_tax_id)
);
CREATE UNIQUE INDEX sales_product_categories_name_idx
  ON sales_product_categories (tenant_id, lower(name));

-- Inside dimensions of the boxes orders are packed in.
CREATE TABLE sales_fulfillment_box_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  length_mm integer NOT NULL CHECK (length_mm > 0),
  width_mm integer NOT NULL CHECK (width_mm > 0),
  height_mm integer NOT NULL CHECK (height_mm > 0),
  max_weight_grams integer NOT NULL CHECK (max_weight_grams > 0),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX sales_fulfillment_box_types_name_idx
  ON sales_fulfillment_box_types (tenant_id, lower(name));

-- Ledger accounts sales are booked to; code is the ledger's account number.
CREATE TABLE sales_financial_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  code text NOT NULL CHECK (btrim(code) <> ''),
  type text NOT NULL CHECK (type IN ('asset', 'liability', 'equity', 'income', 'expense')),
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, code)
);
CREATE UNIQUE INDEX sales_financial_accounts_name_idx
  ON sales_financial_accounts (tenant_id, lower(name));

CREATE TABLE talk_extensions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- The digits dialled inside the tenant.
  number text NOT NULL CHECK (number ~ '^[0-9]{2,6}$'),
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, number)
);
CREATE UNIQUE INDEX talk_extensions_name_idx ON talk_extensions (tenant_id, lower(name));

-- A phone number belongs to one tenant; name is its label ("Main line").
CREATE TABLE talk_numbers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  e164 text NOT NULL UNIQUE CHECK (e164 ~ '^\+[1-9][0-9]{1,14}$'),
  -- The extension calls to the number ring; deleting it leaves the number unrouted.
  extension_id uuid,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, extension_id) REFERENCES talk_extensions (tenant_id, id)
    ON DELETE SET NULL (extension_id)
);
CREATE INDEX talk_numbers_tenant_idx ON talk_numbers (tenant_id);

-- Members of the tenant allowed to use an extension; a manager may also change it.
CREATE TABLE talk_access (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL,
  account_id uuid NOT NULL,
  extension_id uuid NOT NULL,
  level text NOT NULL DEFAULT 'user' CHECK (level IN ('user', 'manager')),
  UNIQUE (extension_id, account_id),
  FOREIGN KEY (account_id, tenant_id) REFERENCES memberships (account_id, tenant_id)
    ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, extension_id) REFERENCES talk_extensions (tenant_id, id)
    ON DELETE CASCADE
);
CREATE INDEX talk_access_tenant_idx ON talk_access (tenant_id);
CREATE INDEX talk_access_account_idx ON talk_access (account_id);

-- Provisioning templates for desk phones and other endpoints.
CREATE TABLE talk_endpoint_configs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  manufacturer text NOT NULL CHECK (btrim(manufacturer) <> ''),
  model text NOT NULL CHECK (btrim(model) <> ''),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX talk_endpoint_configs_name_idx ON talk_endpoint_configs (tenant_id, lower(name));

-- SIP trunk registrations of the tenant's FreePBX system.
CREATE TABLE talk_fpbx_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  host text NOT NULL CHECK (btrim(host) <> ''),
  username text NOT NULL CHECK (btrim(username) <> ''),
  transport text NOT NULL DEFAULT 'udp' CHECK (transport IN ('udp', 'tcp', 'tls')),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX talk_fpbx_registrations_name_idx
  ON talk_fpbx_registrations (tenant_id, lower(name));
