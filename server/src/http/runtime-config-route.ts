// GET /config.json: the runtime configuration for the origin the browser used to reach us.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigForOrigin,
  runtimeConfigSchema,
  type RuntimeConfigOptions,
} from '@shared/runtime-config';
import { validationFailed } from './errors';

export const runtimeConfigRoute: FastifyPluginCallbackZod<{
  realtimeKey: string;
  runtimeConfig?: RuntimeConfigOptions;
}> = (app, { realtimeKey, runtimeConfig }, done) => {
  app.get(
    RUNTIME_CONFIG_PATH,
    { schema: { response: { 200: runtimeConfigSchema } } },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      if (!URL.canParse(origin)) throw validationFailed('The Host header is not a valid host.');
      void reply.header('Cache-Control', 'no-store');
      return runtimeConfigForOrigin(origin, realtimeKey, runtimeConfig);
    },
  );
  done();
};
