// The auth API family (spec §7): e-mail step, password login, logout, identity and permissions.
import {
  AUTH_PATHS,
  identitySchema,
  loginAnswerSchema,
  permissionsResponseSchema,
  type Identity,
  type LoginAnswer,
  type LoginRequest,
  type PasswordLoginRequest,
  type RenewRequest,
} from '@shared/auth/sign-in';
import { PASSWORD_PATHS, type SetPasswordRequest } from '@shared/auth/passwords';
import { MSP_PATHS, mspTenantsResponseSchema, type MspTenant } from '@shared/msp/msp-tenants';
import type { Permissions } from '@shared/permissions';
import { SSO_PATHS, type SsoCallbackRequest } from '@shared/sso/sso';
import type { HttpClient } from './http-client';
import { requestSession, type SessionCall } from './session-request';

export interface AuthApi {
  /** E-mail step: answers with a single sign-on authorizeUrl or that a password is needed. */
  login(request: LoginRequest): Promise<LoginAnswer>;
  passwordLogin: SessionCall<PasswordLoginRequest>;
  /** Renews the session with the refresh cookie; 401 when the session is gone. */
  renew: SessionCall<RenewRequest>;
  /** The single sign-on popup's answer (code and state) completes the sign-in. */
  ssoCallback: SessionCall<SsoCallbackRequest>;
  logout(): Promise<void>;
  identity(signal?: AbortSignal): Promise<Identity>;
  permissions(signal?: AbortSignal): Promise<Permissions>;
  /** Tenants an MSP technician or system administrator may enter without being a member. */
  mspTenants(signal?: AbortSignal): Promise<MspTenant[]>;
  /** PUT /identity/set-password: one's own secret (accountId omitted) or a member's. */
  setPassword(request: SetPasswordRequest): Promise<void>;
}

export function createAuthApi(client: HttpClient): AuthApi {
  return {
    login: (body) => client.post(AUTH_PATHS.login, body, loginAnswerSchema),
    passwordLogin: (body) => requestSession(client, AUTH_PATHS.passwordLogin, body),
    renew: (body) => requestSession(client, AUTH_PATHS.renew, body),
    ssoCallback: (body) => requestSession(client, SSO_PATHS.callback, body),
    // The refresh cookie password login set must reach the server for it to be revoked.
    logout: () => client.send({ method: 'POST', path: AUTH_PATHS.logout, withCredentials: true }),
    identity: (signal) => client.get(AUTH_PATHS.identity, identitySchema, signal),
    permissions: (signal) => client.get(AUTH_PATHS.permissions, permissionsResponseSchema, signal),
    mspTenants: (signal) => client.get(MSP_PATHS.tenants, mspTenantsResponseSchema, signal),
    setPassword: (body) => client.send({ method: 'PUT', path: PASSWORD_PATHS.setPassword, body }),
  };
}
