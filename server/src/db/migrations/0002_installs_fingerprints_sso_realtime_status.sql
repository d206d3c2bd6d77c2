-- Everything the whole auth family needs beyond the first sign-in slice: desktop installs and
-- their single-use handshakes, fingerprints, lockouts, single sign-on (identity-provider links,
-- login states, the local OpenID provider's storage), server secrets, and the status feed.

-- Desktop stations registered to a tenant. The install's Ed25519 public key (SPKI DER, base64)
-- identifies it in every handshake; the private key never leaves the station.
CREATE TABLE installs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  public_key text NOT NULL UNIQUE,
  capabilities text[] NOT NULL DEFAULT '{}'
    CHECK (capabilities <@ ARRAY['fingerprintReader']::text[]),
  registered_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz,
  -- A revoked install fails detection (401) and can no longer sign anyone in.
  revoked_at timestamptz
);
CREATE INDEX installs_tenant_idx ON installs (tenant_id);

-- Each handshake's nonce is accepted once; rows may be deleted after expires_at.
CREATE TABLE used_handshakes (
  nonce text PRIMARY KEY,
  public_key text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_handshakes_expiry_idx ON used_handshakes (expires_at);

-- Refresh sessions: the previous token stays valid for a short grace period so that concurrent
-- renewals of one session (two tabs, one cookie) all succeed; presenting it later revokes the
-- session as a stolen token. Install sign-ins record the install.
ALTER TABLE refresh_sessions
  ADD COLUMN previous_token_hash text,
  ADD COLUMN previous_valid_until timestamptz,
  ADD COLUMN install_id uuid REFERENCES installs (id) ON DELETE CASCADE;
CREATE INDEX refresh_sessions_previous_idx ON refresh_sessions (previous_token_hash);

-- Enrolled fingerprints: five ISO/IEC 19794-2 templates (base64) per finger.
CREATE TABLE fingerprints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  finger smallint CHECK (finger BETWEEN 0 AND 9),
  templates text[] NOT NULL CHECK (cardinality(templates) BETWEEN 1 AND 10),
  registered_at timestamptz NOT NULL DEFAULT now(),
  registered_by uuid REFERENCES accounts (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX fingerprints_account_finger_idx ON fingerprints (account_id, finger)
  WHERE finger IS NOT NULL;

-- Consecutive failed sign-ins per subject ('account:{id}' or 'install:{id}'); a subject is
-- locked until locked_until after too many. A success clears the row.
CREATE TABLE sign_in_failures (
  subject text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures > 0),
  last_failed_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

-- The audit trail says how (password, sso, pin, fingerprint) and where (browser or install).
ALTER TABLE sign_in_audit
  ADD COLUMN channel text NOT NULL DEFAULT 'browser' CHECK (channel IN ('browser', 'install')),
  ADD COLUMN install_id uuid REFERENCES installs (id) ON DELETE SET NULL;
ALTER TABLE sign_in_audit
  ADD CONSTRAINT sign_in_audit_method_check
  CHECK (method IN ('password', 'sso', 'pin', 'fingerprint'));

-- A tenant's link to an identity provider (Microsoft, Google or the local OpenID provider):
-- set up, then completed once the provider proved it works; unlink deletes the row.
CREATE TABLE identity_providers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL UNIQUE REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('microsoft', 'google', 'local')),
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret text,
  -- E-mail domains whose users this provider signs in.
  domains text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'linked')),
  created_at timestamptz NOT NULL DEFAULT now(),
  linked_at timestamptz
);

-- Which provider account (issuer + subject) signs in which Zyno account.
CREATE TABLE sso_identities (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX sso_identities_account_idx ON sso_identities (account_id);

-- An authorization request in flight: the state sent to the provider, with the PKCE verifier
-- and nonce kept here. Used once.
CREATE TABLE sso_login_states (
  state text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_url text NOT NULL,
  identity_provider_id uuid REFERENCES identity_providers (id) ON DELETE CASCADE,
  purpose text NOT NULL DEFAULT 'login' CHECK (purpose IN ('login', 'link', 'proxy')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- The local OpenID provider's storage (oidc-provider adapter): one row per stored model.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (user_code);

-- Secrets the server makes for itself on first start (realtime app secret, OIDC cookie keys).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The platform status feed (Cachet 2.x incidents): status 1 Investigating, 2 Identified,
-- 3 Watching, 4 Fixed.
CREATE TABLE platform_incidents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (btrim(name) <> ''),
  message text NOT NULL DEFAULT '',
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE platform_incident_updates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  incident_id integer NOT NULL REFERENCES platform_incidents (id) ON DELETE CASCADE,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_incident_updates_incident_idx ON platform_incident_updates (incident_id);
