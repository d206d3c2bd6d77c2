// Account management in the current tenant (spec §6 "Roles and accounts each have management
// calls", §7 /accounts): list the members, add someone (a new account this tenant manages, or an
// invitation for an account another tenant manages), look a member up, change names, username,
// admin flag and roles, remove a member, and set the permission map granted on the membership.
// Tenant administrators only; what they may change about an account is admin/account-management.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ACCOUNTS_PATHS,
  accountIdParamsSchema,
  accountLookupQuerySchema,
  accountLookupResponseSchema,
  accountSchema,
  accountsResponseSchema,
  type AccountLookup,
  createAccountRequestSchema,
  updateAccountRequestSchema,
  type Account,
} from '@shared/accounts/accounts';
import { tenantInvitationSchema } from '@shared/accounts/invitations';
import { REALTIME_EVENTS } from '@shared/realtime';
import { permissionsUpdateSchema } from '@shared/roles/roles';
import type { AuthFamilyDependencies } from '../auth/dependencies';
import { hashSecret } from '../auth/passwords';
import {
  assertTenantAdmin,
  requireTenant,
  tenantContext,
  type TenantContext,
} from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError, validationFailed } from '../http/errors';
import { assertMayManage, findMemberAccount, mayManage } from './account-management';
import { storeSecretHash } from './account-secrets';
import { conflict, notFoundInTenant, uniqueViolation } from './admin-errors';
import { checkCausingSocketId, publishAdminChanges, type AdminChanges } from './admin-events';
import { publishInvitationsChanged } from './invitation-events';
import { inviteAccount } from './invitations-store';
import {
  assertRolesOfTenant,
  countAdmins,
  listTenantAccounts,
  loadTenantAccount,
  lockMembership,
  replaceAccountRoles,
} from './tenant-accounts';

type CreateAccount = z.output<typeof createAccountRequestSchema>;

function adminContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  assertTenantAdmin(context);
  return context;
}

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

async function mustLoad(db: Queryable, tenantId: string, accountId: string): Promise<Account> {
  const account = await loadTenantAccount(db, tenantId, accountId);
  if (account === null) throw notFoundInTenant('account', accountId);
  return account;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((item) => set.has(item));
}

/** What POST /accounts did: created a managed account, or invited an existing one. */
type Added = { kind: 'created'; accountId: string } | { kind: 'invited'; accountId: string };

