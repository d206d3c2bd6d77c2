// The inventory app on the server: so far its reference lists (spec §3), in the caller's tenant.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../http/module';
import { registerReferenceLists } from '../reference-lists/reference-list';
import { INVENTORY_REFERENCE_LISTS } from './reference-lists-store';

export const inventoryModule: FastifyPluginCallbackZod<ModuleDependencies> = (app, deps, done) => {
  registerReferenceLists(app, deps, INVENTORY_REFERENCE_LISTS);
  done();
};
