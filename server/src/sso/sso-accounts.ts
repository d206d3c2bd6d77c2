// Which Zyno account single sign-on concerns: at the e-mail step, whether an address signs in at
// an identity provider (and which); after the provider answered, which account its user is.
//
// The local provider is the server's own and trusted for any account. A tenant's link to
// Microsoft or Google signs in only accounts that tenant manages whose e-mail domain the link
// claims, so one tenant's provider can never sign in another tenant's people — not even those
// who accepted its invitation.
import type { Queryable } from '../db/database';
import { findAccountByEmail } from '../auth/accounts';
import { findLinkForDomain, type IdpLink } from './idp-links';
import type { OidcTarget, ProviderIdentity } from './relying-party';

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** How an address signs in: a password, or single sign-on at a tenant's link (null: the local provider). */
export type SignInRoute = { kind: 'password' } | { kind: 'sso'; link: IdpLink | null };

/**
 * An account with 'sso' in its auth_mech signs in at the provider of its domain's link (else the
 * local provider); an account without a password whose domain a tenant linked does too. Password
 * accounts and unknown addresses get the password step, so the answer reveals no more.
 */
export async function signInRoute(db: Queryable, email: string): Promise<SignInRoute> {
  const account = await findAccountByEmail(db, email);
  if (account === null) return { kind: 'password' };
  const link = await findLinkForDomain(db, domainOf(email));
  if (account.authMech.includes('sso')) return { kind: 'sso', link };
  if (account.passwordHash === null && link !== null) return { kind: 'sso', link };
  return { kind: 'password' };
}

/** The link that signs in an address named at the start of a sign-in (null: the local provider). */
export async function linkForEmail(
  db: Queryable,
  email: string | undefined,
): Promise<IdpLink | null> {
  return email === undefined ? null : findLinkForDomain(db, domainOf(email));
}

function isTrusted(link: IdpLink | null): boolean {
  return link === null || link.provider === 'local';
}

async function isManagedBy(db: Queryable, accountId: string, tenantId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM accounts a JOIN memberships m ON m.account_id = a.id AND m.tenant_id = $2
      WHERE a.id = $1 AND a.managing_tenant_id = $2`,
    [accountId, tenantId],
  );
  return rows.length > 0;
}

async function mayUse(db: Queryable, accountId: string, link: IdpLink | null): Promise<boolean> {
  return link === null || isTrusted(link) || isManagedBy(db, accountId, link.tenantId);
}

/**
 * The account the provider's user is: by issuer and subject; else, on a first sign-in, by a
 * verified e-mail address, which is then recorded in sso_identities. Null when none.
 */
export async function accountForIdentity(
  db: Queryable,
  identity: ProviderIdentity,
  target: OidcTarget,
  link: IdpLink | null,
): Promise<string | null> {
  const [known] = await db.query<{ account_id: string }>(
    'SELECT account_id FROM sso_identities WHERE issuer = $1 AND subject = $2',
    [target.identityIssuer, identity.subject],
  );
  if (known !== undefined)
    return (await mayUse(db, known.account_id, link)) ? known.account_id : null;

  if (identity.email === null) return null;
  const vouched = isTrusted(link)
    ? identity.emailVerified
    : link !== null && link.domains.includes(domainOf(identity.email));
  if (!vouched) return null;
  const account = await findAccountByEmail(db, identity.email);
  if (account === null || !(await mayUse(db, account.id, link))) return null;
  await db.query(
    `INSERT INTO sso_identities (account_id, issuer, subject) VALUES ($1, $2, $3)
     ON CONFLICT (issuer, subject) DO NOTHING`,
    [account.id, target.identityIssuer, identity.subject],
  );
  return account.id;
}
