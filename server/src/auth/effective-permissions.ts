// What an account may do in a tenant: the union of its roles' permission maps there and the map
// granted on its membership directly.
import { z } from 'zod';
import { mergePermissions, type Permissions } from '@shared/permissions';
import { permissionsSchema } from '@shared/permissions-schema';
import type { Queryable } from '../db/database';

/** The map granted on the membership itself, and its roles' maps. */
const membershipPermissionsSchema = z.object({
  membership: permissionsSchema,
  roles: z.array(permissionsSchema),
});

/** Null when the account is not a member of the tenant. */
export async function loadEffectivePermissions(
  db: Queryable,
  accountId: string,
  tenantId: string,
): Promise<Permissions | null> {
  const rows = await db.query(
    `SELECT m.permissions AS membership,
            COALESCE(jsonb_agg(r.permissions) FILTER (WHERE r.id IS NOT NULL), '[]'::jsonb) AS roles
       FROM memberships m
       LEFT JOIN account_roles ar ON ar.account_id = m.account_id AND ar.tenant_id = m.tenant_id
       LEFT JOIN roles r ON r.id = ar.role_id
      WHERE m.account_id = $1 AND m.tenant_id = $2
      GROUP BY m.account_id, m.tenant_id, m.permissions`,
    [accountId, tenantId],
    { prepareAs: 'effective_permissions' },
  );
  if (rows.length === 0) return null;
  const { membership, roles } = membershipPermissionsSchema.parse(rows[0]);
  return mergePermissions([...roles, membership]);
}

/**
 * The tenant's members granted `feature` of `app`, on their membership or by one of their roles
 * (the same union as loadEffectivePermissions, asked of everyone at once).
 */
export async function accountsGranted(
  db: Queryable,
  tenantId: string,
  app: string,
  feature: string,
): Promise<string[]> {
  const rows = await db.query<{ account_id: string }>(
    `SELECT m.account_id FROM memberships m
      WHERE m.tenant_id = $1
        AND (m.permissions -> $2 -> $3 = 'true'::jsonb
             OR EXISTS (SELECT 1 FROM account_roles ar JOIN roles r ON r.id = ar.role_id
                         WHERE ar.account_id = m.account_id AND ar.tenant_id = m.tenant_id
                           AND r.permissions -> $2 -> $3 = 'true'::jsonb))
      ORDER BY m.account_id`,
    [tenantId, app, feature],
  );
  return rows.map((row) => row.account_id);
}
