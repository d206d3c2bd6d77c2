// A tenant's view of its linked provider's directory (GET /idp/users) and the import of the
// matched users as members who sign in with single sign-on (POST /idp/import-matched).
import type { IdpDirectoryUser } from '@shared/idp-api';
import type { Queryable } from '../db/database';
import { LOCAL_IDENTITY_ISSUER } from './local-identity-issuer';
import type { IdpLink } from './idp-links';
import { domainOf } from './sso-accounts';

interface DirectoryRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_id: string | null;
  is_member: boolean;
}

/** The local provider's directory, each user matched against the tenant by e-mail. */
export async function directoryOfLink(db: Queryable, link: IdpLink): Promise<IdpDirectoryUser[]> {
  const rows = await db.query<DirectoryRow>(
    `SELECT d.id, d.email, d.first_name, d.last_name, a.id AS account_id,
            (m.account_id IS NOT NULL) AS is_member
       FROM idp_directory_users d
       LEFT JOIN accounts a ON a.email = d.email
       LEFT JOIN memberships m ON m.account_id = a.id AND m.tenant_id = $1
      ORDER BY d.last_name, d.first_name, d.email`,
    [link.tenantId],
  );
  return rows.map((row) => {
    const matchesDomain = link.domains.includes(domainOf(row.email));
    return {
      subject: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      accountId: row.account_id,
      isMember: row.is_member,
      matchesDomain,
      importable: matchesDomain && !row.is_member,
    };
  });
}

/**
 * Makes each user a member of the link's tenant who signs in with single sign-on: creates the
 * account when there is none, adds 'sso' to an existing one, and records the provider identity.
 * Run it in one transaction. Resolves to the accounts that existed before (their tenants changed).
 */
export async function importDirectoryUsers(
  tx: Queryable,
  link: IdpLink,
  users: readonly IdpDirectoryUser[],
): Promise<{ existingAccountIds: string[] }> {
  const existingAccountIds: string[] = [];
  for (const user of users) {
    let accountId = user.accountId;
    if (accountId === null) {
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO accounts (email, first_name, last_name, auth_mech)
         VALUES ($1, $2, $3, ARRAY['sso']) RETURNING id`,
        [user.email, user.firstName, user.lastName],
      );
      if (created === undefined) throw new Error(`The account of ${user.email} was not created.`);
      accountId = created.id;
    } else {
      existingAccountIds.push(accountId);
      await tx.query(
        `UPDATE accounts SET auth_mech = array_append(auth_mech, 'sso')
          WHERE id = $1 AND NOT ('sso' = ANY (auth_mech))`,
        [accountId],
      );
    }
    await tx.query(
      `INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2)
       ON CONFLICT (account_id, tenant_id) DO NOTHING`,
      [accountId, link.tenantId],
    );
    await tx.query(
      `INSERT INTO sso_identities (account_id, issuer, subject) VALUES ($1, $2, $3)
       ON CONFLICT (issuer, subject) DO NOTHING`,
      [accountId, LOCAL_IDENTITY_ISSUER, user.subject],
    );
  }
  return { existingAccountIds };
}
