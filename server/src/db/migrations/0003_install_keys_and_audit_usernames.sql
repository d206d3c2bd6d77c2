-- Installs and the sign-in audit, as the desktop sign-in needs them.

-- A revoked install keeps its row (the audit trail points at it), and the station may register
-- again with the same key pair: a public key is unique among live installs only.
ALTER TABLE installs DROP CONSTRAINT installs_public_key_key;
CREATE UNIQUE INDEX installs_live_public_key_idx ON installs (public_key) WHERE revoked_at IS NULL;

-- Install sign-ins name the account by username; the audit keeps what was typed.
ALTER TABLE sign_in_audit ADD COLUMN username text;
CREATE INDEX sign_in_audit_install_idx ON sign_in_audit (install_id, at);
