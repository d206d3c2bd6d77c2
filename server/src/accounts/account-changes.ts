// The rules of account changes in a tenant, each decided in one transaction: adding someone (a
// new account this tenant manages, or an invitation for one another tenant manages), changing a
// member (the last administrator stays one; names and username only where the tenant manages the
// account), removing a member (never yourself, never the last administrator), and the 409s a
// caller can act on when a write hits a unique index. Each records its audit entry in the same
// transaction (account.create, .invite, .update, .delete, .remove, .permissions.update).
import type { z } from 'zod';
import type { createAccountRequestSchema, UpdateAccountRequest } from '@shared/accounts/accounts';
import type { TenantInvitation } from '@shared/accounts/invitations';
import type { Permissions } from '@shared/permissions';
import {
  assertMayManage,
  findMemberAccount,
  mayManage,
  type MemberAccount,
} from '../auth/account-management';
import { recordAudit, type AuditState } from '../auth/audit-log';
import { hashSecret } from '../auth/passwords';
import type { TenantContext } from '../auth/request-context';
import type { Database, Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation, validationFailed } from '../http/errors';
import {
  assertRolesOfTenant,
  countAdmins,
  deleteAccount,
  deleteMembership,
  insertManagedAccount,
  insertMembership,
  lockAccountByEmail,
  lockMembership,
  type MembershipState,
  otherMemberships,
  replaceAccountRoles,
  setMembershipAdmin,
  setMembershipPermissions,
  updateAccountIdentity,
} from './accounts-store';
import { loadTenantAccount } from './accounts-list-store';
import { inviteAccount } from './invitations-store';

type CreateAccount = z.output<typeof createAccountRequestSchema>;

/** What the audit log keeps of a member: never a secret, only whether one is set. */
async function memberState(
  tx: Queryable,
  tenantId: string,
  accountId: string,
): Promise<AuditState> {
  const account = await loadTenantAccount(tx, tenantId, accountId);
  if (account === null) return null;
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    username: account.username,
    isAdmin: account.isAdmin,
    roleIds: account.roleIds,
    permissions: account.permissions,
    hasPassword: account.hasPassword,
    hasPin: account.hasPin,
  };
}

const accountTarget = (accountId: string) => ({ targetType: 'account', targetId: accountId });

/** A unique index the write hit, as the 409 a caller can act on. */
function asConflict(error: unknown, body: { email?: string; username?: string | null }): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error;
  if (constraint === 'accounts_username_key') {
    return conflict(`The username "${body.username ?? ''}" is already taken.`);
  }
  if (constraint === 'accounts_email_key') {
    return conflict(`An account with the e-mail address ${body.email ?? ''} already exists.`);
  }
  if (constraint === 'memberships_pkey') {
    return conflict(`${body.email ?? 'This account'} is already a member of this tenant.`);
  }
  return conflict('This change conflicts with another one. Reload and try again.');
}

/** What POST /accounts did: created a managed account, or invited an existing one. */
type Added =
  | { kind: 'created'; accountId: string }
  | { kind: 'invited'; accountId: string; invitation: TenantInvitation };

/** An account another tenant manages keeps the credentials its own tenant set. */
function refuseCredentialsOfExisting(body: CreateAccount): void {
  if (body.username !== undefined || body.password !== undefined || body.pin !== undefined) {
    throw conflict(
      `An account with the e-mail address ${body.email} already exists. Invite it without a username, password or PIN; those stay as its own tenant set them.`,
    );
  }
}

function newAccountNames(body: CreateAccount): { firstName: string; lastName: string } {
  if (body.firstName === undefined) {
    throw validationFailed('firstName: Enter the first name of the new account.');
  }
  if (body.lastName === undefined) {
    throw validationFailed('lastName: Enter the last name of the new account.');
  }
  return { firstName: body.firstName, lastName: body.lastName };
}

export async function addAccount(
  database: Database,
  context: TenantContext,
  body: CreateAccount,
): Promise<Added> {
  const { tenantId } = context;
  // Hashing is slow: done before the transaction opens.
  const passwordHash = body.password === undefined ? null : await hashSecret(body.password);
  const pinHash = body.pin === undefined ? null : await hashSecret(body.pin);
  try {
    return await database.transaction(async (tx): Promise<Added> => {
      await assertRolesOfTenant(tx, tenantId, body.roleIds);
      const existingId = await lockAccountByEmail(tx, body.email);
      if (existingId === null) {
        const accountId = await insertManagedAccount(tx, tenantId, {
          email: body.email,
          ...newAccountNames(body),
          username: body.username ?? null,
          passwordHash,
          pinHash,
        });
        await insertMembership(tx, tenantId, accountId, body);
        await recordAudit(tx, context, {
          action: 'account.create',
          ...accountTarget(accountId),
          after: await memberState(tx, tenantId, accountId),
        });
        return { kind: 'created', accountId };
      }
      if ((await findMemberAccount(tx, tenantId, existingId)) !== null) {
        throw conflict(`${body.email} is already a member of this tenant.`);
      }
      refuseCredentialsOfExisting(body);
      const invitation = await inviteAccount(tx, {
        tenantId,
        accountId: existingId,
        email: body.email,
        invitedBy: context.actorAccountId,
        isAdmin: body.isAdmin,
        roleIds: body.roleIds,
        permissions: body.permissions,
      });
      await recordAudit(tx, context, {
        action: 'account.invite',
        ...accountTarget(existingId),
        after: {
          email: body.email,
          isAdmin: body.isAdmin,
          roleIds: body.roleIds,
          permissions: body.permissions,
        },
      });
      return { kind: 'invited', accountId: existingId, invitation };
    });
  } catch (error) {
    throw asConflict(error, body);
  }
}

