// The route plugin of a module whose every route acts in the caller's tenant: the tenant guard,
// and for modules that publish their writes, the check of the causing socket header, set once.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../auth/request-context';
import { checkCausingSocketId } from '../realtime/admin-events';
import type { ModuleDependencies } from './module';

type RegisterRoutes<Dependencies extends ModuleDependencies> = (
  app: Parameters<FastifyPluginCallbackZod<Dependencies>>[0],
  deps: Dependencies,
) => void;

/** Routes behind requireTenant. */
export function tenantRoutes<Dependencies extends ModuleDependencies = ModuleDependencies>(
  register: RegisterRoutes<Dependencies>,
): FastifyPluginCallbackZod<Dependencies> {
  return (app, deps, done) => {
    requireTenant(app, deps);
    register(app, deps);
    done();
  };
}

/**
 * Routes behind requireTenant that tell realtime subscribers of their writes: a malformed
 * X-Zyno-Socket-Id is refused (400) before any route writes.
 */
export function publishingTenantRoutes<
  Dependencies extends ModuleDependencies = ModuleDependencies,
>(register: RegisterRoutes<Dependencies>): FastifyPluginCallbackZod<Dependencies> {
  return (app, deps, done) => {
    requireTenant(app, deps);
    checkCausingSocketId(app);
    register(app, deps);
    done();
  };
}
