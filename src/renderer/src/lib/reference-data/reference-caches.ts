// The reference caches (spec §3 "Reference data lists, each cached by id", §4 Session start 5):
// the fifteen lists load, keyed by tenant and user, and load again whenever the user, the tenant
// or the install changes. Screens read a list as a Map by id.
import {
  REFERENCE_LIST_NAMES,
  type ReferenceItem,
  type ReferenceListName,
} from '@shared/reference-lists/reference-lists';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { useApi, type ReferenceListsApi } from '../../api';
import { installAtom, sessionAtom, useInstall, useSession } from '../session';

type JotaiStore = ReturnType<typeof createStore>;

const REFERENCE_STALE_MS = 10 * 60_000;

export function referenceListQuery<Name extends ReferenceListName>(
  api: ReferenceListsApi,
  scope: { tenantId: string; userId: string; installId: string | null },
  name: Name,
) {
  return queryOptions({
    queryKey: [scope.tenantId, 'reference', scope.userId, scope.installId, name] as const,
    queryFn: ({ signal }) => api.list(name, signal),
    select: (items: ReferenceItem<Name>[]) => new Map(items.map((item) => [item.id, item])),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** One list as a Map by id; empty until it has loaded, or when the caller may not read it. */
export function useReferenceList<Name extends ReferenceListName>(
  name: Name,
): Map<string, ReferenceItem<Name>> {
  const { referenceLists } = useApi();
  const session = useSession();
  const install = useInstall();
  const { data } = useQuery({
    ...referenceListQuery(
      referenceLists,
      {
        tenantId: session?.tenantId ?? '',
        userId: session?.userId ?? '',
        installId: install?.id ?? null,
      },
      name,
    ),
    enabled: session !== null,
  });
  return data ?? new Map<string, ReferenceItem<Name>>();
}

/** Loads every list whenever a session starts or its user or tenant changes. */
export function startReferenceCaches({
  store,
  queryClient,
  api,
}: {
  store: JotaiStore;
  queryClient: QueryClient;
  api: ReferenceListsApi;
}): () => void {
  let loadedFor = '';
  const load = () => {
    const session = store.get(sessionAtom);
    if (session === null) {
      loadedFor = '';
      return;
    }
    const scope = {
      tenantId: session.tenantId,
      userId: session.userId,
      installId: store.get(installAtom)?.id ?? null,
    };
    const key = `${scope.tenantId}/${scope.userId}/${scope.installId ?? ''}`;
    if (key === loadedFor) return;
    loadedFor = key;
    for (const name of REFERENCE_LIST_NAMES) {
      // A list that fails to load is fetched again by the screen that needs it.
      queryClient.query(referenceListQuery(api, scope, name)).catch(() => undefined);
    }
  };
  load();
  const unsubscribeSession = store.sub(sessionAtom, load);
  const unsubscribeInstall = store.sub(installAtom, load);
  return () => {
    unsubscribeSession();
    unsubscribeInstall();
  };
}
