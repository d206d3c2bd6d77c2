// Routes behind their own guards (hooks such as requireTenant): a child Fastify scope, so the
// guards reach only the routes registered in it, which see zod-typed requests.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Each guard is called with the scope and the dependencies, in order, before the routes. */
export async function guardedRoutes<Dependencies>(
  app: FastifyInstance,
  deps: Dependencies,
  guards: ((scope: FastifyInstance, deps: Dependencies) => void)[],
  routes: (scope: ZodScope) => void,
): Promise<void> {
  await app.register((scope, _options, done) => {
    for (const guard of guards) guard(scope, deps);
    routes(scope.withTypeProvider<ZodTypeProvider>());
    done();
  });
}
