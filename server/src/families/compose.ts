// The one way an API family is built: a list of module plugins, each registered in its own scope
// with the family's dependencies. A family adds nothing of its own but what it provides to its
// modules (one module's function another needs, wired here so modules never import each other).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies, ModulePlugin } from '../http/module';

export function composeFamily<Given extends ModuleDependencies, Provided extends object>(
  modules: readonly ModulePlugin<Given & Provided>[],
  provided: Provided,
): FastifyPluginAsyncZod<Given> {
  return async (app, options) => {
    const dependencies: Given & Provided & { prefix?: string } = { ...options, ...provided };
    // Only the dependencies go down: passing the family's own `prefix` on would repeat it.
    delete dependencies.prefix;
    for (const module of modules) {
      await app.register(module, dependencies);
    }
  };
}
