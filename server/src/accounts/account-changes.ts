// The rules of account changes in a tenant, each decided in one transaction: adding someone (a
// new account this tenant manages, or an invitation for one another tenant manages), changing a
// member (the last administrator stays one; names and username only where the tenant manages the
// account), removing a member (never yourself, never the last administrator), and the 409s a
// caller can act on when a write hits a unique index.
import type { z } from 'zod';
import type { createAccountRequestSchema, UpdateAccountRequest } from '@shared/accounts/accounts';
import type { TenantInvitation } from '@shared/accounts/invitations';
import {
  assertMayManage,
  findMemberAccount,
  mayManage,
  type MemberAccount,
} from '../auth/account-management';
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
  updateAccountIdentity,
} from './accounts-store';
import { inviteAccount } from './invitations-store';

type CreateAccount = z.output<typeof createAccountRequestSchema>;

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
  let added: { kind: 'created' | 'invited'; accountId: string };
  try {
    added = await database.transaction(async (tx) => {
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
        return { kind: 'created', accountId };
      }
      if ((await findMemberAccount(tx, tenantId, existingId)) !== null) {
        throw conflict(`${body.email} is already a member of this tenant.`);
      }
      refuseCredentialsOfExisting(body);
      return { kind: 'invited', accountId: existingId };
    });
  } catch (error) {
    throw asConflict(error, body);
  }
  if (added.kind === 'created') return { kind: 'created', accountId: added.accountId };
  const invitation = await inviteAccount(database, {
    tenantId,
    accountId: added.accountId,
    email: body.email,
    invitedBy: context.actorAccountId,
    isAdmin: body.isAdmin,
    roleIds: body.roleIds,
    permissions: body.permissions,
  });
  return { kind: 'invited', accountId: added.accountId, invitation };
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
    if (!mayManage(context, account)) {
      await deleteMembership(tx, tenantId, accountId);
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
    return { heldRoles, otherTenantIds: others.map((other) => other.tenantId) };
  });
}
