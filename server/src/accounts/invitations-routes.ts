// Tenant invitations (src/shared/accounts/invitations.ts). An admin's side: the tenant's pending
// invitations and withdrawing one (POST /accounts makes them). The invited person's side: their
// pending invitations, accept and decline — only the person, never a system administrator
// impersonating them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATIONS_PATHS,
  invitationIdParamsSchema,
  ownInvitationsResponseSchema,
  tenantInvitationsResponseSchema,
} from '@shared/accounts/invitations';
import { REALTIME_EVENTS } from '@shared/realtime';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import {
  requireSignIn,
  requireTenant,
  signedInCaller,
  tenantAdminContext,
  type SignedInCaller,
} from '../auth/request-context';
import { forbidden, notFoundError } from '../http/errors';
import { checkCausingSocketId, publishAdminChanges } from '../realtime/admin-events';
import { publishInvitationsChanged } from '../realtime/invitation-events';
import {
  acceptInvitation,
  declineInvitation,
  listOwnInvitations,
  listTenantInvitations,
  withdrawInvitation,
} from './invitations-store';

function noSuchInvitation(id: string) {
  return notFoundError(`There is no pending invitation ${id}.`);
}

/** The person themselves: invitations are not answered on someone's behalf. */
function invitedPerson(caller: SignedInCaller): string {
  if (caller.impersonatingUser) {
    throw forbidden('Only the invited person may answer an invitation, not an impersonator.');
  }
  return caller.accountId;
}

export const invitationsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  const { database, realtime } = deps;

  await guardedRoutes(app, deps, [requireTenant, checkCausingSocketId], (scope) => {
    scope.get(
      INVITATIONS_PATHS.tenantInvitations,
      { schema: { response: { 200: tenantInvitationsResponseSchema } } },
      (request) => {
        const context = tenantAdminContext(request);
        return listTenantInvitations(database, context.tenantId);
      },
    );

    scope.delete(
      INVITATIONS_PATHS.tenantInvitation,
      { schema: { params: invitationIdParamsSchema } },
      async (request, reply) => {
        const context = tenantAdminContext(request);
        const accountId = await withdrawInvitation(database, context.tenantId, request.params.id);
        if (accountId === null) throw noSuchInvitation(request.params.id);
        await publishInvitationsChanged(realtime, request, accountId);
        await publishAdminChanges(realtime, request, {
          tenantId: context.tenantId,
          lists: [{ event: REALTIME_EVENTS.accountsChanged, id: null }],
        });
        return reply.code(204).send();
      },
    );
  });

  await guardedRoutes(app, deps, [requireSignIn, checkCausingSocketId], (scope) => {
    scope.get(
      INVITATIONS_PATHS.ownInvitations,
      { schema: { response: { 200: ownInvitationsResponseSchema } } },
      (request) => listOwnInvitations(database, signedInCaller(request).accountId),
    );

    scope.post(
      INVITATIONS_PATHS.acceptInvitation,
      { schema: { params: invitationIdParamsSchema } },
      async (request, reply) => {
        const accountId = invitedPerson(signedInCaller(request));
        const tenantId = await database.transaction((tx) =>
          acceptInvitation(tx, accountId, request.params.id),
        );
        if (tenantId === null) throw noSuchInvitation(request.params.id);
        await publishInvitationsChanged(realtime, request, accountId);
        await publishAdminChanges(realtime, request, {
          tenantId,
          permissionsChangedFor: [accountId],
          lists: [{ event: REALTIME_EVENTS.accountsChanged, id: accountId }],
        });
        return reply.code(204).send();
      },
    );

    scope.post(
      INVITATIONS_PATHS.declineInvitation,
      { schema: { params: invitationIdParamsSchema } },
      async (request, reply) => {
        const accountId = invitedPerson(signedInCaller(request));
        const tenantId = await declineInvitation(database, accountId, request.params.id);
        if (tenantId === null) throw noSuchInvitation(request.params.id);
        await publishInvitationsChanged(realtime, request, accountId);
        await publishAdminChanges(realtime, request, {
          tenantId,
          lists: [{ event: REALTIME_EVENTS.accountsChanged, id: null }],
        });
        return reply.code(204).send();
      },
    );
  });
};
