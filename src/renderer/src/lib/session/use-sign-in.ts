// Starts a session from a login answer (spec §4 Session start 4): picks the tenant, keeps the
// identity the answer carried and loads the tenant's permissions before the app moves on.
import type { LoginResponse } from '@shared/auth/sign-in';
import type { AccessContext } from '@shared/route-access';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useQueryClients } from '../query-clients';
import { chooseTenant } from './choose-tenant';
import { preferredTenantIdAtom, startSessionAtom } from './session-atoms';
import { installAtom } from './install';
import { useSessionQueries } from './use-session-queries';

export type SignInResult =
  { ok: true; context: AccessContext } | { ok: false; reason: 'no_tenant' };

export function useSignIn(): (response: LoginResponse) => Promise<SignInResult> {
  const queryClients = useQueryClients();
  const queries = useSessionQueries();
  const preferredTenantId = useAtomValue(preferredTenantIdAtom);
  const isInstall = useAtomValue(installAtom) !== null;
  const startSession = useSetAtom(startSessionAtom);

  return useCallback(
    async (response) => {
      const tenant = chooseTenant(response.identity.tenants, preferredTenantId);
      if (tenant === null) return { ok: false, reason: 'no_tenant' };
      // The public pages start without the query client: its code comes with the first sign-in.
      const queryClient = await queryClients.load();
      // Nothing cached for an earlier session may serve this one (mutations, such as the
      // login in flight, stay).
      queryClient.removeQueries();
      startSession({
        jwt: response.jwt,
        expiresAt: response.expiresAt,
        rememberMeExpiresAt: response.rememberMeExpiresAt,
        userId: response.identity.id,
        tenantId: tenant.id,
        impersonatorUserId: null,
        impersonatorTenantId: response.impersonatorTenantId,
      });
      queryClient.setQueryData(queries.identity(tenant.id).queryKey, response.identity);
      // A failure stays in the cache, where the launcher shows it (spec §8).
      const permissions = await queryClient.query(queries.permissions(tenant.id)).catch(() => ({}));
      return {
        ok: true,
        context: {
          signedIn: true,
          permissions,
          isTenantAdmin: tenant.isAdmin,
          isInstall,
        },
      };
    },
    [isInstall, preferredTenantId, queries, queryClients, startSession],
  );
}

/** Starts a session from a login answer (the SSO callback's, or any other sign-in's). */
export function useCompleteSignIn(): (
  response: LoginResponse,
  options?: { rememberMe: boolean },
) => Promise<SignInResult> {
  const signIn = useSignIn();
  // Remember me travels in the answer itself (rememberMeExpiresAt).
  return useCallback((response) => signIn(response), [signIn]);
}
