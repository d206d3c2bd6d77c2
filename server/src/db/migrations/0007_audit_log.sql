-- The audit log: every write an auditor cares about (permissions, credentials, memberships,
-- installs, identity-provider links, deletions; later money), with who did it, on whose behalf,
-- where, to what, and the state before and after (docs/server.md, "Audit").
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- The account the request acted as (the impersonated user when a support operator acts).
  actor_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  -- The support operator behind a user impersonation, else null.
  impersonator_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  -- How the actor reached the tenant: member, msp (tenant impersonation) or sysadmin.
  access text NOT NULL CHECK (access IN ('member', 'msp', 'sysadmin')),
  install_id uuid,
  -- `<resource>.<verb>` such as account.create, role.permissions.update.
  action text NOT NULL CHECK (action ~ '^[a-z][a-z_]*(\.[a-z][a-z_]*)+$'),
  target_type text NOT NULL,
  target_id text,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_tenant_at_idx ON audit_log (tenant_id, at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (tenant_id, target_type, target_id);
