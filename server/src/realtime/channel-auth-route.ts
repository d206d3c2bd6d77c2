// POST {auth}/realtime/auth, the channel authorisation call (spec §7): signs a pusher:subscribe
// for a connection when the caller may hear the channel. private-a-{accountId}: the account the
// request acts as; private-t-{tenantId}: the tenant it acts in; private-tam-{tenantId}: that
// tenant, for its administrators. pusher-js posts a form-encoded body; JSON is accepted too.
// Each authorisation is recorded against the account acted as and the person signed in, so a
// later change to their privileges sends the connection through here again (publisher.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_HEADERS } from '@shared/api-headers';
import {
  channelAuthorizationRequestSchema,
  channelAuthorizationResponseSchema,
  parseRealtimeChannel,
  REALTIME_PATHS,
  type RealtimeChannel,
} from '@shared/realtime';
import type { ModuleDependencies } from '../http/module';
import { requireTenant, tenantContext, type TenantContext } from '../auth/request-context';
import { forbidden, validationFailed } from '../http/errors';
import { channelAuth } from './realtime-credentials';

export const channelAuthRoute: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  await app.register((inTenant, _options, registered) => {
    // Before requireTenant's hook reads the caller's privileges: a change committed after this
    // mark makes the authorisation stale (realtime/channel-grants.ts).
    const marks = new WeakMap<FastifyRequest, number>();
    inTenant.addHook('onRequest', (request, _reply, next) => {
      marks.set(request, inTenant.realtimeServer.channelGrants.mark());
      next();
    });
    requireTenant(inTenant, deps);
    acceptFormBodies(inTenant);
    inTenant.withTypeProvider<ZodTypeProvider>().post(
      REALTIME_PATHS.channelAuthorization,
      {
        schema: {
          body: channelAuthorizationRequestSchema,
          response: { 200: channelAuthorizationResponseSchema },
        },
      },
      (request) => {
        const { socket_id: socketId, channel_name: channelName } = request.body;
        const channel = parseRealtimeChannel(channelName);
        if (channel === null) throw validationFailed('channel_name: Not a realtime channel.');
        const context = tenantContext(request);
        assertMayHear(context, channel);
        inTenant.realtimeServer.channelGrants.record(
          socketId,
          [...new Set([context.accountId, context.actorAccountId])],
          marks.get(request) ?? -Infinity,
        );
        return Promise.resolve({
          auth: channelAuth(inTenant.realtimeServer.credentials, socketId, channelName),
        });
      },
    );
    registered();
  });
};

/** Throws 403 unless the caller may subscribe to the channel. */
function assertMayHear(context: TenantContext, channel: RealtimeChannel): void {
  switch (channel.kind) {
    case 'account':
      if (channel.id !== context.accountId) {
        throw forbidden('You may only subscribe to your own account channel.');
      }
      return;
    case 'tenant':
      if (channel.id !== context.tenantId) {
        throw forbidden(
          `You may only subscribe to the channel of the tenant you act in (${API_HEADERS.tenantId}).`,
        );
      }
      return;
    case 'tenantAdmin':
      if (channel.id !== context.tenantId) {
        throw forbidden(
          `You may only subscribe to the admin channel of the tenant you act in (${API_HEADERS.tenantId}).`,
        );
      }
      if (!context.isTenantAdmin) {
        throw forbidden('Only administrators of this tenant may subscribe to its admin channel.');
      }
      return;
  }
}

/** pusher-js posts `socket_id=…&channel_name=…`; a field sent twice stays a list (and fails). */
function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      const fields = new Map<string, string | string[]>();
      for (const [name, value] of new URLSearchParams(body.toString())) {
        const earlier = fields.get(name);
        if (earlier === undefined) fields.set(name, value);
        else fields.set(name, [...(Array.isArray(earlier) ? earlier : [earlier]), value]);
      }
      parsed(null, Object.fromEntries(fields));
    },
  );
}
