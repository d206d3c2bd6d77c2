// The sales app on the server: its reference lists (spec §3), in the caller's tenant; cash
// drawer sessions and managers' approvals at the till.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import type { ModuleDependencies } from '../http/module';
import { registerReferenceLists } from '../reference-lists/reference-list';
import { approvalsRoutes } from './approvals-routes';
import { drawersRoutes } from './drawers-routes';
import { SALES_REFERENCE_LISTS } from './reference-lists-store';

export const salesModule: FastifyPluginCallbackZod<
  ModuleDependencies & FingerprintMatcherDependencies
> = (app, deps, done) => {
  registerReferenceLists(app, deps, SALES_REFERENCE_LISTS);
  void app.register(approvalsRoutes, deps);
  void app.register(drawersRoutes, deps);
  done();
};
