-- The tenant boundary around accounts, sign-in throttling per account and place, and refresh
-- token families (docs/security.md).

-- Each account is managed by one tenant: the one that created it (system administrators and MSP
-- staff by their own). Only that tenant's administrators change its credentials, names and
-- username, or delete it. Null once that tenant is gone: then only system administrators do.
ALTER TABLE accounts
  ADD COLUMN managing_tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL;
CREATE INDEX accounts_managing_tenant_idx ON accounts (managing_tenant_id);

-- Existing accounts: the tenant they administer, else the oldest tenant they belong to.
UPDATE accounts a
   SET managing_tenant_id = (
     SELECT m.tenant_id FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.account_id = a.id
      ORDER BY m.is_admin DESC, t.created_at, t.id
      LIMIT 1);

-- A person whose account another tenant manages joins a tenant only by accepting its invitation.
-- The invitation holds what the membership will: admin flag, roles (kept only if they still exist
-- at acceptance) and the membership's own permission map.
CREATE TABLE tenant_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The address the admin typed (the account's, lower-case).
  email text NOT NULL,
  invited_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  is_admin boolean NOT NULL DEFAULT false,
  role_ids uuid[] NOT NULL DEFAULT '{}',
  permissions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(permissions) = 'object'),
  invited_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (tenant_id, account_id)
);
CREATE INDEX tenant_invitations_account_idx ON tenant_invitations (account_id);

-- Failed sign-ins are counted per account and place (a browser's address, or a station), so a
-- stranger elsewhere cannot lock anyone out; station-wide counts stay ('install:{id}').
-- subject is 'account:{id}@ip:{address}', 'account:{id}@install:{id}' or 'install:{id}'.
-- lock_count grows with each lock, and so does the next lock's length.
ALTER TABLE sign_in_failures
  ADD COLUMN account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  ADD COLUMN source text,
  ADD COLUMN lock_count integer NOT NULL DEFAULT 0 CHECK (lock_count >= 0);
CREATE INDEX sign_in_failures_account_idx ON sign_in_failures (account_id);
-- Account-wide counts no longer mean anything.
DELETE FROM sign_in_failures WHERE subject LIKE 'account:%';

-- Every refresh token a session has retired. Presenting one (past the previous token's grace
-- period) means a copy was kept: the whole session ends (OAuth 2.0 Security BCP §4.14).
CREATE TABLE retired_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES refresh_sessions (id) ON DELETE CASCADE,
  retired_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retired_refresh_tokens_session_idx ON retired_refresh_tokens (session_id);
INSERT INTO retired_refresh_tokens (token_hash, session_id)
SELECT previous_token_hash, id FROM refresh_sessions WHERE previous_token_hash IS NOT NULL
ON CONFLICT DO NOTHING;
