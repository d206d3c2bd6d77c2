// What the transactions list can be narrowed to: the tenant's staff members (its members and
// anyone who has sold for it) and its stations, by name.
import type { TransactionFilterOptions } from '@shared/sales/transactions';
import type { Queryable } from '../db/database';

export async function transactionFilterOptions(
  db: Queryable,
  tenantId: string,
): Promise<TransactionFilterOptions> {
  const staff = await db.query<{ id: string; name: string }>(
    `SELECT a.id, btrim(a.first_name || ' ' || a.last_name) AS name
       FROM accounts a
      WHERE a.id IN (SELECT account_id FROM memberships WHERE tenant_id = $1)
      ORDER BY lower(a.first_name), lower(a.last_name), a.id`,
    [tenantId],
  );
  const stations = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM installs WHERE tenant_id = $1 ORDER BY lower(name), id',
    [tenantId],
  );
  return { staff, stations };
}
