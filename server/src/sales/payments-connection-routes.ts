// Admin → Sales → Payments (issue 16), for tenant administrators: read the card-payment provider
// connection, start a connect (a state bound to tenant and admin, a PKCE-style verifier kept
// here), finish it with the code the return page was given, and disconnect. Connect and
// disconnect are audited in the transaction that makes them, never with the provider's token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeConnectRequestSchema,
  PAYMENTS_CONNECTION_PATHS,
  PAYMENTS_RETURN_PAGE,
  paymentsConnectionResponseSchema,
  paymentsConnectionSchema,
  SIMULATED_PROVIDER_PATHS,
  startConnectResponseSchema,
  type PaymentsConnection,
} from '@shared/sales/payments-connection';
import { recordAudit, type AuditActor } from '../auth/audit-log';
import { requireTenant, tenantAdminContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, notFoundError } from '../http/errors';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import {
  deleteConnection,
  findConnection,
  saveConnectRequest,
  saveConnection,
  takeConnectRequest,
  tenantName,
} from './payments-connection-store';
import {
  codeChallengeOf,
  exchangeCode,
  randomToken,
  SIMULATED_CLIENT_ID,
} from './simulated-payments-provider';

/** What the audit log keeps of a connection: never the token or its hash. */
function auditState(connection: PaymentsConnection | null) {
  return connection === null
    ? null
    : {
        accountId: connection.accountId,
        displayName: connection.displayName,
        livemode: connection.livemode,
      };
}

function auditConnection(
  tx: Queryable,
  actor: AuditActor,
  action: 'connect' | 'disconnect',
  change: { before: PaymentsConnection | null; after: PaymentsConnection | null },
): Promise<void> {
  return recordAudit(tx, actor, {
    action: `payments_connection.${action}`,
    targetType: 'payments_connection',
    targetId: (change.after ?? change.before)?.accountId ?? null,
    before: auditState(change.before),
    after: auditState(change.after),
  });
}

export const paymentsConnectionRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (
  app,
  deps,
) => {
  const { database } = deps;
  // The provider's pages sit beside the API under the same family prefix.
  const authorizePath = `${app.prefix}${SIMULATED_PROVIDER_PATHS.authorize}`;

  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.get(
      PAYMENTS_CONNECTION_PATHS.connection,
      { schema: { response: { 200: paymentsConnectionResponseSchema } } },
      (request) => findConnection(database, tenantAdminContext(request).tenantId),
    );

    scope.post(
      PAYMENTS_CONNECTION_PATHS.start,
      { schema: { response: { 200: startConnectResponseSchema } } },
      async (request) => {
        const { tenantId, accountId } = tenantAdminContext(request);
        const state = randomToken();
        const codeVerifier = randomToken();
        const expiresAt = await saveConnectRequest(database, {
          state,
          tenantId,
          accountId,
          codeVerifier,
        });
        const query = new URLSearchParams({
          response_type: 'code',
          client_id: SIMULATED_CLIENT_ID,
          redirect_uri: PAYMENTS_RETURN_PAGE,
          state,
          code_challenge: codeChallengeOf(codeVerifier),
          code_challenge_method: 'S256',
          scope: 'read_write',
          'stripe_user[business_name]': await tenantName(database, tenantId),
        });
        return {
          authorizeUrl: `${authorizePath}?${query.toString()}`,
          expiresAt: expiresAt.toISOString(),
        };
      },
    );

    scope.post(
      PAYMENTS_CONNECTION_PATHS.complete,
      {
        schema: {
          body: completeConnectRequestSchema,
          response: { 200: paymentsConnectionSchema },
        },
      },
      async (request) => {
        const context = tenantAdminContext(request);
        const { state, code } = request.body;
        // Taken before the exchange, so a failed exchange still uses the state up.
        const codeVerifier = await takeConnectRequest(
          database,
          state,
          context.tenantId,
          context.accountId,
        );
        if (codeVerifier === null) {
          throw conflict(
            'This connection request has expired, was used already, or was started by someone else. Start the connection again.',
          );
        }
        const grant = await exchangeCode(database, {
          code,
          codeVerifier,
          redirectUri: PAYMENTS_RETURN_PAGE,
        });
        if (grant === null) {
          throw conflict(
            'The payment provider did not accept this connection. Start the connection again.',
          );
        }
        return database.transaction(async (tx) => {
          const before = await findConnection(tx, context.tenantId);
          const after = await saveConnection(tx, context.tenantId, context.accountId, grant);
          await auditConnection(tx, context, 'connect', { before, after });
          return after;
        });
      },
    );

    scope.delete(PAYMENTS_CONNECTION_PATHS.connection, async (request, reply) => {
      const context = tenantAdminContext(request);
      await database.transaction(async (tx) => {
        const before = await findConnection(tx, context.tenantId);
        if (before === null || !(await deleteConnection(tx, context.tenantId))) {
          throw notFoundError('There is no payment provider connection to disconnect.');
        }
        await auditConnection(tx, context, 'disconnect', { before, after: null });
      });
      return reply.code(204).send();
    });
  });
};
