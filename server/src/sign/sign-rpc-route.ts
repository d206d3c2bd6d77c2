// PLACEHOLDER (issue 3, admin helper): POST /sign/rpc.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthFamilyDependencies } from '../auth/dependencies';

export const signRpcRoute: FastifyPluginCallbackZod<AuthFamilyDependencies> = (
  _app,
  _deps,
  done,
) => {
  done();
};
