-- State that several server processes on one PostgreSQL share (issue 17, docs/deploy.md).
-- Rate-limit windows: one row per client key and route group, counted by an atomic upsert per
-- request (server/src/http/database-rate-limit-store.ts); rows whose window ended are swept.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  count integer NOT NULL,
  ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_ends_at_idx ON rate_limit_windows (ends_at);

-- Realtime messages too large for a NOTIFY payload (8000 bytes): kept here for the other
-- processes to read by id (server/src/realtime/postgres-bus.ts), swept after a few minutes.
CREATE TABLE realtime_messages (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_messages_created_at_idx ON realtime_messages (created_at);
