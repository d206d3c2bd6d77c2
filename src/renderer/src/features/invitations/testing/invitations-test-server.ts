// The fake auth family of the invitation tests, taught the invited person's side: their pending
// invitations, accepting one (the account then counts the tenant among its memberships) and
// declining one; an invitation it no longer holds answers 404 in the one error shape.
import { API_HEADERS } from '@shared/api-headers';
import { INVITATIONS_PATHS, type OwnInvitation } from '@shared/accounts/invitations';
import type { Tenant } from '@shared/auth/sign-in';
import type { DemoAccount } from '../../../test/demo-accounts';
import {
  createFakeAuthServer,
  TEST_CONFIG,
  type FakeAuthServer,
} from '../../../test/fake-auth-server';

export interface InvitationsTestServer extends FakeAuthServer {
  /** What the server holds now; a test removes one to play its withdrawal or expiry. */
  invitations: OwnInvitation[];
}

const ANSWER_PATH = /^\/identity\/invitations\/([^/]+)\/(accept|decline)$/;

/**
 * `account` is the signed-in person (a copy the server may change); `tenants` maps each
 * invitation's tenant id to the membership accepting it gives.
 */
export function createInvitationsTestServer(
  account: DemoAccount,
  invitations: OwnInvitation[],
  tenants: readonly Tenant[],
): InvitationsTestServer {
  const server = createFakeAuthServer({ accounts: [account] });
  const held = [...invitations];
  const authPath = new URL(TEST_CONFIG.api.auth).pathname;

  function route(method: string, path: string): Response | null {
    if (method === 'GET' && path === INVITATIONS_PATHS.ownInvitations) {
      return Response.json(held);
    }
    const answer = method === 'POST' ? ANSWER_PATH.exec(path) : null;
    if (answer === null) return null;
    const index = held.findIndex((invitation) => invitation.id === answer[1]);
    const invitation = held[index];
    if (invitation === undefined) {
      return Response.json(
        { error: { code: 'not_found', message: 'The invitation does not exist.' } },
        { status: 404 },
      );
    }
    held.splice(index, 1);
    const tenant = tenants.find((candidate) => candidate.id === invitation.tenantId);
    if (answer[2] === 'accept' && tenant !== undefined) {
      account.identity = { ...account.identity, tenants: [...account.identity.tenants, tenant] };
    }
    return new Response(null, { status: 204 });
  }

  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const path = url.pathname.slice(authPath.length);
    const headers = new Headers(init?.headers);
    // Unsigned calls go on to the fake server, which refuses them as it refuses any.
    const answer = headers.has(API_HEADERS.authorization) ? route(method, path) : null;
    if (answer === null) return server.fetch(input, init);
    server.requests.push({
      method,
      path,
      headers,
      body: undefined,
      credentials: init?.credentials,
    });
    return Promise.resolve(answer);
  };

  return { ...server, fetch, invitations: held };
}
