-- Tenants, accounts and what they may do there (memberships, roles), sign-in sessions, the JWT
-- signing key and the sign-in audit trail.

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  apps text[] NOT NULL DEFAULT '{}',
  is_msp boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An MSP tenant's staff may switch into the customer tenants it manages.
CREATE TABLE msp_managed_tenants (
  msp_tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  customer_tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  PRIMARY KEY (msp_tenant_id, customer_tenant_id),
  CHECK (msp_tenant_id <> customer_tenant_id)
);
CREATE INDEX msp_managed_tenants_customer_idx ON msp_managed_tenants (customer_tenant_id);

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
  first_name text NOT NULL,
  last_name text NOT NULL,
  avatar_id text,
  auth_mech text[] NOT NULL DEFAULT '{}'
    CHECK (auth_mech <@ ARRAY['password', 'sso', 'pin', 'fingerprint']::text[]),
  is_sys_admin boolean NOT NULL DEFAULT false,
  -- Desktop sign-in (username + PIN or password) at a registered install.
  username text UNIQUE CHECK (username = lower(username) AND username <> ''),
  password_hash text,
  pin_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- permissions: app -> feature -> boolean granted to this account directly in this tenant, on top
-- of its roles' maps.
CREATE TABLE memberships (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  is_admin boolean NOT NULL DEFAULT false,
  is_favorite boolean NOT NULL DEFAULT false,
  permissions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(permissions) = 'object'),
  PRIMARY KEY (account_id, tenant_id)
);
CREATE INDEX memberships_tenant_idx ON memberships (tenant_id);

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  permissions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(permissions) = 'object'),
  UNIQUE (tenant_id, name),
  UNIQUE (tenant_id, id)
);

-- A role can be given only to a member of the role's tenant.
CREATE TABLE account_roles (
  account_id uuid NOT NULL,
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  PRIMARY KEY (account_id, role_id),
  FOREIGN KEY (account_id, tenant_id) REFERENCES memberships (account_id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, role_id) REFERENCES roles (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX account_roles_role_idx ON account_roles (role_id);

-- One row per sign-in; the refresh cookie holds a random token of which only the SHA-256 is kept.
-- Renewal replaces token_hash, so a used token never works twice.
CREATE TABLE refresh_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  browser_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  remember_me boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  renewed_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_sessions_account_idx ON refresh_sessions (account_id);

-- The server's JWT signing key pair (JWK), created on first start so restarts keep sessions.
CREATE TABLE signing_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  algorithm text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every sign-in attempt, successful or not: the account when known, else the e-mail as typed.
CREATE TABLE sign_in_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  email text,
  method text NOT NULL,
  result text NOT NULL,
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_audit_account_idx ON sign_in_audit (account_id, at);
