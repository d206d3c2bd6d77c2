// The auth API family (spec §7), mounted under API_FAMILY_PREFIXES.auth.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { identityRoutes } from './identity-routes';
import { loginRoutes, type LoginRateLimit } from './login-routes';
import type { AccessTokens } from './tokens';

export type { LoginRateLimit } from './login-routes';

export interface AuthFamilyOptions {
  database: Database;
  tokens: AccessTokens;
  loginRateLimit: LoginRateLimit;
}

export const authFamily: FastifyPluginAsyncZod<AuthFamilyOptions> = async (
  app,
  { database, tokens, loginRateLimit },
) => {
  await app.register(loginRoutes, { database, tokens, rateLimit: loginRateLimit });
  await app.register(identityRoutes, { database, tokens });
};
