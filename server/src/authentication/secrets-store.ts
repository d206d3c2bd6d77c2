// Replacing an account's password or PIN: the new hash stored and the account's other sessions
// ended, in one transaction.
import type { SecretKind } from '@shared/auth/passwords';
import { storeSecretHash } from '../auth/account-secrets';
import { revokeAccountSessions } from '../auth/refresh-sessions';
import type { Database, Queryable } from '../db/database';

/**
 * Resolves to the tenants the account belongs to (their account lists changed). `audit` records
 * the change in the same transaction when an administrator set another account's secret.
 */
export function replaceSecret(
  database: Database,
  change: { accountId: string; kind: SecretKind; hash: string; keepSessionId: string },
  audit?: (tx: Queryable) => Promise<void>,
): Promise<string[]> {
  return database.transaction(async (tx) => {
    await storeSecretHash(tx, change.accountId, change.kind, change.hash);
    await audit?.(tx);
    await revokeAccountSessions(tx, change.accountId, { exceptSessionId: change.keepSessionId });
    const rows = await tx.query<{ tenant_id: string }>(
      'SELECT tenant_id FROM memberships WHERE account_id = $1',
      [change.accountId],
    );
    return rows.map((row) => row.tenant_id);
  });
}
