// Load data for benchmarks (`npm run seed:load`, suite-apps.md "Demo and load data"): staff
// accounts in one tenant at realistic proportions — most with a PIN, some with a password or single
// sign-on, a third with a fingerprint, a few locked, spread over the tenant's roles, most with
// recent sign-ins. Set-based SQL, so 5,000 accounts take a second, not minutes.
import { queryCount } from '../db/count';
import type { Queryable } from '../db/database';

const FIRST_NAMES = [
  'Alex',
  'Blake',
  'Casey',
  'Dana',
  'Eli',
  'Frankie',
  'Gray',
  'Harper',
  'Indy',
  'Jordan',
  'Kai',
  'Logan',
  'Morgan',
  'Noor',
  'Oakley',
  'Parker',
  'Quinn',
  'Riley',
  'Sasha',
  'Taylor',
];
const LAST_NAMES = [
  'Smith',
  'García',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Tanaka',
  'Silva',
  'Dubois',
  'Novak',
  'Haddad',
  'Larsen',
  'Murphy',
  'Chen',
  'Patel',
  'Müller',
  'Jensen',
];

/**
 * Adds `count` accounts managed by `tenantId`, members of it, named `load.{n}.{batch}@…`, and
 * returns how many there are now. The e-mail domain keeps them apart from the demo's people.
 */
export async function seedAccountsLoad(
  db: Queryable,
  tenantId: string,
  count: number,
  batch: string,
): Promise<number> {
  await db.query(
    `WITH made AS (
       INSERT INTO accounts
         (email, first_name, last_name, username, auth_mech, pin_hash, password_hash,
          managing_tenant_id)
       SELECT 'load.' || n || '.' || $3 || '@load.example',
              ($4::text[])[1 + n % array_length($4::text[], 1)],
              ($5::text[])[1 + (n / 7) % array_length($5::text[], 1)],
              CASE WHEN n % 10 < 8 THEN 'load' || n || $3 END,
              CASE
                WHEN n % 10 = 9 THEN ARRAY['sso']
                WHEN n % 3 = 0 THEN ARRAY['pin', 'fingerprint']
                WHEN n % 4 = 0 THEN ARRAY['password', 'pin']
                ELSE ARRAY['pin'] END,
              CASE WHEN n % 10 < 9 THEN 'load-not-a-real-hash' END,
              CASE WHEN n % 4 = 0 AND n % 10 < 9 THEN 'load-not-a-real-hash' END,
              $1
         FROM generate_series(1, $2) AS n
       RETURNING id, email)
     INSERT INTO memberships (account_id, tenant_id, is_admin)
     SELECT id, $1, false FROM made`,
    [tenantId, count, batch, FIRST_NAMES, LAST_NAMES],
  );
  /** The accounts of this batch, with the batch as $1. */
  const loaded = `'load.%.' || $1 || '@load.example'`;
  // Each load account holds one of the tenant's roles, round-robin.
  await db.query(
    `INSERT INTO account_roles (account_id, tenant_id, role_id)
     SELECT a.id, $1, r.ids[1 + (row_number() OVER (ORDER BY a.email))::int % array_length(r.ids, 1)]
       FROM accounts a
       CROSS JOIN (SELECT array_agg(id ORDER BY name) AS ids FROM roles WHERE tenant_id = $1) r
      WHERE a.email LIKE 'load.%.' || $2 || '@load.example' AND r.ids IS NOT NULL`,
    [tenantId, batch],
  );
  await db.query(
    `INSERT INTO fingerprints (account_id, finger, templates)
     SELECT id, 6, ARRAY['AAAA'] FROM accounts
      WHERE email LIKE ${loaded} AND 'fingerprint' = ANY (auth_mech)`,
    [batch],
  );
  // Sign-ins over the last 30 days for four in five; a few currently locked out.
  await db.query(
    `INSERT INTO sign_in_audit (account_id, method, result, ip, at)
     SELECT a.id, a.auth_mech[1], 'success', '10.0.0.1',
            now() - (abs(hashtext(a.email)) % 2592000) * interval '1 second'
       FROM accounts a, generate_series(1, 3) AS attempt
      WHERE a.email LIKE ${loaded} AND abs(hashtext(a.email)) % 5 <> 0`,
    [batch],
  );
  await db.query(
    `INSERT INTO sign_in_failures (subject, account_id, source, failures, locked_until)
     SELECT 'account:' || id || '@ip:10.0.0.9', id, 'ip:10.0.0.9', 5, now() + interval '1 hour'
       FROM accounts
      WHERE email LIKE ${loaded} AND abs(hashtext(email)) % 50 = 0`,
    [batch],
  );
  return queryCount(db, 'SELECT count(*)::int AS n FROM memberships WHERE tenant_id = $1', [
    tenantId,
  ]);
}
