// POST /sign/rpc (spec §7, body not shown): JSON-RPC 2.0 for statements the server signs about the
// signed-in user. support.identity answers the support widget's identity token. JSON-RPC answers,
// errors included, are HTTP 200 (a body of notifications only: 204); the route needs sign-in,
// and without it answers 401 in the API's error shape. The token asserts the person who signed
// in, also while they impersonate someone: tickets come from whoever is at the keyboard.
// Limits (src/shared/sign/sign-rpc.ts): at most SIGN_RPC_MAX_BATCH_CALLS calls a batch, a time budget
// per call, and SIGN_RPC_RATE_LIMIT calls per signed-in account (429 beyond), counted across
// server processes in the shared rate-limit store (deps.callBudgets).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/api-error';
import {
  SIGN_PATHS,
  SIGN_RPC_CALL_TIMEOUT_MS,
  SIGN_RPC_MAX_BATCH_CALLS,
  SIGN_RPC_METHODS,
  SIGN_RPC_RATE_LIMIT,
  jsonRpcResponseSchema,
  supportIdentityParamsSchema,
} from '@shared/sign/sign-rpc';
import type { ModuleDependencies } from '../http/module';
import { requireSignIn, signedInCaller, type SignedInCaller } from '../auth/request-context';
import { ApiError, unauthorized } from '../http/errors';
import {
  answerJsonRpc,
  callsIn,
  isOversizedBatch,
  UNPARSABLE_BODY,
  type JsonRpcLimits,
  type JsonRpcMethods,
} from './json-rpc';
import { signSupportIdentity } from './support-identity';

const LIMITS: JsonRpcLimits = {
  maxBatchCalls: SIGN_RPC_MAX_BATCH_CALLS,
  callTimeoutMs: SIGN_RPC_CALL_TIMEOUT_MS,
};

export const signRpcRoute: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
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
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request);
      // An oversized batch is refused before it counts: none of its calls runs. The budget is the
      // signed-in person's, also while they impersonate someone.
      if (!isOversizedBatch(request.body, LIMITS)) {
        const admission = await deps.callBudgets.admit(
          `sign-rpc ${caller.actorAccountId}`,
          callsIn(request.body),
          SIGN_RPC_RATE_LIMIT.calls,
          SIGN_RPC_RATE_LIMIT.windowMs,
        );
        if (!admission.admitted) {
          const { retryAfterSeconds } = admission;
          const refusal = new ApiError(
            429,
            'rate_limited',
            `Too many calls. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
          );
          return reply
            .code(429)
            .header('retry-after', String(retryAfterSeconds))
            .send(refusal.toBody());
        }
      }
      const answer = await answerJsonRpc(methods, request.body, caller, request.log, LIMITS);
      if (answer === null) return reply.code(204).send();
      return reply.code(200).send(answer);
    },
  );

  done();
};
