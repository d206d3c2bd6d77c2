-- Support requests (issue 17): what the built-in support form sends when no support desk widget is
-- configured, pre-filled with who asked (name and e-mail as the account had them), their session
-- id and the page they asked from. System administrators read them across tenants, newest first,
-- paged by (created_at, id). The account may go; the request keeps the name and e-mail it had.
CREATE TABLE support_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  session_id text NOT NULL,
  context_url text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed'))
);
CREATE INDEX support_requests_created_idx ON support_requests (created_at DESC, id DESC);
CREATE INDEX support_requests_tenant_created_idx
  ON support_requests (tenant_id, created_at DESC, id DESC);
CREATE INDEX support_requests_account_created_idx ON support_requests (account_id, created_at);
