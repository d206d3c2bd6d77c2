// The SQL of a user's page beyond the member itself (GET /accounts/{id}): its fingerprints with
// the station each was enrolled at, its newest sign-in attempts, and the tenants it belongs to
// that the caller may see (src/shared/accounts/accounts.ts, accountDetailSchema).
import type { AccountDetail, AccountSignIn } from '@shared/accounts/accounts';
import { AUTH_MECHS } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';

/** How many sign-ins the page shows; the sign-in activity screen has the rest. */
export const RECENT_SIGN_INS = 10;

export async function accountFingerprints(
  db: Queryable,
  accountId: string,
): Promise<AccountDetail['fingerprints']> {
  const rows = await db.query<{
    id: string;
    finger: number | null;
    registered_at: Date;
    station_name: string | null;
  }>(
    `SELECT f.id, f.finger, f.registered_at, i.name AS station_name
       FROM fingerprints f LEFT JOIN installs i ON i.id = f.install_id
      WHERE f.account_id = $1
      ORDER BY f.finger NULLS LAST, f.registered_at, f.id`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    finger: row.finger,
    registeredAt: row.registered_at.toISOString(),
    stationName: row.station_name,
  }));
}

function signInMethod(method: string): AccountSignIn['method'] {
  const known = AUTH_MECHS.find((mech) => mech === method);
  if (known === undefined) throw new Error(`Unknown sign-in method ${method} in sign_in_audit.`);
  return known;
}

/**
 * The account's newest attempts. `everywhere` false keeps those at the tenant's own stations: an
 * account another tenant manages signs in there too, and that is not this tenant's business.
 */
export async function recentSignIns(
  db: Queryable,
  tenantId: string,
  accountId: string,
  everywhere: boolean,
): Promise<AccountSignIn[]> {
  const rows = await db.query<{
    at: Date;
    method: string;
    result: string;
    channel: string;
    station_name: string | null;
  }>(
    `SELECT s.at, s.method, s.result, s.channel, i.name AS station_name
       FROM sign_in_audit s LEFT JOIN installs i ON i.id = s.install_id
      WHERE s.account_id = $1 AND ($3 OR i.tenant_id = $2)
      ORDER BY s.at DESC, s.id DESC
      LIMIT $4`,
    [accountId, tenantId, everywhere, RECENT_SIGN_INS],
  );
  return rows.map((row) => ({
    at: row.at.toISOString(),
    method: signInMethod(row.method),
    result: row.result,
    stationName: row.station_name,
    atStation: row.channel === 'install',
  }));
}

/**
 * The account's tenants the caller may see: the current one, and those where the caller's own
 * account is an administrator too; a system administrator sees them all. Whatever else the
 * account belongs to stays hidden, as another tenant's members do.
 */
export async function visibleTenants(
  db: Queryable,
  caller: { tenantId: string; actorAccountId: string; actorIsSysAdmin: boolean },
  accountId: string,
): Promise<AccountDetail['tenants']> {
  const rows = await db.query<{
    id: string;
    name: string;
    is_admin: boolean;
    is_managing: boolean;
  }>(
    `SELECT t.id, t.name, m.is_admin, a.managing_tenant_id IS NOT DISTINCT FROM t.id AS is_managing
       FROM memberships m
       JOIN tenants t ON t.id = m.tenant_id
       JOIN accounts a ON a.id = m.account_id
      WHERE m.account_id = $1
        AND ($3 OR t.id = $2 OR EXISTS (
              SELECT 1 FROM memberships mine
               WHERE mine.tenant_id = t.id AND mine.account_id = $4 AND mine.is_admin))
      ORDER BY t.id = $2 DESC, lower(t.name), t.id`,
    [accountId, caller.tenantId, caller.actorIsSysAdmin, caller.actorAccountId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isAdmin: row.is_admin,
    isManaging: row.is_managing,
  }));
}
