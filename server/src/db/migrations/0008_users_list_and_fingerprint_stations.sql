-- The admin Users list at thousands of accounts per tenant, and the station each fingerprint was
-- enrolled at.

-- Last successful sign-in per account (the list's "Last sign-in" column and sort): newest first,
-- successes only, so each account's figure is one index probe.
CREATE INDEX sign_in_audit_account_success_idx ON sign_in_audit (account_id, at DESC)
  WHERE result = 'success';

-- Sorting and searching the tenant's people by name and e-mail address.
CREATE INDEX accounts_name_sort_idx ON accounts (lower(first_name), lower(last_name), email);

-- A role's holders in a tenant (the list's role filter).
CREATE INDEX account_roles_tenant_role_idx ON account_roles (tenant_id, role_id, account_id);

-- The station a fingerprint was enrolled at; null for one enrolled in a browser, before this
-- column, or at a station since removed.
ALTER TABLE fingerprints ADD COLUMN install_id uuid REFERENCES installs (id) ON DELETE SET NULL;
