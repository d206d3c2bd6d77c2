// Hooks that change a signed-in session: switching tenants, impersonation, and switching the idle
// timeout off while a component needs it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import {
  impersonationKind,
  stopImpersonation,
  startTenantImpersonation,
  type ImpersonationKind,
} from './impersonation';
import { idleTimeoutDisablersAtom } from './session-control-atoms';
import { sessionAtom } from './session-atoms';
import { orderTenants, type SwitchableTenant } from './tenant-list';
import { useCurrentUser } from './use-access-state';
import { useSession } from './use-session';
import { useSessionQueries } from './use-session-queries';
import { hasPermission } from '@shared/permissions';

/** Whether this user may see tenants beyond their memberships (spec §6 tenant list). */
function useMayEnterOtherTenants(): boolean {
  const session = useSession();
  const { identity } = useCurrentUser();
  const queries = useSessionQueries();
  const permissions = useQuery({
    ...queries.permissions(session?.impersonatorTenantId ?? session?.tenantId ?? ''),
    enabled: session !== null,
  });
  if (session === null || identity === undefined) return false;
  if (session.impersonatorTenantId !== null || session.impersonatorUserId !== null) return true;
  if (identity.isSysAdmin) return true;
  return permissions.data !== undefined && hasPermission(permissions.data, 'msp', 'login');
}

/** The tenant switcher's list: current first, favourites, then by name (spec §6). */
export function useTenants(): { tenants: SwitchableTenant[]; isLoading: boolean } {
  const session = useSession();
  const { identity } = useCurrentUser();
  const queries = useSessionQueries();
  const mayEnterOthers = useMayEnterOtherTenants();
  const homeTenantId = session?.impersonatorTenantId ?? session?.tenantId ?? '';
  const msp = useQuery({ ...queries.mspTenants(homeTenantId), enabled: mayEnterOthers });
  const tenants = orderTenants(identity?.tenants ?? [], msp.data ?? [], session?.tenantId ?? null);
  return { tenants, isLoading: identity === undefined || (mayEnterOthers && msp.isPending) };
}

/** Spec §4 "Tenant switch": set the tenant, enter or leave MSP mode, reload the session. */
export function useSwitchTenant(): (tenant: SwitchableTenant) => void {
  const session = useSession();
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  return useCallback(
    (tenant) => {
      if (session === null || tenant.id === session.tenantId) return;
      let next;
      if (session.impersonatorTenantId === tenant.id) next = stopImpersonation(session);
      else if (tenant.isMspTenant) {
        const home = session.impersonatorTenantId === null ? session : stopImpersonation(session);
        next = startTenantImpersonation(home, tenant.id);
      } else if (session.impersonatorTenantId !== null) {
        next = { ...stopImpersonation(session), tenantId: tenant.id };
      } else next = { ...session, tenantId: tenant.id };
      queryClient.clear();
      setSession(next);
    },
    [queryClient, session, setSession],
  );
}

export interface Impersonation {
  kind: ImpersonationKind | null;
  /** Back to the impersonator's own user or tenant; the session reloads. */
  stop: () => void;
}

export function useImpersonation(): Impersonation {
  const session = useSession();
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  const stop = useCallback(() => {
    if (session === null) return;
    const next = stopImpersonation(session);
    queryClient.clear();
    setSession(next);
  }, [queryClient, session, setSession]);
  return { kind: session === null ? null : impersonationKind(session), stop };
}

/** Switches the idle timeout off while the calling component is mounted and `disabled` holds. */
export function useDisableIdleTimeout(disabled: boolean): void {
  const change = useSetAtom(idleTimeoutDisablersAtom);
  useEffect(() => {
    if (!disabled) return undefined;
    change((count) => count + 1);
    return () => {
      change((count) => count - 1);
    };
  }, [change, disabled]);
}
