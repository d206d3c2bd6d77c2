// The single sign-on module's part of the demo seed: the local identity provider's directory, the
// tenants linked to it, and the provider identity of each directory user who has a Zyno account.
import { hashSecret } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { DEMO_PASSWORD, type DemoSeed } from '../db/demo-seed';
import { LOCAL_IDENTITY_ISSUER } from './local-identity-issuer';

export interface DemoDirectoryUser {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The local identity provider's directory (it stands in for Microsoft and Google); each signs in
 * there with DEMO_PASSWORD. Sam Sso is a Zyno account already; Dana Directory is not, so
 * importing Harbor Coffee's matched directory users adds her; Owen Outside is outside Harbor
 * Coffee's domain.
 */
export const DEMO_DIRECTORY_USERS: readonly DemoDirectoryUser[] = [
  { firstName: 'Sam', lastName: 'Sso', email: 'sam.sso@harbor.example' },
  { firstName: 'Dana', lastName: 'Directory', email: 'dana.directory@harbor.example' },
  { firstName: 'Owen', lastName: 'Outside', email: 'owen.outside@elsewhere.example' },
];

/** Tenants linked to the local identity provider, with the e-mail domains it signs in. */
export const DEMO_IDENTITY_PROVIDER_LINKS: readonly { tenant: string; domains: string[] }[] = [
  { tenant: 'Harbor Coffee', domains: ['harbor.example'] },
];

export const ssoSeed: DemoSeed = async () => {
  const directoryPasswordHash = await hashSecret(DEMO_PASSWORD);
  return ({ tx, tenantId }) => insertSingleSignOn(tx, directoryPasswordHash, tenantId);
};

/**
 * The local identity provider's directory, the tenants linked to it, and the provider identity
 * of each directory user who has a Zyno account.
 */
async function insertSingleSignOn(
  tx: Queryable,
  passwordHash: string,
  tenantId: (name: string) => string,
): Promise<void> {
  for (const user of DEMO_DIRECTORY_USERS) {
    await tx.query(
      `WITH directory_user AS (
         INSERT INTO idp_directory_users (email, first_name, last_name, password_hash)
         VALUES ($1, $2, $3, $4) RETURNING id, email
       )
       INSERT INTO sso_identities (account_id, issuer, subject)
       SELECT a.id, $5, d.id::text FROM directory_user d JOIN accounts a ON a.email = d.email`,
      [user.email, user.firstName, user.lastName, passwordHash, LOCAL_IDENTITY_ISSUER],
    );
  }
  for (const link of DEMO_IDENTITY_PROVIDER_LINKS) {
    await tx.query(
      `INSERT INTO identity_providers (tenant_id, provider, domains, status, linked_at)
       VALUES ($1, 'local', $2, 'linked', now())`,
      [tenantId(link.tenant), link.domains],
    );
  }
}
