// What an account may do in a tenant: the union of its roles' permission maps there and the map
// granted on its membership directly.
import { z } from 'zod';
import { mergePermissions, permissionsSchema, type Permissions } from '@shared/permissions';
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
  );
  if (rows.length === 0) return null;
  const { membership, roles } = membershipPermissionsSchema.parse(rows[0]);
  return mergePermissions([...roles, membership]);
}
