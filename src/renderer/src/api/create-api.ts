// Builds every API family from the runtime configuration and the session reader.
import { createAccountsApi } from './accounts';
import type { Api } from './api-context';
import { createAuthApi } from './auth';
import { createFingerprintsApi } from './fingerprints';
import { createHttpClient } from './http-client';
import { createIdentityProviderApi } from './identity-provider';
import { createInstallsApi } from './installs';
import { createInvitationsApi } from './invitations';
import { createReferenceListsApi } from './reference-lists';
import { createSignInActivityApi } from './sign-in-activity';
import { createRolesApi } from './roles';
import type { ApiOptions } from './sign-in-api';
import { createSupportRequestsApi } from './support-requests';

export function createApi({ config, getAuth, getReplaySessionId, fetch }: ApiOptions): Api {
  const family = (baseUrl: string) =>
    createHttpClient({ baseUrl, getAuth, getReplaySessionId, fetch });
  const clients = {
    auth: family(config.api.auth),
    suite: family(config.api.suite),
    talk: family(config.api.talk),
  };
  return {
    accounts: createAccountsApi(clients.auth),
    auth: createAuthApi(clients.auth),
    fingerprints: createFingerprintsApi(clients.auth),
    installs: createInstallsApi(clients.auth),
    invitations: createInvitationsApi(clients.auth),
    referenceLists: createReferenceListsApi(clients),
    signInActivity: createSignInActivityApi(clients.auth),
    identityProvider: createIdentityProviderApi(clients.auth),
    roles: createRolesApi(clients.auth),
    supportRequests: createSupportRequestsApi(clients.auth),
    suite: clients.suite,
  };
}
