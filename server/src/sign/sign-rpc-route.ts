// POST /sign/rpc (spec §7, body not shown): JSON-RPC 2.0 for statements the server signs about the
// signed-in user. support.identity answers the support widget's identity token. JSON-RPC answers,
// errors included, are HTTP 200 (a body of notifications only: 204); the route needs sign-in,
// and without it answers 401 in the API's error shape. The token asserts the person who signed
// in, also while they impersonate someone: tickets come from whoever is at the keyboard.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SIGN_PATHS,
  SIGN_RPC_METHODS,
  jsonRpcResponseSchema,
  supportIdentityParamsSchema,
} from '@shared/sign-api';
import type { AuthFamilyDependencies } from '../auth/dependencies';
import { requireSignIn, signedInCaller, type SignedInCaller } from '../auth/request-context';
import { unauthorized } from '../http/errors';
import { answerJsonRpc, UNPARSABLE_BODY, type JsonRpcMethods } from './json-rpc';
import { signSupportIdentity } from './support-identity';

export const signRpcRoute: FastifyPluginCallbackZod<AuthFamilyDependencies> = (app, deps, done) => {
  const { database } = deps;
  requireSignIn(app, deps);

  // Here a body that is not JSON is a JSON-RPC parse error (-32700), not the API's 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    const text = body.toString();
    if (text.trim() === '') {
      parsed(null, undefined);
      return;
    }
    void parseJson(request, text, (error, value: unknown) => {
      parsed(null, error === null ? value : UNPARSABLE_BODY);
    });
  });

  const methods: JsonRpcMethods<SignedInCaller> = {
    [SIGN_RPC_METHODS.supportIdentity]: {
      params: supportIdentityParamsSchema,
      async run(_params, caller) {
        const identity = await signSupportIdentity(database, caller.actorAccountId);
        if (identity === null) throw unauthorized('This account no longer exists.');
        return identity;
      },
    },
  };

  app.post(
    SIGN_PATHS.rpc,
    {
      schema: {
        body: z.unknown(),
        response: {
          200: z.union([jsonRpcResponseSchema, z.array(jsonRpcResponseSchema)]),
          204: z.undefined(),
        },
      },
    },
    async (request, reply) => {
      const answer = await answerJsonRpc(
        methods,
        request.body,
        signedInCaller(request),
        request.log,
      );
      if (answer === null) return reply.code(204).send();
      return reply.code(200).send(answer);
    },
  );

  done();
};