/** The member's membership, locked for the change, and its account; 404 when it is not one. */
async function lockMember(
  tx: Queryable,
  tenantId: string,
  accountId: string,
): Promise<{ membership: MembershipState; account: MemberAccount }> {
  const membership = await lockMembership(tx, tenantId, accountId);
  const account = await findMemberAccount(tx, tenantId, accountId);
  if (membership === null || account === null) throw notFoundInTenant('account', accountId);
  return { membership, account };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((item) => set.has(item));
}

/** Resolves to whether the member's admin flag and roles changed. */
export async function updateAccount(
  database: Database,
  context: TenantContext,
  accountId: string,
  body: UpdateAccountRequest,
): Promise<{ admin: boolean; roles: boolean }> {
  const { tenantId } = context;
  try {
    return await database.transaction(async (tx) => {
      const { membership, account } = await lockMember(tx, tenantId, accountId);
      const before = await memberState(tx, tenantId, accountId);
      const changesIdentity =
        body.firstName !== undefined || body.lastName !== undefined || body.username !== undefined;
      if (changesIdentity) assertMayManage(context, account, 'names and username');
      if (body.roleIds !== undefined) await assertRolesOfTenant(tx, tenantId, body.roleIds);
      if (body.isAdmin === false && membership.isAdmin && (await countAdmins(tx, tenantId)) <= 1) {
        throw conflict('The tenant’s last administrator must stay an administrator.');
      }
      if (changesIdentity) await updateAccountIdentity(tx, accountId, body);
      if (body.isAdmin !== undefined) {
        await setMembershipAdmin(tx, tenantId, accountId, body.isAdmin);
      }
      if (body.roleIds !== undefined) {
        await replaceAccountRoles(tx, tenantId, accountId, body.roleIds);
      }
      await recordAudit(tx, context, {
        action: 'account.update',
        ...accountTarget(accountId),
        before,
        after: await memberState(tx, tenantId, accountId),
      });
      return {
        admin: body.isAdmin !== undefined && body.isAdmin !== membership.isAdmin,
        roles: body.roleIds !== undefined && !sameSet(body.roleIds, membership.roleIds),
      };
    });
  } catch (error) {
    throw asConflict(error, { username: body.username ?? null });
  }
}

/**
 * Removes the member: the managing tenant deletes the account itself, any other only ends its
 * membership. Resolves to whether it held roles here, and the other tenants it was deleted from.
 */
export async function removeAccount(
  database: Database,
  context: TenantContext,
  accountId: string,
): Promise<{ heldRoles: boolean; otherTenantIds: string[] }> {
  const { tenantId } = context;
  if (accountId === context.accountId || accountId === context.actorAccountId) {
    throw conflict('You cannot remove yourself from the tenant.');
  }
  return database.transaction(async (tx) => {
    const { membership, account } = await lockMember(tx, tenantId, accountId);
    if (membership.isAdmin && (await countAdmins(tx, tenantId)) <= 1) {
      throw conflict('The tenant’s last administrator cannot be removed.');
    }
    const heldRoles = membership.roleIds.length > 0;
    const before = await memberState(tx, tenantId, accountId);
    if (!mayManage(context, account)) {
      await deleteMembership(tx, tenantId, accountId);
      await recordAudit(tx, context, {
        action: 'account.remove',
        ...accountTarget(accountId),
        before,
      });
      return { heldRoles, otherTenantIds: [] };
    }
    const others = await otherMemberships(tx, accountId, tenantId);
    // That tenant would be left without anyone to run it.
    if (others.some((other) => other.soleAdmin)) {
      throw conflict(
        'This account is the last administrator of another tenant it belongs to. That tenant must name another administrator before the account is deleted.',
      );
    }
    await deleteAccount(tx, accountId);
    await recordAudit(tx, context, {
      action: 'account.delete',
      ...accountTarget(accountId),
      before,
    });
    return { heldRoles, otherTenantIds: others.map((other) => other.tenantId) };
  });
}

/** Replaces the permission map granted on the membership; 404 when it is not a member. */
export async function setAccountPermissions(
  database: Database,
  context: TenantContext,
  accountId: string,
  permissions: Permissions,
): Promise<void> {
  const { tenantId } = context;
  await database.transaction(async (tx) => {
    await lockMember(tx, tenantId, accountId);
    const before = await memberState(tx, tenantId, accountId);
    await setMembershipPermissions(tx, tenantId, accountId, permissions);
    await recordAudit(tx, context, {
      action: 'account.permissions.update',
      ...accountTarget(accountId),
      before: { permissions: before?.['permissions'] ?? {} },
      after: { permissions },
    });
  });
}
