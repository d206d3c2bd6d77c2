// Reading and writing installs: registration, the tenant's list, renaming, revocation, and
// finding the live install a handshake's public key belongs to.
import type { AccountId, InstallId, TenantId } from '@shared/fields';
import type { DetectedInstall, Install, InstallCapability } from '@shared/installs/installs';
import type { Queryable } from '../db/database';

// Rows carry the ids' brands: they are read from the tables the brands name.
interface InstallRow {
  id: InstallId;
  tenant_id: TenantId;
  tenant_name: string;
  name: string;
  capabilities: InstallCapability[];
  registered_by: AccountId | null;
  registered_by_name: string | null;
  registered_at: Date;
  last_seen_at: Date | null;
  revoked_at: Date | null;
}

const INSTALL_COLUMNS = `i.id, i.tenant_id, t.name AS tenant_name, i.name, i.capabilities,
  i.registered_by, btrim(r.first_name || ' ' || r.last_name) AS registered_by_name,
  i.registered_at, i.last_seen_at, i.revoked_at`;

/** The tables INSTALL_COLUMNS reads, over installs (or a CTE of them) named `i`. */
function installsJoined(installs: string): string {
  return `${installs} i JOIN tenants t ON t.id = i.tenant_id
    LEFT JOIN accounts r ON r.id = i.registered_by`;
}

function toInstall({ id, name, capabilities, ...row }: InstallRow): Install {
  return {
    id,
    name,
    capabilities,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    registeredBy:
      row.registered_by === null
        ? null
        : { id: row.registered_by, name: row.registered_by_name ?? '' },
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
     SELECT ${INSTALL_COLUMNS} FROM ${installsJoined('inserted')}`,
    [install.tenantId, install.name, install.publicKey, install.capabilities, install.registeredBy],
  );
  if (row === undefined) throw new Error('The install was not stored.');
  return toInstall(row);
}

/** Live installs first, then by name. */
export async function listInstalls(db: Queryable, tenantId: string): Promise<Install[]> {
  const rows = await db.query<InstallRow>(
    `SELECT ${INSTALL_COLUMNS}
       FROM ${installsJoined('installs')}
      WHERE i.tenant_id = $1
      ORDER BY i.revoked_at IS NOT NULL, lower(i.name), i.registered_at, i.id`,
    [tenantId],
  );
  return rows.map(toInstall);
}

/** The tenant's install, locked for a change in this transaction; null when it has none. */
export async function lockInstallOfTenant(
  db: Queryable,
  tenantId: string,
  installId: string,
): Promise<Install | null> {
  const [row] = await db.query<InstallRow>(
    `SELECT ${INSTALL_COLUMNS}
       FROM ${installsJoined('installs')}
      WHERE i.id = $1 AND i.tenant_id = $2
      FOR UPDATE OF i`,
    [installId, tenantId],
  );
  return row === undefined ? null : toInstall(row);
}

export async function renameInstall(
  db: Queryable,
  installId: string,
  name: string,
): Promise<Install> {
  const [row] = await db.query<InstallRow>(
    `WITH renamed AS (UPDATE installs SET name = $2 WHERE id = $1 RETURNING *)
     SELECT ${INSTALL_COLUMNS} FROM ${installsJoined('renamed')}`,
    [installId, name],
  );
  if (row === undefined) throw new Error('The install was not renamed.');
  return toInstall(row);
}

/** Revokes a live install and ends the sessions signed in there; resolves to when. */
export async function revokeInstall(db: Queryable, installId: string): Promise<string> {
  const [row] = await db.query<{ revoked_at: Date }>(
    'UPDATE installs SET revoked_at = now() WHERE id = $1 RETURNING revoked_at',
    [installId],
  );
  if (row === undefined) throw new Error('The install was not revoked.');
  await db.query(
    'UPDATE refresh_sessions SET revoked_at = now() WHERE install_id = $1 AND revoked_at IS NULL',
    [installId],
  );
  return row.revoked_at.toISOString();
}
