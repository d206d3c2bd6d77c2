// The tenant's identity-provider link (spec §7 /idp/*, admin /admin/iam/idp): its state, setting
// it up and proving it with one sign-in at the provider, unlinking, and the provider's directory
// matched against the tenant's accounts, whose matches can be imported.
import {
  IDP_PATHS,
  idpConfigResponseSchema,
  idpConfigSchema,
  idpImportResponseSchema,
  idpSetupResponseSchema,
  idpUsersResponseSchema,
  type IdpCompleteSetupRequest,
  type IdpConfig,
  type IdpDirectoryUser,
  type IdpImportRequest,
  type IdpImportResponse,
  type IdpSetupRequest,
  type IdpSetupResponse,
} from '@shared/sso/idp';
import type { HttpClient } from './http-client';

export interface IdentityProviderApi {
  /** The tenant's link, or null when there is none. */
  config(signal?: AbortSignal): Promise<IdpConfig | null>;
  setup(request: IdpSetupRequest): Promise<IdpSetupResponse>;
  completeSetup(request: IdpCompleteSetupRequest): Promise<IdpConfig>;
  unlink(): Promise<void>;
  users(signal?: AbortSignal): Promise<IdpDirectoryUser[]>;
  importMatched(request?: IdpImportRequest): Promise<IdpImportResponse>;
}

export function createIdentityProviderApi(client: HttpClient): IdentityProviderApi {
  return {
    config: (signal) =>
      client.request({ method: 'GET', path: IDP_PATHS.config, signal }, idpConfigResponseSchema),
    setup: (body) =>
      client.request({ method: 'POST', path: IDP_PATHS.setup, body }, idpSetupResponseSchema),
    completeSetup: (body) =>
      client.request({ method: 'POST', path: IDP_PATHS.completeSetup, body }, idpConfigSchema),
    unlink: () => client.send({ method: 'POST', path: IDP_PATHS.unlink }),
    users: async (signal) =>
      (
        await client.request(
          { method: 'GET', path: IDP_PATHS.users, signal },
          idpUsersResponseSchema,
        )
      ).users,
    importMatched: (body) =>
      client.request(
        { method: 'POST', path: IDP_PATHS.importMatched, body: body ?? {} },
        idpImportResponseSchema,
      ),
  };
}
