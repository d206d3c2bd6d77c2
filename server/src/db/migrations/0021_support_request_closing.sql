-- Support requests can be closed and reopened by system administrators (issue 17). The status
-- column came with the table; this adds when a request was last closed (cleared on reopening) and
-- an index for the list, which shows one status at a time (open by default), newest first.
ALTER TABLE support_requests ADD COLUMN closed_at timestamptz;
CREATE INDEX support_requests_status_created_idx
  ON support_requests (status, created_at DESC, id DESC);
