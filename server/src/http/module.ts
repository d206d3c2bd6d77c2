// What every module's Fastify plugin is given when a family mounts it (families/compose.ts): the
// database, the access tokens, realtime publishing, the sign-in rate limit and shared call budgets. A module that needs
// more declares it as its own dependencies, and its family provides them.
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../auth/tokens';
import type { Database } from '../db/database';
import type { RealtimePublisher } from '../realtime/publisher';
import type { LoginRateLimit } from './rate-limits';
import type { CallBudgets } from './rate-limit-store';

export interface ModuleDependencies {
  database: Database;
  tokens: AccessTokens;
  realtime: RealtimePublisher;
  loginRateLimit: LoginRateLimit;
  /** Per-key call budgets counted across server processes (the shared rate-limit store). */
  callBudgets: CallBudgets;
}

/** A module's plugin (its index.ts), or one of its route plugins. */
export type ModulePlugin<Dependencies extends ModuleDependencies = ModuleDependencies> =
  FastifyPluginAsyncZod<Dependencies> | FastifyPluginCallbackZod<Dependencies>;
