// The signed-in person's pending invitations as server state. They belong to the account, not
// to a tenant, so the account id is the root of the key (realtime's invitations-changed on the
// account channel refreshes [accountId, 'invitations']).
import { queryOptions } from '@tanstack/react-query';
import type { InvitationsApi } from '../../api';

export function ownInvitationsQuery(api: InvitationsApi, accountId: string) {
  return queryOptions({
    queryKey: [accountId, 'invitations'] as const,
    queryFn: ({ signal }) => api.own(signal),
    staleTime: 5 * 60_000,
  });
}
