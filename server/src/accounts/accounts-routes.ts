// Account management in the current tenant (spec §6 "Roles and accounts each have management
// calls", §7 /accounts): list the members, add someone (a new account this tenant manages, or an
// invitation for an account another tenant manages), look a member up, change names, username,
// admin flag and roles, remove a member, and set the permission map granted on the membership.
// The list is paged on the server (accounts-list-store.ts); a member's page adds its fingerprints,
// newest sign-ins and visible tenants (account-detail-store.ts). Tenant administrators only; what
// they may change about an account is auth/account-management.ts, the rules of each change
// account-changes.ts.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ACCOUNTS_PATHS,
  accountIdParamsSchema,
  accountLookupQuerySchema,
  accountLookupResponseSchema,
  accountDetailSchema,
  accountSchema,
  accountsListQuerySchema,
  accountsPageSchema,
  createAccountRequestSchema,
  updateAccountRequestSchema,
  type Account,
} from '@shared/accounts/accounts';
import { tenantInvitationSchema } from '@shared/accounts/invitations';
import { REALTIME_EVENTS } from '@shared/realtime';
import { permissionsUpdateSchema } from '@shared/roles/roles';
import { tenantAdminContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { notFoundError, notFoundInTenant } from '../http/errors';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishAdminChanges, type AdminChanges } from '../realtime/admin-events';
import { publishInvitationsChanged } from '../realtime/invitation-events';
import { addAccount, removeAccount, setAccountPermissions, updateAccount } from './account-changes';
import { accountFingerprints, recentSignIns, visibleTenants } from './account-detail-store';
import { listTenantAccountsPage, loadTenantAccount } from './accounts-list-store';
import { lookUpMember } from './accounts-store';

/** A change to one member: its id in the path, the account as it now is in the answer. */
function accountWrite<Body extends z.ZodType>(body: Body) {
  return { schema: { params: accountIdParamsSchema, body, response: { 200: accountSchema } } };
}

async function mustLoad(db: Queryable, tenantId: string, accountId: string): Promise<Account> {
  const account = await loadTenantAccount(db, tenantId, accountId);
  if (account === null) throw notFoundInTenant('account', accountId);
  return account;
}

export const accountsRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  const publish = (request: FastifyRequest, changes: AdminChanges) =>
    publishAdminChanges(realtime, request, changes);

  app.get(
    ACCOUNTS_PATHS.accounts,
    {
      schema: { querystring: accountsListQuerySchema, response: { 200: accountsPageSchema } },
    },
    (request) =>
      listTenantAccountsPage(database, tenantAdminContext(request).tenantId, request.query),
  );

  app.get(
    ACCOUNTS_PATHS.lookup,
    {
      schema: {
        querystring: accountLookupQuerySchema,
        response: { 200: accountLookupResponseSchema },
      },
    },
    async (request) => {
      const { tenantId } = tenantAdminContext(request);
      const { email, username } = request.query;
      const member = await lookUpMember(database, tenantId, { email, username });
      if (member === null) {
        const what = email === undefined ? `username "${username ?? ''}"` : `e-mail ${email}`;
        throw notFoundError(`There is no member with the ${what} in this tenant.`);
      }
      return member;
    },
  );

  app.get(
    ACCOUNTS_PATHS.account,
    { schema: { params: accountIdParamsSchema, response: { 200: accountDetailSchema } } },
    async (request) => {
      const context = tenantAdminContext(request);
      const account = await mustLoad(database, context.tenantId, request.params.id);
      const [fingerprints, signIns, tenants] = await Promise.all([
        accountFingerprints(database, account.id),
        recentSignIns(database, context.tenantId, account.id, account.isManaged),
        visibleTenants(database, context, account.id),
      ]);
      return { account, fingerprints, recentSignIns: signIns, tenants };
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
      const context = tenantAdminContext(request);
      const { tenantId } = context;
      const added = await addAccount(database, context, request.body);
      if (added.kind === 'invited') {
        await publishInvitationsChanged(realtime, request, added.accountId);
        await publish(request, {
          tenantId,
          lists: [{ event: REALTIME_EVENTS.accountsChanged, id: null }],
        });
        return reply.code(202).send(added.invitation);
      }
      await publish(request, {
        tenantId,
        permissionsChangedFor: [added.accountId],
        lists: [
          { event: REALTIME_EVENTS.accountsChanged, id: added.accountId },
          ...(request.body.roleIds.length > 0
            ? [{ event: REALTIME_EVENTS.rolesChanged, id: null }]
            : []),
        ],
      });
      return reply.code(201).send(await mustLoad(database, tenantId, added.accountId));
    },
  );

  app.put(ACCOUNTS_PATHS.account, accountWrite(updateAccountRequestSchema), async (request) => {
    const context = tenantAdminContext(request);
    const { tenantId } = context;
    const { id } = request.params;
    const changed = await updateAccount(database, context, id, request.body);
    await publish(request, {
      tenantId,
      permissionsChangedFor: changed.admin || changed.roles ? [id] : [],
      lists: [
        { event: REALTIME_EVENTS.accountsChanged, id },
        ...(changed.roles ? [{ event: REALTIME_EVENTS.rolesChanged, id: null }] : []),
      ],
    });
    return mustLoad(database, tenantId, id);
  });

  app.delete(
    ACCOUNTS_PATHS.account,
    { schema: { params: accountIdParamsSchema } },
    async (request, reply) => {
      const context = tenantAdminContext(request);
      const { tenantId } = context;
      const { id } = request.params;
      const removed = await removeAccount(database, context, id);
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
    accountWrite(permissionsUpdateSchema),
    async (request) => {
      const context = tenantAdminContext(request);
      const { tenantId } = context;
      const { id } = request.params;
      await setAccountPermissions(database, context, id, request.body.permissions);
      await publish(request, {
        tenantId,
        permissionsChangedFor: [id],
        lists: [{ event: REALTIME_EVENTS.accountsChanged, id }],
      });
      return mustLoad(database, tenantId, id);
    },
  );
});
