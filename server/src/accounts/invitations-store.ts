// All SQL of tenant invitations (src/shared/accounts/invitations.ts): an admin invites an account
// another tenant manages; the account's owner accepts (and becomes a member with what the
// invitation held) or declines. Expired invitations count as gone.
import {
  INVITATION_LIFETIME_DAYS,
  ownInvitationSchema,
  tenantInvitationSchema,
  type OwnInvitation,
  type TenantInvitation,
} from '@shared/accounts/invitations';
import type { NewInvitation } from '../auth/account-management';
import type { Queryable } from '../db/database';
import { replaceAccountRoles } from './accounts-store';

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

interface TenantInvitationRow {
  id: string;
  email: string;
  is_admin: boolean;
  role_ids: string[];
  permissions: unknown;
  invited_at: Date;
  expires_at: Date;
}

const TENANT_INVITATION_COLUMNS =
  'id, email, is_admin, role_ids::text[] AS role_ids, permissions, invited_at, expires_at';

function toTenantInvitation(row: TenantInvitationRow): TenantInvitation {
  return tenantInvitationSchema.parse({
    id: row.id,
    email: row.email,
    isAdmin: row.is_admin,
    roleIds: row.role_ids,
    permissions: row.permissions,
    invitedAt: row.invited_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  });
}

/** Invites the account, or renews its pending invitation with these grants and a new expiry. */
export async function inviteAccount(
  db: Queryable,
  invitation: NewInvitation,
): Promise<TenantInvitation> {
  const [row] = await db.query<TenantInvitationRow>(
    `INSERT INTO tenant_invitations
       (tenant_id, account_id, email, invited_by, is_admin, role_ids, permissions, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::jsonb, $8)
     ON CONFLICT (tenant_id, account_id) DO UPDATE SET
       email = EXCLUDED.email, invited_by = EXCLUDED.invited_by, is_admin = EXCLUDED.is_admin,
       role_ids = EXCLUDED.role_ids, permissions = EXCLUDED.permissions,
       invited_at = now(), expires_at = EXCLUDED.expires_at
     RETURNING ${TENANT_INVITATION_COLUMNS}`,
    [
      invitation.tenantId,
      invitation.accountId,
      invitation.email,
      invitation.invitedBy,
      invitation.isAdmin,
      invitation.roleIds,
      JSON.stringify(invitation.permissions),
      new Date(Date.now() + LIFETIME_MS),
    ],
  );
  if (row === undefined) throw new Error('The invitation was not stored.');
  return toTenantInvitation(row);
}

export async function listTenantInvitations(
  db: Queryable,
  tenantId: string,
): Promise<TenantInvitation[]> {
  const rows = await db.query<TenantInvitationRow>(
    `SELECT ${TENANT_INVITATION_COLUMNS} FROM tenant_invitations
      WHERE tenant_id = $1 AND expires_at > now() ORDER BY invited_at DESC, id`,
    [tenantId],
  );
  return rows.map(toTenantInvitation);
}

/** Resolves to the invited account, or null when the tenant has no such pending invitation. */
export async function withdrawInvitation(
  db: Queryable,
  tenantId: string,
  invitationId: string,
): Promise<string | null> {
  return (await deletePending(db, invitationId, 'tenant_id', tenantId))?.account_id ?? null;
}

export async function listOwnInvitations(
  db: Queryable,
  accountId: string,
): Promise<OwnInvitation[]> {
  const rows = await db.query<{
    id: string;
    tenant_id: string;
    tenant_name: string;
    invited_by: string | null;
    invited_at: Date;
    expires_at: Date;
  }>(
    `SELECT i.id, i.tenant_id, t.name AS tenant_name,
            CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END
              AS invited_by,
            i.invited_at, i.expires_at
       FROM tenant_invitations i
       JOIN tenants t ON t.id = i.tenant_id
       LEFT JOIN accounts a ON a.id = i.invited_by
      WHERE i.account_id = $1 AND i.expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM memberships m
                         WHERE m.account_id = i.account_id AND m.tenant_id = i.tenant_id)
      ORDER BY i.invited_at DESC, i.id`,
    [accountId],
  );
  return rows.map((row) =>
    ownInvitationSchema.parse({
      id: row.id,
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      invitedBy: row.invited_by,
      invitedAt: row.invited_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    }),
  );
}

/**
 * Takes the account's pending invitation and makes it a member with what the invitation held
 * (roles deleted since are left out). Run it in a transaction. Resolves to the tenant joined, or
 * null when there is no such pending invitation for this account.
 */
export async function acceptInvitation(
  tx: Queryable,
  accountId: string,
  invitationId: string,
): Promise<string | null> {
  const [invitation] = await tx.query<{
    tenant_id: string;
    is_admin: boolean;
    role_ids: string[];
    permissions: unknown;
  }>(
    `DELETE FROM tenant_invitations
      WHERE id = $1 AND account_id = $2 AND expires_at > now()
     RETURNING tenant_id, is_admin, role_ids::text[] AS role_ids, permissions`,
    [invitationId, accountId],
  );
  if (invitation === undefined) return null;
  const tenantId = invitation.tenant_id;
  const joined = await tx.query(
    `INSERT INTO memberships (account_id, tenant_id, is_admin, permissions)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (account_id, tenant_id) DO NOTHING RETURNING 1`,
    [accountId, tenantId, invitation.is_admin, JSON.stringify(invitation.permissions)],
  );
  // Already a member (added some other way meanwhile): the invitation is spent, nothing changes.
  if (joined.length === 0) return tenantId;
  const roles = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM roles WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, invitation.role_ids],
  );
  await replaceAccountRoles(
    tx,
    tenantId,
    accountId,
    roles.map((role) => role.id),
  );
  return tenantId;
}

/** Resolves to the tenant of the declined invitation, or null when there was none. */
export async function declineInvitation(
  db: Queryable,
  accountId: string,
  invitationId: string,
): Promise<string | null> {
  return (await deletePending(db, invitationId, 'account_id', accountId))?.tenant_id ?? null;
}

/** Deletes the pending invitation when it belongs to this tenant (withdraw) or account (decline). */
async function deletePending(
  db: Queryable,
  invitationId: string,
  owner: 'tenant_id' | 'account_id',
  ownerId: string,
): Promise<{ tenant_id: string; account_id: string } | undefined> {
  const [row] = await db.query<{ tenant_id: string; account_id: string }>(
    `DELETE FROM tenant_invitations WHERE id = $1 AND ${owner} = $2 AND expires_at > now()
     RETURNING tenant_id, account_id`,
    [invitationId, ownerId],
  );
  return row;
}
