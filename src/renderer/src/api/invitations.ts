// The invited person's side of tenant invitations (auth family, src/shared/accounts/invitations.ts):
// the signed-in account's pending invitations, and accepting or declining one. A 404 means the
// invitation is gone (withdrawn, answered elsewhere or expired).
import {
  INVITATIONS_PATHS,
  ownInvitationsResponseSchema,
  type OwnInvitation,
} from '@shared/accounts/invitations';
import { buildPath } from '@shared/paths';
import type { HttpClient } from './http-client';

export interface InvitationsApi {
  own(signal?: AbortSignal): Promise<OwnInvitation[]>;
  /** The account becomes a member of the invitation's tenant. */
  accept(id: string): Promise<void>;
  decline(id: string): Promise<void>;
}

export function createInvitationsApi(client: HttpClient): InvitationsApi {
  return {
    own: (signal) =>
      client.get(INVITATIONS_PATHS.ownInvitations, ownInvitationsResponseSchema, signal),
    accept: (id) =>
      client.send({ method: 'POST', path: buildPath(INVITATIONS_PATHS.acceptInvitation, { id }) }),
    decline: (id) =>
      client.send({ method: 'POST', path: buildPath(INVITATIONS_PATHS.declineInvitation, { id }) }),
  };
}
