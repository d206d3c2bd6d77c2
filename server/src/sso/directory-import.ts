// A tenant's view of its linked provider's directory (GET /idp/users) and the import of the
// matched users as members who sign in with single sign-on (POST /idp/import-matched). A
// directory user whose Zyno account another tenant manages is invited, not added: nothing about
// that account changes until its owner accepts (docs/security.md).
import type { IdpDirectoryUser } from '@shared/sso/idp';
import type { NewInvitation } from '../auth/account-management';
import type { Queryable } from '../db/database';
import { LOCAL_IDENTITY_ISSUER } from './local-identity-issuer';
import type { IdpLink } from './idp-links';
import { domainOf } from './sso-accounts';

/** The accounts module's invitation (accounts/invitations-store.ts), given by the auth family. */
type InviteAccount = (tx: Queryable, invitation: NewInvitation) => Promise<unknown>;

/** What the sso module needs beyond every module's dependencies. */
export interface SsoDependencies {
  inviteAccount: InviteAccount;
}

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
    `SELECT d.id, d.email, d.first_name, d.last_name,
            -- Accounts outside the tenant stay anonymous.
            CASE WHEN m.account_id IS NOT NULL OR a.managing_tenant_id = $1 THEN a.id END
              AS account_id,
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

export interface DirectoryImport {
  /** Accounts of this tenant that existed before: their tenants changed. */
  existingAccountIds: string[];
  /** Accounts another tenant manages: invited, to join once they accept. */
  invitedAccountIds: string[];
}

/**
 * Makes each user a member of the link's tenant who signs in with single sign-on: creates the
 * account when there is none, and adds 'sso' and the provider identity to one the tenant
 * manages; an account another tenant manages is invited instead. Run it in one transaction.
 */
export async function importDirectoryUsers(
  tx: Queryable,
  inviteAccount: InviteAccount,
  link: IdpLink,
  users: readonly IdpDirectoryUser[],
  invitedBy: string,
): Promise<DirectoryImport> {
  const result: DirectoryImport = { existingAccountIds: [], invitedAccountIds: [] };
  for (const user of users) {
    const [existing] = await tx.query<{ id: string; managed_here: boolean }>(
      `SELECT id, managing_tenant_id IS NOT DISTINCT FROM $2::uuid AS managed_here
         FROM accounts WHERE email = $1`,
      [user.email, link.tenantId],
    );
    let accountId: string;
    if (existing === undefined) {
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO accounts (email, first_name, last_name, auth_mech, managing_tenant_id)
         VALUES ($1, $2, $3, ARRAY['sso'], $4) RETURNING id`,
        [user.email, user.firstName, user.lastName, link.tenantId],
      );
      if (created === undefined) throw new Error(`The account of ${user.email} was not created.`);
      accountId = created.id;
    } else if (!existing.managed_here) {
      await inviteAccount(tx, {
        tenantId: link.tenantId,
        accountId: existing.id,
        email: user.email,
        invitedBy,
        isAdmin: false,
        roleIds: [],
        permissions: {},
      });
      result.invitedAccountIds.push(existing.id);
      continue;
    } else {
      accountId = existing.id;
      result.existingAccountIds.push(accountId);
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
  return result;
}