export const accountsRoutes: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  app,
  deps,
  done,
) => {
  const { database, realtime } = deps;
  requireTenant(app, deps);
  checkCausingSocketId(app);

  const publish = (request: FastifyRequest, changes: AdminChanges) =>
    publishAdminChanges(realtime, request, changes);

  app.get(
    ACCOUNTS_PATHS.accounts,
    { schema: { response: { 200: accountsResponseSchema } } },
    (request) => listTenantAccounts(database, adminContext(request).tenantId),
  );

  app.get(
    ACCOUNTS_PATHS.lookup,
    {
      schema: {
        querystring: accountLookupQuerySchema,
        response: { 200: accountLookupResponseSchema },
      },
    },
    async (request): Promise<AccountLookup> => {
      const { tenantId } = adminContext(request);
      const { email, username } = request.query;
      // Members only: an admin learns nothing about accounts outside their tenant.
      const [row] = await database.query<{
        id: string;
        email: string;
        first_name: string;
        last_name: string;
        avatar_id: string | null;
      }>(
        `SELECT a.id, a.email, a.first_name, a.last_name, a.avatar_id
           FROM accounts a JOIN memberships m ON m.account_id = a.id AND m.tenant_id = $1
          WHERE ($2::text IS NOT NULL AND a.email = $2) OR ($3::text IS NOT NULL AND a.username = $3)`,
        [tenantId, email ?? null, username ?? null],
      );
      if (row === undefined) {
        const what = email === undefined ? `username "${username ?? ''}"` : `e-mail ${email}`;
        throw new ApiError(404, 'not_found', `There is no member with the ${what} in this tenant.`);
      }
      return {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        avatarId: row.avatar_id,
        isMember: true,
      };
    },
  );

  app.post(
    ACCOUNTS_PATHS.accounts,
    {
      schema: {
        body: createAccountRequestSchema,
        response: { 201: accountSchema, 202: tenantInvitationSchema },
      },
    },
    async (request, reply) => {
      const context = adminContext(request);
      const { tenantId } = context;
      const body: CreateAccount = request.body;
      // Hashing is slow: done before the transaction opens.
      const passwordHash = body.password === undefined ? null : await hashSecret(body.password);
      const pinHash = body.pin === undefined ? null : await hashSecret(body.pin);
      let added: Added;
      try {
        added = await database.transaction(async (tx) => {
          await assertRolesOfTenant(tx, tenantId, body.roleIds);
          const [existing] = await tx.query<{ id: string }>(
            'SELECT id FROM accounts WHERE email = $1 FOR UPDATE',
            [body.email],
          );
          if (existing === undefined) {
            const accountId = await createManagedAccount(tx, tenantId, body, {
              passwordHash,
              pinHash,
            });
            await addMembership(tx, tenantId, accountId, body);
            return { kind: 'created', accountId };
          }
          const member = await findMemberAccount(tx, tenantId, existing.id);
          if (member !== null) {
            throw conflict(`${body.email} is already a member of this tenant.`);
          }
          refuseCredentialsOfExisting(body);
          return { kind: 'invited', accountId: existing.id };
        });
      } catch (error) {
        throw asConflict(error, body);
      }
      if (added.kind === 'invited') {
        const invitation = await inviteAccount(database, {
          tenantId,
          accountId: added.accountId,
          email: body.email,
          invitedBy: context.actorAccountId,
          isAdmin: body.isAdmin,
          roleIds: body.roleIds,
          permissions: body.permissions,
        });
        await publishInvitationsChanged(realtime, request, added.accountId);
        await publish(request, {
          tenantId,
          lists: [{ event: REALTIME_EVENTS.accountsChanged, id: null }],
        });
        return reply.code(202).send(invitation);
      }
      await publish(request, {
        tenantId,
        permissionsChangedFor: [added.accountId],
        lists: [
          { event: REALTIME_EVENTS.accountsChanged, id: added.accountId },
          ...(body.roleIds.length > 0 ? [{ event: REALTIME_EVENTS.rolesChanged, id: null }] : []),
        ],
      });
      return reply.code(201).send(await mustLoad(database, tenantId, added.accountId));
    },
  );

  app.put(
    ACCOUNTS_PATHS.account,
    {
      schema: {
        params: accountIdParamsSchema,
        body: updateAccountRequestSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const context = adminContext(request);
      const { tenantId } = context;
      const { id } = request.params;
      const body = request.body;
      let changed: { admin: boolean; roles: boolean };
      try {
        changed = await database.transaction(async (tx) => {
          const membership = await lockMembership(tx, tenantId, id);
          const account = await findMemberAccount(tx, tenantId, id);
          if (membership === null || account === null) throw notFoundInTenant('account', id);
          const changesIdentity =
            body.firstName !== undefined ||
            body.lastName !== undefined ||
            body.username !== undefined;
          if (changesIdentity) assertMayManage(context, account, 'names and username');
          if (body.roleIds !== undefined) await assertRolesOfTenant(tx, tenantId, body.roleIds);
          if (
            body.isAdmin === false &&
            membership.isAdmin &&
            (await countAdmins(tx, tenantId)) <= 1
          ) {
            throw conflict('The tenant’s last administrator must stay an administrator.');
          }
          if (changesIdentity) {
            await tx.query(
              `UPDATE accounts
                  SET first_name = COALESCE($2, first_name),
                      last_name = COALESCE($3, last_name),
                      username = CASE WHEN $4 THEN $5 ELSE username END
                WHERE id = $1`,
              [
                id,
                body.firstName ?? null,
                body.lastName ?? null,
                body.username !== undefined,
                body.username ?? null,
              ],
            );
          }
          if (body.isAdmin !== undefined) {
            await tx.query(
              'UPDATE memberships SET is_admin = $3 WHERE tenant_id = $1 AND account_id = $2',
              [tenantId, id, body.isAdmin],
            );
          }
          if (body.roleIds !== undefined) {
            await replaceAccountRoles(tx, tenantId, id, body.roleIds);
          }
          return {
            admin: body.isAdmin !== undefined && body.isAdmin !== membership.isAdmin,
            roles: body.roleIds !== undefined && !sameSet(body.roleIds, membership.roleIds),
          };
        });
      } catch (error) {
        throw asConflict(error, { username: body.username ?? null });
      }
      await publish(request, {
        tenantId,
        permissionsChangedFor: changed.admin || changed.roles ? [id] : [],
        lists: [
          { event: REALTIME_EVENTS.accountsChanged, id },
          ...(changed.roles ? [{ event: REALTIME_EVENTS.rolesChanged, id: null }] : []),
        ],
      });
      return mustLoad(database, tenantId, id);
    },
  );

  app.delete(
    ACCOUNTS_PATHS.account,
    { schema: { params: accountIdParamsSchema } },
    async (request, reply) => {
      const context = adminContext(request);
      const { tenantId } = context;
      const { id } = request.params;
      if (id === context.accountId || id === context.actorAccountId) {
        throw conflict('You cannot remove yourself from the tenant.');
      }
      const removed = await database.transaction(async (tx) => {
        const membership = await lockMembership(tx, tenantId, id);
        const account = await findMemberAccount(tx, tenantId, id);
        if (membership === null || account === null) throw notFoundInTenant('account', id);
        if (membership.isAdmin && (await countAdmins(tx, tenantId)) <= 1) {
          throw conflict('The tenant’s last administrator cannot be removed.');
        }
        // The managing tenant deletes the account itself; any other only ends its membership.
        if (!mayManage(context, account)) {
          await tx.query('DELETE FROM memberships WHERE tenant_id = $1 AND account_id = $2', [
            tenantId,
            id,
          ]);
          return { heldRoles: membership.roleIds.length > 0, otherTenantIds: [] };
        }
        const otherTenantIds = await otherTenantsOf(tx, id, tenantId);
        await tx.query('DELETE FROM accounts WHERE id = $1', [id]);
        return { heldRoles: membership.roleIds.length > 0, otherTenantIds };
      });
      await publish(request, {
        tenantId,
        permissionsChangedFor: [id],
        lists: [
          { event: REALTIME_EVENTS.accountsChanged, id },
          ...(removed.heldRoles ? [{ event: REALTIME_EVENTS.rolesChanged, id: null }] : []),
        ],
      });
      for (const otherTenantId of removed.otherTenantIds) {
        await publish(request, {
          tenantId: otherTenantId,
          lists: [
            { event: REALTIME_EVENTS.accountsChanged, id },
            { event: REALTIME_EVENTS.rolesChanged, id: null },
          ],
        });
      }
      return reply.code(204).send();
    },
  );

  app.put(
    ACCOUNTS_PATHS.accountPermissions,
    {
      schema: {
        params: accountIdParamsSchema,
        body: permissionsUpdateSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const { tenantId } = adminContext(request);
      const { id } = request.params;
      const updated = await database.query(
        `UPDATE memberships SET permissions = $3::jsonb
          WHERE tenant_id = $1 AND account_id = $2 RETURNING 1`,
        [tenantId, id, JSON.stringify(request.body.permissions)],
      );
      if (updated.length === 0) throw notFoundInTenant('account', id);
      await publish(request, {
        tenantId,
        permissionsChangedFor: [id],
        lists: [{ event: REALTIME_EVENTS.accountsChanged, id }],
      });
      return mustLoad(database, tenantId, id);
    },
  );

  done();
};

/** An account another tenant manages keeps the credentials its own tenant set. */
function refuseCredentialsOfExisting(body: CreateAccount): void {
  if (body.username !== undefined || body.password !== undefined || body.pin !== undefined) {
    throw conflict(
      `An account with the e-mail address ${body.email} already exists. Invite it without a username, password or PIN; those stay as its own tenant set them.`,
    );
  }
}

/** A new account, managed by `tenantId`, with its first secrets. */
async function createManagedAccount(
  tx: Queryable,
  tenantId: string,
  body: CreateAccount,
  hashes: { passwordHash: string | null; pinHash: string | null },
): Promise<string> {
  if (body.firstName === undefined) {
    throw validationFailed('firstName: Enter the first name of the new account.');
  }
  if (body.lastName === undefined) {
    throw validationFailed('lastName: Enter the last name of the new account.');
  }
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO accounts (email, first_name, last_name, username, auth_mech, managing_tenant_id)
     VALUES ($1, $2, $3, $4, '{}', $5) RETURNING id`,
    [body.email, body.firstName, body.lastName, body.username ?? null, tenantId],
  );
  if (created === undefined) throw new Error('Inserting the account returned no row.');
  if (hashes.passwordHash !== null) {
    await storeSecretHash(tx, created.id, 'password', hashes.passwordHash);
  }
  if (hashes.pinHash !== null) await storeSecretHash(tx, created.id, 'pin', hashes.pinHash);
  return created.id;
}

async function addMembership(
  tx: Queryable,
  tenantId: string,
  accountId: string,
  body: CreateAccount,
): Promise<void> {
  await tx.query(
    `INSERT INTO memberships (account_id, tenant_id, is_admin, permissions)
     VALUES ($1, $2, $3, $4::jsonb)`,
    [accountId, tenantId, body.isAdmin, JSON.stringify(body.permissions)],
  );
  await replaceAccountRoles(tx, tenantId, accountId, body.roleIds);
}

/**
 * The account's other tenants, before it is deleted. 409 when it is the last administrator of
 * one of them: that tenant would be left without anyone to run it.
 */
async function otherTenantsOf(
  tx: Queryable,
  accountId: string,
  tenantId: string,
): Promise<string[]> {
  const rows = await tx.query<{ tenant_id: string; sole_admin: boolean }>(
    `SELECT m.tenant_id,
            m.is_admin AND NOT EXISTS (
              SELECT 1 FROM memberships o
               WHERE o.tenant_id = m.tenant_id AND o.is_admin AND o.account_id <> m.account_id)
              AS sole_admin
       FROM memberships m WHERE m.account_id = $1 AND m.tenant_id <> $2`,
    [accountId, tenantId],
  );
  if (rows.some((row) => row.sole_admin)) {
    throw conflict(
      'This account is the last administrator of another tenant it belongs to. That tenant must name another administrator before the account is deleted.',
    );
  }
  return rows.map((row) => row.tenant_id);
}
