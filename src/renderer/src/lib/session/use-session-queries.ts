// The session's queries (its identity, permissions and MSP tenants), with the last answers kept
// for it. The signed-in user and the access context are in use-access-state.ts.
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useSignInApi } from '../../api';
import type { Session } from './session';
import { useInstall } from './install';
import { accessOwner, readLastAccess, tenantAnswering } from './last-access';
import { lastAccessStorageAtom } from './last-access-keeper';
import { sessionQueries, type LastAccessReader } from './session-queries';
import { useSession } from './use-session';

/** Reads the last answers kept for the signed-in session, each from the tenant that gave it. */
function lastAccessReader(
  session: Session | null,
  installId: string | null,
  storage: Storage | null,
): LastAccessReader {
  if (session === null || storage === null) return () => null;
  const owner = accessOwner(session, installId);
  return (tenantId, kind) =>
    tenantId === tenantAnswering(owner, kind) ? readLastAccess(storage, owner) : null;
}

export function useSessionQueries() {
  const { auth } = useSignInApi();
  const session = useSession();
  const installId = useInstall()?.id ?? null;
  const storage = useAtomValue(lastAccessStorageAtom);
  return useMemo(
    () => sessionQueries(auth, lastAccessReader(session, installId, storage)),
    [auth, installId, session, storage],
  );
}
