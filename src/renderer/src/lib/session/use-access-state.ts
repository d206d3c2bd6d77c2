// Hooks that read the signed-in user and the access context from the session's queries (the
// identity, the permissions, the MSP tenants): the signed-in screens' and route guards' view.
import type { Identity, Tenant } from '@shared/auth/sign-in';
import type { AccessContext } from '@shared/route-access';
import { useQuery } from '@tanstack/react-query';
import { isServerUnreachable } from '../../api';
import { useInstall } from './install';
import { useSession } from './use-session';
import { useSessionQueries } from './use-session-queries';

export type AccessState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; context: AccessContext };

export interface CurrentUser {
  identity: Identity | undefined;
  tenant: Tenant | undefined;
}

function useIdentityQuery() {
  const session = useSession();
  const queries = useSessionQueries();
  return useQuery({ ...queries.identity(session?.tenantId ?? ''), enabled: session !== null });
}

function findTenant(identity: Identity | undefined, tenantId: string | undefined) {
  return identity?.tenants.find((tenant) => tenant.id === tenantId);
}

/** In MSP mode the current tenant is not a membership: it comes from the MSP tenant list. */
function useImpersonatedTenant(): Tenant | undefined {
  const session = useSession();
  const queries = useSessionQueries();
  const homeTenantId = session?.impersonatorTenantId ?? '';
  const { data } = useQuery({ ...queries.mspTenants(homeTenantId), enabled: homeTenantId !== '' });
  return data?.find((tenant) => tenant.id === session?.tenantId);
}

export function useCurrentUser(): CurrentUser {
  const session = useSession();
  const { data: identity } = useIdentityQuery();
  const impersonated = useImpersonatedTenant();
  return { identity, tenant: findTenant(identity, session?.tenantId) ?? impersonated };
}

/** The access context once permissions are known; their failure is the spec §8 error state. */
export function useAccessState(): AccessState {
  const session = useSession();
  const isInstall = useInstall() !== null;
  const queries = useSessionQueries();
  const identityQuery = useIdentityQuery();
  const impersonated = useImpersonatedTenant();
  const permissionsQuery = useQuery({
    ...queries.permissions(session?.tenantId ?? ''),
    enabled: session !== null,
  });

  if (session === null) {
    return {
      status: 'ready',
      context: { signedIn: false, permissions: {}, isTenantAdmin: false, isInstall },
    };
  }
  // Permissions the tab already holds (its last answer, at a reload without the network) stay
  // in use while the server cannot be reached; any answer of the server's replaces them.
  const keepsLastAnswer =
    permissionsQuery.data !== undefined && isServerUnreachable(permissionsQuery.error);
  if (permissionsQuery.isError && !keepsLastAnswer) return { status: 'error' };
  // An identity that fails to load is only logged (spec §7): the user then counts as no admin.
  if (permissionsQuery.isPending || identityQuery.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    context: {
      signedIn: true,
      permissions: permissionsQuery.data,
      isTenantAdmin:
        (findTenant(identityQuery.data, session.tenantId) ?? impersonated)?.isAdmin === true,
      isInstall,
    },
  };
}
