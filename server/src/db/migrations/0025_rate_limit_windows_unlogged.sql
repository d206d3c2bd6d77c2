-- The rate-limit windows (0020) are counted at every attempt on a limited route, the refused ones
-- included: for a request over the limit the count is all the database does, and each count wrote
-- to PostgreSQL's write-ahead log and waited for it to reach the disk, so a flood of refused
-- guesses was a flood of log flushes. The counts only need to outlive their window: the table is
-- now unlogged. After a crash PostgreSQL empties it, and a standby does not have it, so a failover
-- starts every window afresh; the lockout's failure counts (sign_in_failures), which pause an
-- account after repeated wrong passwords, stay logged.
ALTER TABLE rate_limit_windows SET UNLOGGED;
