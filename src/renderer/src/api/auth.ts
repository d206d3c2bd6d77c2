// The auth API family (spec §7): e-mail step, password login, logout, identity and permissions.
import {
  AUTH_PATHS,
  identitySchema,
  loginAnswerSchema,
  loginResponseSchema,
  permissionsResponseSchema,
  type Identity,
  type LoginAnswer,
  type LoginRequest,
  type LoginResponse,
  type PasswordLoginRequest,
} from '@shared/auth-api';
import type { Permissions } from '@shared/permissions';
import type { HttpClient } from './http-client';

export interface AuthApi {
  /** E-mail step: answers with a single sign-on authorizeUrl or that a password is needed. */
  login(request: LoginRequest): Promise<LoginAnswer>;
  passwordLogin(request: PasswordLoginRequest): Promise<LoginResponse>;
  logout(): Promise<void>;
  identity(signal?: AbortSignal): Promise<Identity>;
  permissions(signal?: AbortSignal): Promise<Permissions>;
}

export function createAuthApi(client: HttpClient): AuthApi {
  return {
    login: (body) =>
      client.request({ method: 'POST', path: AUTH_PATHS.login, body }, loginAnswerSchema),
    passwordLogin: (body) =>
      client.request(
        { method: 'POST', path: AUTH_PATHS.passwordLogin, body, withCredentials: true },
        loginResponseSchema,
      ),
    // The refresh cookie password login set must reach the server for it to be revoked.
    logout: () => client.send({ method: 'POST', path: AUTH_PATHS.logout, withCredentials: true }),
    identity: (signal) =>
      client.request({ method: 'GET', path: AUTH_PATHS.identity, signal }, identitySchema),
    permissions: (signal) =>
      client.request(
        { method: 'GET', path: AUTH_PATHS.permissions, signal },
        permissionsResponseSchema,
      ),
  };
}
