// The reference caches (spec §3 "Reference data lists, each cached by id", §4 Session start 5):
// the lists the user may read load, keyed by tenant and user, and load again whenever the user,
// the tenant or the install changes. Screens read a list as a Map by id.
import {
  mayReadReferenceList,
  REFERENCE_LIST_NAMES,
  type ReferenceItem,
  type ReferenceListName,
} from '@shared/reference-lists/reference-lists';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi, type ReferenceListsApi } from '../../api';
import { useAccessState, useCurrentUser, useInstall, useSession } from '../session';
import { eachWhenIdle } from '../when-idle';

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

/**
 * The lists the signed-in user may read, loaded once their permissions are known (the launcher's
 * permissions go first, the lists after, once the browser is idle) and again whenever the user,
 * the tenant, the install or what they may read changes. A list they may not read is never asked for, so no 403 is logged.
 */
export function useReferenceCaches(): void {
  const { referenceLists } = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const install = useInstall();
  const access = useAccessState();
  const { tenant } = useCurrentUser();

  const readable =
    session !== null && access.status === 'ready' && access.context.signedIn
      ? REFERENCE_LIST_NAMES.filter((name) =>
          mayReadReferenceList(name, {
            // An identity that failed to load leaves only the lists every member reads.
            tenantApps: tenant?.apps ?? [],
            permissions: access.context.permissions,
            isTenantAdmin: access.context.isTenantAdmin,
          }),
        )
      : [];
  // Plain values, so the loads run again only when one of them changes.
  const readableNames = readable.join(',');
  const tenantId = session?.tenantId ?? null;
  const userId = session?.userId ?? '';
  const installId = install?.id ?? null;

  useEffect(() => {
    if (tenantId === null) return;
    const scope = { tenantId, userId, installId };
    const names = new Set(readableNames.split(','));
    // Once the screen the sign-in lands on has drawn, one list per idle moment: the lists'
    // requests and answers must not hold up the launcher's cards, nor add up to a long task
    // (issue 17).
    return eachWhenIdle(
      REFERENCE_LIST_NAMES.filter((candidate) => names.has(candidate)),
      (name) => {
        // A list that fails to load is fetched again by the screen that needs it.
        queryClient.query(referenceListQuery(referenceLists, scope, name)).catch(() => undefined);
      },
    );
  }, [tenantId, userId, installId, readableNames, queryClient, referenceLists]);
}

/** Mounted once inside the app's providers: keeps the reference caches loaded. */
export function ReferenceCaches(): null {
  useReferenceCaches();
  return null;
}
