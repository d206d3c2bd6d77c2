-- Single sign-on beyond the tables of 0002: the local identity provider's user directory, links
-- to the local provider (which need no issuer or client of their own), what a sign-in in flight
-- must remember for server-side completion and the OIDC proxy, and the proxy's one-time results.

-- The users of the local OpenID provider (standing in for Microsoft and Google): who can sign in
-- at /oidc, and the directory a tenant linked to it imports members from. id is the subject.
CREATE TABLE idp_directory_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A link to the local provider uses the server's own issuer and client, whatever URL the server
-- is reached at; a link to Microsoft or Google names both.
ALTER TABLE identity_providers
  ALTER COLUMN issuer DROP NOT NULL,
  ALTER COLUMN client_id DROP NOT NULL;
ALTER TABLE identity_providers
  ADD CONSTRAINT identity_providers_local_check CHECK (
    CASE WHEN provider = 'local'
      THEN issuer IS NULL AND client_id IS NULL AND client_secret IS NULL
      ELSE issuer IS NOT NULL AND client_id IS NOT NULL AND client_secret IS NOT NULL
    END
  );
-- The e-mail step finds the link of an address's domain.
CREATE INDEX identity_providers_domains_idx ON identity_providers USING gin (domains);

-- Sign-ins the server completes itself (GET /login/sso-callback) remember the browser, remember
-- me and where to send the browser afterwards; OIDC proxy requests remember the public client's
-- PKCE challenge and return URL.
ALTER TABLE sso_login_states
  ADD COLUMN browser_id text,
  ADD COLUMN remember_me boolean,
  ADD COLUMN return_url text,
  ADD COLUMN client_code_challenge text;
CREATE INDEX sso_login_states_expiry_idx ON sso_login_states (expires_at);

-- The OIDC proxy's one-time results: who signed in, redeemable once with the PKCE verifier of
-- the challenge the public client started with. Only the SHA-256 of the result code is kept.
CREATE TABLE sso_proxy_results (
  code_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_proxy_results_expiry_idx ON sso_proxy_results (expires_at);

CREATE INDEX oidc_payloads_expiry_idx ON oidc_payloads (expires_at);
