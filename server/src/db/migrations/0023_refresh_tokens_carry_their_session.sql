-- A refresh token now carries its session's id (`<session id>.<secret>`): a renewal finds the
-- session by its primary key and compares the token's hash there, so the rotation changes no
-- indexed column and PostgreSQL rewrites the row in place (a HOT update: no new index entries,
-- the old versions pruned within their page) rather than adding an entry to each of the table's
-- four indexes on every renewal. The two token indexes go; pages keep room for the new versions.
ALTER TABLE refresh_sessions DROP CONSTRAINT refresh_sessions_token_hash_key;
DROP INDEX refresh_sessions_previous_idx;
ALTER TABLE refresh_sessions SET (fillfactor = 70);

-- Tokens issued before this change have no session id. They still renew, found here by their hash,
-- until their sessions end (the longest lives 30 days from its sign-in); then this table is empty
-- of use and can be dropped. A token replaced within the grace period keeps working too.
CREATE TABLE legacy_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES refresh_sessions (id) ON DELETE CASCADE
);
INSERT INTO legacy_refresh_tokens (token_hash, session_id)
SELECT token_hash, id FROM refresh_sessions WHERE revoked_at IS NULL AND expires_at > now()
UNION ALL
SELECT previous_token_hash, id FROM refresh_sessions
 WHERE revoked_at IS NULL AND expires_at > now() AND previous_valid_until > now()
ON CONFLICT DO NOTHING;
