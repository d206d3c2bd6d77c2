-- The notice a person gets when they sign in counts the failed attempts on their account since
-- their last successful sign-in (server/src/auth/sign-in-notice.ts). Finding them read every
-- attempt ever audited for the account, so each sign-in cost more than the one before it: a
-- cashier who signs in twenty times a shift has thousands of rows read at every sign-in within a
-- year. The failures now have an index of their own, in the order they were audited; the last
-- success is one probe of the successes' index (0008).
CREATE INDEX sign_in_audit_account_failed_idx ON sign_in_audit (account_id, id)
  WHERE result <> 'success';
