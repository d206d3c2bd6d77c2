// Who may act in a tenant they are not a member of (spec §4 "Impersonation", §6): system
// administrators in any tenant, and MSP staff with msp.login in the customer tenants their MSP
// tenant manages. Such access carries the tenant's admin rights and every feature of its apps.
import type { TenantId } from '@shared/fields';
import {
  PERMISSION_AREAS,
  everyFeature,
  hasPermission,
  type PermissionApp,
  type Permissions,
} from '@shared/permissions';
import type { Queryable } from '../db/database';
import { loadEffectivePermissions } from './effective-permissions';

export type MasqueradeAccess = 'sysadmin' | 'msp';

export interface MasqueradableTenant {
  id: TenantId;
  name: string;
  apps: string[];
  /** The MSP tenant that manages it, or null when reached as a system administrator. */
  mspTenantId: TenantId | null;
}

interface TenantRow {
  id: TenantId;
  name: string;
  apps: string[];
  msp_tenant_id: TenantId | null;
}

/** MSP tenants the account belongs to and holds msp.login in. */
async function mspTenantsWithLogin(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ tenant_id: string }>(
    `SELECT m.tenant_id FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.account_id = $1 AND t.is_msp`,
    [accountId],
  );
  const withLogin: string[] = [];
  for (const { tenant_id: tenantId } of rows) {
    const permissions = await loadEffectivePermissions(db, accountId, tenantId);
    if (permissions !== null && hasPermission(permissions, 'msp', 'login')) {
      withLogin.push(tenantId);
    }
  }
  return withLogin;
}

/**
 * The tenants an account may switch into without being a member, by name (the "msp tenants"
 * reference list). Tenants it belongs to are left out.
 */
export async function masqueradableTenants(
  db: Queryable,
  account: { id: string; isSysAdmin: boolean },
): Promise<MasqueradableTenant[]> {
  const rows = account.isSysAdmin
    ? await db.query<TenantRow>(
        `SELECT t.id, t.name, t.apps, NULL::uuid AS msp_tenant_id FROM tenants t
          WHERE NOT EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = t.id AND m.account_id = $1)
          ORDER BY lower(t.name), t.id`,
        [account.id],
      )
    : await db.query<TenantRow>(
        `SELECT DISTINCT ON (lower(t.name), t.id) t.id, t.name, t.apps, mm.msp_tenant_id
           FROM msp_managed_tenants mm JOIN tenants t ON t.id = mm.customer_tenant_id
          WHERE mm.msp_tenant_id = ANY($2::uuid[])
            AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = t.id AND m.account_id = $1)
          ORDER BY lower(t.name), t.id, mm.msp_tenant_id`,
        [account.id, await mspTenantsWithLogin(db, account.id)],
      );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    apps: row.apps,
    mspTenantId: row.msp_tenant_id,
  }));
}

/** How the account may act in `tenantId` without a membership; null when it may not. */
export async function masqueradeAccess(
  db: Queryable,
  account: { id: string; isSysAdmin: boolean },
  tenantId: string,
): Promise<MasqueradeAccess | null> {
  const exists = await db.query('SELECT 1 FROM tenants WHERE id = $1', [tenantId]);
  if (exists.length === 0) return null;
  if (account.isSysAdmin) return 'sysadmin';
  const mspTenants = await mspTenantsWithLogin(db, account.id);
  if (mspTenants.length === 0) return null;
  const managed = await db.query(
    `SELECT 1 FROM msp_managed_tenants
      WHERE customer_tenant_id = $1 AND msp_tenant_id = ANY($2::uuid[])`,
    [tenantId, mspTenants],
  );
  return managed.length > 0 ? 'msp' : null;
}

/** Every feature of the tenant's apps, plus the core features; never msp.login. */
export async function masqueradePermissions(db: Queryable, tenantId: string): Promise<Permissions> {
  const [tenant] = await db.query<{ apps: string[] }>('SELECT apps FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  const apps = new Set([...(tenant?.apps ?? []), 'core']);
  const permissions: Permissions = {};
  for (const app of Object.keys(PERMISSION_AREAS) as PermissionApp[]) {
    if (apps.has(app)) permissions[app] = everyFeature(app);
  }
  return permissions;
}
