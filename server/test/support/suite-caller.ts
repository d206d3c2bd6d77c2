// Calls to the suite family as an admin or a seller in their tenant (a system administrator's
// masquerade tenant when it is one), or without sign-in: the admin sales tests' one way to call.
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import {
  callApi,
  harborAdmin,
  sysAdminIn,
  type Admin,
  type ApiCall,
  type HttpTestApp,
} from '../fixtures';

export type SuiteCaller = { jwt: string; tenantId: string; masquerade?: boolean } | null;

export function callSuiteAs(
  server: HttpTestApp,
  who: SuiteCaller,
  path: string,
  call: ApiCall = {},
): Promise<Response> {
  const headers: ApiCall =
    who === null
      ? {}
      : who.masquerade === true
        ? { jwt: who.jwt, masqueradeTenantId: who.tenantId }
        : { jwt: who.jwt, tenantId: who.tenantId };
  return callApi(server, `${API_FAMILY_PREFIXES.suite}${path}`, { ...headers, ...call });
}

/** Ava, Harbor Coffee's admin, and the system administrator acting in Bluebird Dental. */
export async function adminsOfTwoTenants(
  server: HttpTestApp,
): Promise<{ ava: Admin; bluebird: Admin }> {
  return { ava: await harborAdmin(server), bluebird: await sysAdminIn(server, 'Bluebird Dental') };
}
