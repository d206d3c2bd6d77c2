// Reading and writing installs: registration, the tenant's list, revocation, and finding the
// live install a handshake's public key belongs to.
import type { InstallId, TenantId } from '@shared/fields';
import type { DetectedInstall, Install, InstallCapability } from '@shared/installs/installs';
import type { Queryable } from '../db/database';

// Rows carry the ids' brands: they are read from the tables the brands name.
interface InstallRow {
  id: InstallId;
  tenant_id: TenantId;
  tenant_name: string;
  name: string;
  capabilities: InstallCapability[];
  registered_at: Date;
  last_seen_at: Date | null;
  revoked_at: Date | null;
}

const INSTALL_COLUMNS = `i.id, i.tenant_id, t.name AS tenant_name, i.name, i.capabilities,
  i.registered_at, i.last_seen_at, i.revoked_at`;

function toInstall(row: InstallRow): Install {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    name: row.name,
    capabilities: row.capabilities,
    registeredAt: row.registered_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** The live (not revoked) install holding this public key, or null. */
export async function findLiveInstall(
  db: Queryable,
  publicKey: string,
): Promise<DetectedInstall | null> {
  const [row] = await db.query<{ id: InstallId; tenant_id: TenantId; tenant_name: string }>(
    `SELECT i.id, i.tenant_id, t.name AS tenant_name
       FROM installs i JOIN tenants t ON t.id = i.tenant_id
      WHERE i.public_key = $1 AND i.revoked_at IS NULL`,
    [publicKey],
  );
  return row === undefined
    ? null
    : { id: row.id, tenantId: row.tenant_id, tenantName: row.tenant_name };
}

export async function markInstallSeen(db: Queryable, installId: string): Promise<void> {
  await db.query('UPDATE installs SET last_seen_at = now() WHERE id = $1', [installId]);
}

export async function insertInstall(
  db: Queryable,
  install: {
    tenantId: string;
    name: string;
    publicKey: string;
    capabilities: readonly InstallCapability[];
    registeredBy: string;
  },
): Promise<Install> {
  const [row] = await db.query<InstallRow>(
    `WITH inserted AS (
       INSERT INTO installs (tenant_id, name, public_key, capabilities, registered_by)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING *
     )
     SELECT ${INSTALL_COLUMNS} FROM inserted i JOIN tenants t ON t.id = i.tenant_id`,
    [install.tenantId, install.name, install.publicKey, install.capabilities, install.registeredBy],
  );
  if (row === undefined) throw new Error('The install was not stored.');
  return toInstall(row);
}

/** Live installs first, then by name. */
export async function listInstalls(db: Queryable, tenantId: string): Promise<Install[]> {
  const rows = await db.query<InstallRow>(
    `SELECT ${INSTALL_COLUMNS}
       FROM installs i JOIN tenants t ON t.id = i.tenant_id
      WHERE i.tenant_id = $1
      ORDER BY i.revoked_at IS NOT NULL, lower(i.name), i.registered_at, i.id`,
    [tenantId],
  );
  return rows.map(toInstall);
}

/**
 * Revokes the tenant's install and ends the sessions signed in there. Resolves to 'revoked',
 * 'already' (revoked before) or 'unknown' (no such install in the tenant).
 */
export async function revokeInstall(
  db: Queryable,
  tenantId: string,
  installId: string,
): Promise<'revoked' | 'already' | 'unknown'> {
  const [row] = await db.query<{ revoked_at: Date | null }>(
    'SELECT revoked_at FROM installs WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [installId, tenantId],
  );
  if (row === undefined) return 'unknown';
  if (row.revoked_at !== null) return 'already';
  await db.query('UPDATE installs SET revoked_at = now() WHERE id = $1', [installId]);
  await db.query(
    'UPDATE refresh_sessions SET revoked_at = now() WHERE install_id = $1 AND revoked_at IS NULL',
    [installId],
  );
  return 'revoked';
}
