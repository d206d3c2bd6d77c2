// PLACEHOLDER (issue 3, SSO helper): the local OpenID provider (oidc-provider) mounted at /oidc.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export function registerIdentityProvider(
  _app: FastifyInstance,
  _options: { database: Database },
): Promise<void> {
  return Promise.resolve();
}
