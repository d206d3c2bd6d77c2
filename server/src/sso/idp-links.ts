// Tenants' links to identity providers (`identity_providers`): reading and writing them, the link
// that signs in an e-mail domain, and a link as the client target and as the admin API shows it.
import type { IdpConfig, IdpProvider } from '@shared/sso/idp';
import type { Queryable } from '../db/database';
import type { SingleSignOn } from './identity-provider';
import type { OidcTarget } from './relying-party';
import { allRedirectUris } from './server-urls';

export interface IdpLink {
  id: string;
  tenantId: string;
  provider: IdpProvider;
  /** Null for the local provider (the server's own). */
  issuer: string | null;
  clientId: string | null;
  clientSecret: string | null;
  domains: string[];
  status: 'pending' | 'linked';
  createdAt: Date;
  linkedAt: Date | null;
}

interface IdpLinkRow {
  id: string;
  tenant_id: string;
  provider: IdpProvider;
  issuer: string | null;
  client_id: string | null;
  client_secret: string | null;
  domains: string[];
  status: 'pending' | 'linked';
  created_at: Date;
  linked_at: Date | null;
}

function toLink(row: IdpLinkRow): IdpLink {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    provider: row.provider,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    domains: row.domains,
    status: row.status,
    createdAt: row.created_at,
    linkedAt: row.linked_at,
  };
}

const COLUMNS =
  'id, tenant_id, provider, issuer, client_id, client_secret, domains, status, created_at, linked_at';

export async function findLinkOfTenant(db: Queryable, tenantId: string): Promise<IdpLink | null> {
  const [row] = await db.query<IdpLinkRow>(
    `SELECT ${COLUMNS} FROM identity_providers WHERE tenant_id = $1`,
    [tenantId],
  );
  return row === undefined ? null : toLink(row);
}

export async function findLink(db: Queryable, id: string): Promise<IdpLink | null> {
  const [row] = await db.query<IdpLinkRow>(
    `SELECT ${COLUMNS} FROM identity_providers WHERE id = $1`,
    [id],
  );
  return row === undefined ? null : toLink(row);
}

/** The linked provider that signs in addresses of `domain`, if a tenant has one. */
export async function findLinkForDomain(db: Queryable, domain: string): Promise<IdpLink | null> {
  const [row] = await db.query<IdpLinkRow>(
    `SELECT ${COLUMNS} FROM identity_providers
      WHERE status = 'linked' AND domains @> ARRAY[$1]::text[]
      ORDER BY linked_at LIMIT 1`,
    [domain.toLowerCase()],
  );
  return row === undefined ? null : toLink(row);
}

/** Which of `domains` other tenants' links claim already. */
export async function domainsClaimedElsewhere(
  db: Queryable,
  domains: readonly string[],
  tenantId: string,
): Promise<string[]> {
  const rows = await db.query<{ domain: string }>(
    `SELECT DISTINCT d AS domain FROM identity_providers, unnest(domains) AS d
      WHERE tenant_id <> $1 AND d = ANY($2::text[]) ORDER BY d`,
    [tenantId, domains],
  );
  return rows.map((row) => row.domain);
}

export interface NewLink {
  tenantId: string;
  provider: IdpProvider;
  issuer: string | null;
  clientId: string | null;
  clientSecret: string | null;
  domains: readonly string[];
}

/** A pending link, replacing a pending one of the tenant. */
export async function savePendingLink(db: Queryable, link: NewLink): Promise<IdpLink> {
  await db.query("DELETE FROM identity_providers WHERE tenant_id = $1 AND status = 'pending'", [
    link.tenantId,
  ]);
  const [row] = await db.query<IdpLinkRow>(
    `INSERT INTO identity_providers (tenant_id, provider, issuer, client_id, client_secret, domains)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [link.tenantId, link.provider, link.issuer, link.clientId, link.clientSecret, link.domains],
  );
  if (row === undefined) throw new Error('The identity-provider link was not stored.');
  return toLink(row);
}

export async function markLinked(db: Queryable, id: string): Promise<IdpLink | null> {
  const [row] = await db.query<IdpLinkRow>(
    `UPDATE identity_providers SET status = 'linked', linked_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id],
  );
  return row === undefined ? null : toLink(row);
}

/** Resolves to whether there was a link to remove. */
export async function deleteLinkOfTenant(db: Queryable, tenantId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM identity_providers WHERE tenant_id = $1 RETURNING id', [
    tenantId,
  ]);
  return rows.length > 0;
}

/** The link as the server's client sees it; the local provider's is the server's own client. */
export async function targetOfLink(link: IdpLink | null, sso: SingleSignOn): Promise<OidcTarget> {
  if (link === null || link.provider === 'local') return sso.localTarget();
  if (link.issuer === null || link.clientId === null || link.clientSecret === null) {
    throw new Error(`The ${link.provider} link ${link.id} has no client.`);
  }
  return {
    issuer: link.issuer,
    clientId: link.clientId,
    clientSecret: link.clientSecret,
    identityIssuer: link.issuer,
  };
}

/** The admin API's view: no secret; the local provider's issuer is the server's. */
export function linkConfig(link: IdpLink, sso: SingleSignOn): IdpConfig {
  const urls = sso.urls();
  return {
    id: link.id,
    provider: link.provider,
    issuer: link.issuer ?? urls.issuer,
    clientId: link.clientId,
    domains: link.domains,
    status: link.status,
    createdAt: link.createdAt.getTime(),
    linkedAt: link.linkedAt?.getTime() ?? null,
    redirectUris: allRedirectUris(urls),
  };
}
