// The sales app on the server: its reference lists (spec §3) and the point of sale's catalogue,
// in the caller's tenant.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../http/module';
import { registerReferenceLists } from '../reference-lists/reference-list';
import { registerCatalogueRoutes } from './catalogue-routes';
import { SALES_REFERENCE_LISTS } from './reference-lists-store';

export const salesModule: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  registerReferenceLists(app, deps, SALES_REFERENCE_LISTS);
  registerCatalogueRoutes(app, deps.database);
  done();
};
