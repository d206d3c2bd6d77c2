// Bearer authentication for the signed-in routes: a preHandler that verifies the access token
// and puts who is calling on `request.auth`. (Masquerade headers, issue 3, refine this context.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { AccessTokens } from './tokens';

export interface AuthContext {
  /** The account the request acts as. */
  accountId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer preHandler; null on routes that do not require sign-in. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/** Requires a valid bearer token on every route registered in `scope` (and its children). */
export function requireBearerToken(scope: FastifyInstance, tokens: AccessTokens): void {
  if (!scope.hasRequestDecorator('auth')) scope.decorateRequest('auth', null);
  scope.addHook('preHandler', async (request) => {
    request.auth = await authenticate(request, tokens);
  });
}

async function authenticate(request: FastifyRequest, tokens: AccessTokens): Promise<AuthContext> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (match?.[1] === undefined) throw unauthorized();
  const accountId = await tokens.verify(match[1]);
  if (accountId === null) throw unauthorized('Your session has expired. Sign in again.');
  return { accountId };
}

/** The caller of a route behind `requireBearerToken`. */
export function signedInCaller(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw unauthorized();
  return request.auth;
}
