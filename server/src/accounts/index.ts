// Accounts (spec §6, §7 /accounts, /invitations): a tenant's members as its administrators manage
// them, the invitations of accounts another tenant manages, and each account's sign-in pauses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDependencies } from '../http/module';
import { accountsRoutes } from './accounts-routes';
import { invitationsRoutes } from './invitations-routes';
import { signInLocksRoutes } from './sign-in-locks-routes';

/** For single sign-on's directory import, which invites accounts another tenant manages. */
export { inviteAccount } from './invitations-store';

/** For the start-up banner: whether the demo accounts exist, and how they sign in. */
export { DEMO_ACCOUNTS, hasDemoAccounts } from './seed';

export const accountsModule: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  await app.register(accountsRoutes, deps);
  await app.register(invitationsRoutes, deps);
  await app.register(signInLocksRoutes, deps);
};
