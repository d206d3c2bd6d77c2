// Keeps the session's last identity and permissions (last-access.ts) in step with the session: every
// answer the server gives for the signed-in user is written, and the entry goes as soon as the
// user, tenant, station or impersonation changes, the session ends, or the server refuses them.
import type { QueryClient } from '@tanstack/react-query';
import { atom, type createStore } from 'jotai';
import { isApiError } from '../../api';
import { installAtom } from './install';
import {
  accessOwner,
  forgetAccess,
  forgetAccessUnlessOwnedBy,
  rememberAccess,
  type AccessOwner,
  tenantAnswering,
  type LastAccessKind,
} from './last-access';
import { sessionAtom } from './session-atoms';

type JotaiStore = ReturnType<typeof createStore>;

/** The storage the keeper writes to; null until it starts (and in tests that never start it). */
export const lastAccessStorageAtom = atom<Storage | null>(null);

export interface LastAccessKeeperOptions {
  store: JotaiStore;
  queryClient: QueryClient;
  /** Where the session lives: localStorage in a browser, sessionStorage in install mode. */
  storage: Storage;
}

/** Whose answers the current session reads; null when no one is signed in. */
function currentAccessOwner(store: JotaiStore): AccessOwner | null {
  const session = store.get(sessionAtom);
  return session === null ? null : accessOwner(session, store.get(installAtom)?.id ?? null);
}

/** A refusal is the server's word on this session: whatever was kept for it no longer holds. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

const KIND_OF_QUERY: Record<string, LastAccessKind> = {
  identity: 'identity',
  permissions: 'permissions',
  'msp-tenants': 'mspTenants',
};

/** The tenant and kind of an identity, permissions or MSP tenants query's key (session-queries.ts). */
function accessQueryKey(queryKey: unknown): [unknown, LastAccessKind] | null {
  if (!Array.isArray(queryKey)) return null;
  const name: unknown = queryKey[1];
  const kind = typeof name === 'string' ? KIND_OF_QUERY[name] : undefined;
  return kind === undefined ? null : [queryKey[0], kind];
}

/** Starts keeping; call after the session and install stores have loaded. Returns the stop. */
export function startLastAccessKeeper({
  store,
  queryClient,
  storage,
}: LastAccessKeeperOptions): () => void {
  store.set(lastAccessStorageAtom, storage);
  const forgetOthers = () => {
    forgetAccessUnlessOwnedBy(storage, currentAccessOwner(store));
  };
  forgetOthers();
  const stops = [
    store.sub(sessionAtom, forgetOthers),
    store.sub(installAtom, forgetOthers),
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const key = accessQueryKey(event.query.queryKey);
      if (key === null) return;
      const [tenantId, kind] = key;
      const owner = currentAccessOwner(store);
      // Queries of another tenant (the home tenant's own, while in MSP mode) are not this session's.
      if (owner === null || tenantId !== tenantAnswering(owner, kind)) return;
      if (event.action.type === 'success') rememberAccess(storage, owner, kind, event.action.data);
      else if (event.action.type === 'error' && isRefusal(event.action.error))
        forgetAccess(storage);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    store.set(lastAccessStorageAtom, null);
  };
}
