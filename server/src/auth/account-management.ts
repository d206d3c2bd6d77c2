// Who may change what about an account (docs/security.md). An account is managed by one tenant:
// only that tenant's administrators change its password, PIN, username, names and fingerprints,
// or delete it, and a system administrator's account only system administrators change. Admins
// of another tenant it belongs to may set its admin flag, roles and permissions there, or remove
// it from their tenant.
import type { Permissions } from '@shared/permissions';
import type { Queryable } from '../db/database';
import { forbidden, notFoundInTenant } from '../http/errors';
import type { TenantContext } from './request-context';

/** A member of the tenant, as the management rule needs to see it. */
export interface MemberAccount {
  id: string;
  isSysAdmin: boolean;
  /** The tenant acted in is the one that manages the account. */
  managedHere: boolean;
}

/** The account as a member of `tenantId`; null when it is not one (the caller answers 404). */
export async function findMemberAccount(
  db: Queryable,
  tenantId: string,
  accountId: string,
): Promise<MemberAccount | null> {
  const [row] = await db.query<{ is_sys_admin: boolean; managed_here: boolean }>(
    `SELECT a.is_sys_admin, a.managing_tenant_id IS NOT DISTINCT FROM m.tenant_id AS managed_here
       FROM memberships m JOIN accounts a ON a.id = m.account_id
      WHERE m.tenant_id = $1 AND m.account_id = $2`,
    [tenantId, accountId],
  );
  if (row === undefined) return null;
  return { id: accountId, isSysAdmin: row.is_sys_admin, managedHere: row.managed_here };
}

/** Whether the caller may change the account's credentials, names and username, or delete it. */
export function mayManage(context: TenantContext, account: MemberAccount): boolean {
  if (account.isSysAdmin && !context.actorIsSysAdmin) return false;
  return context.isTenantAdmin && account.managedHere;
}

/**
 * Throws 403 unless the caller may manage the account; `what` names what they tried to change
 * ("password", "fingerprints" …).
 */
export function assertMayManage(
  context: TenantContext,
  account: MemberAccount,
  what: string,
): void {
  if (mayManage(context, account)) return;
  if (account.isSysAdmin && !context.actorIsSysAdmin) {
    throw forbidden(`Only system administrators may change a system administrator’s ${what}.`);
  }
  if (!context.isTenantAdmin) {
    throw forbidden(`Only administrators of this tenant may change another person’s ${what}.`);
  }
  throw forbidden(
    `This account is managed by another tenant: only its administrators may change its ${what}. Here you may set its roles and permissions, or remove it from this tenant.`,
  );
}

/**
 * The member the caller is about to change `what` of: 404 when `accountId` is not a member of the
 * tenant, 403 (assertMayManage) when the caller may not manage it.
 */
export async function manageableMember(
  db: Queryable,
  context: TenantContext,
  accountId: string,
  what: string,
): Promise<MemberAccount> {
  const member = await findMemberAccount(db, context.tenantId, accountId);
  if (member === null) throw notFoundInTenant('account', accountId);
  assertMayManage(context, member, what);
  return member;
}

/**
 * An invitation into a tenant for an account another tenant manages: what the accounts module
 * stores, and what single sign-on's directory import asks it to store.
 */
export interface NewInvitation {
  tenantId: string;
  accountId: string;
  email: string;
  invitedBy: string;
  isAdmin: boolean;
  roleIds: readonly string[];
  permissions: Permissions;
}
