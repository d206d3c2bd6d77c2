// The HTTP trigger API, compatible with Pusher's REST API and the `pusher` npm SDK: POST
// /apps/{appId}/events and /apps/{appId}/batch_events, signed with the app's key and secret.
// Triggered events go through the same fan-out as the server's own. Unknown app 404, bad
// signature 401, bad body 400 (checked in that order, so unsigned callers learn nothing more).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  triggerBatchSchema,
  triggerEventSchema,
  triggerPathParamsSchema,
  triggerResponseSchema,
} from '@shared/realtime';
import { notFoundError } from '../http/errors';
import { zodValidatorCompiler } from '../http/validation';
import type { ChannelHub } from './channel-hub';
import type { RealtimeCredentials } from './realtime-credentials';
import { verifyTriggerSignature } from './trigger-signature';

export const TRIGGER_PATHS = {
  events: '/apps/:appId/events',
  batchEvents: '/apps/:appId/batch_events',
} as const;

export interface TriggerRoutesOptions {
  credentials: RealtimeCredentials;
  hub: ChannelHub;
}

export const triggerRoutes: FastifyPluginCallbackZod<TriggerRoutesOptions> = (
  app,
  { credentials, hub },
  done,
) => {
  // Set here too, so the realtime server attaches to any Fastify instance (tests use bare ones).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const rawBodies = keepRawJsonBodies(app);

  /** preValidation: the app and the signature are checked before the body is. */
  const authenticate = (request: FastifyRequest): Promise<void> =>
    Promise.resolve().then(() => {
      const params = triggerPathParamsSchema.safeParse(request.params);
      if (!params.success || params.data.appId !== credentials.appId) {
        throw notFoundError('There is no realtime app with this id.');
      }
      verifyTriggerSignature(credentials, {
        method: request.method,
        path: request.url.split('?', 1)[0] ?? request.url,
        query: request.query,
        body: rawBodies.get(request) ?? '',
        nowMs: Date.now(),
      });
    });

  app.post(
    TRIGGER_PATHS.events,
    {
      preValidation: authenticate,
      schema: {
        params: triggerPathParamsSchema,
        body: triggerEventSchema,
        response: { 200: triggerResponseSchema },
      },
    },
    (request) => {
      const { name, data, channel, channels, socket_id: exceptSocketId } = request.body;
      // The schema admits exactly one of channel and channels.
      for (const each of new Set(channels ?? (channel === undefined ? [] : [channel]))) {
        hub.deliver({ channel: each, event: name, data, exceptSocketId });
      }
      return Promise.resolve({});
    },
  );

  app.post(
    TRIGGER_PATHS.batchEvents,
    {
      preValidation: authenticate,
      schema: {
        params: triggerPathParamsSchema,
        body: triggerBatchSchema,
        response: { 200: triggerResponseSchema },
      },
    },
    (request) => {
      for (const { channel, name, data, socket_id: exceptSocketId } of request.body.batch) {
        hub.deliver({ channel, event: name, data, exceptSocketId });
      }
      return Promise.resolve({});
    },
  );

  done();
};

/** JSON bodies parsed as usual, with the raw text kept for body_md5 (this scope only). */
function keepRawJsonBodies(app: FastifyInstance): WeakMap<FastifyRequest, string> {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    rawBodies.set(request, text);
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  return rawBodies;
}
