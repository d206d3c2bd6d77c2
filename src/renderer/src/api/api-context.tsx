// Hands the API families to components, so tests and the app can each supply their own.
import type { AccountsApi } from './accounts';
import { requiredContext } from '../lib/required-context';
import type { AuthApi } from './auth';
import type { FingerprintsApi } from './fingerprints';
import type { HttpClient } from './http-client';
import type { IdentityProviderApi } from './identity-provider';
import type { InstallsApi } from './installs';
import type { InvitationsApi } from './invitations';
import type { ReferenceListsApi } from './reference-lists';
import type { SignInActivityApi } from './sign-in-activity';
import type { RolesApi } from './roles';
import type { SupportRequestsApi } from './support-requests';

export interface Api {
  accounts: AccountsApi;
  auth: AuthApi;
  fingerprints: FingerprintsApi;
  installs: InstallsApi;
  invitations: InvitationsApi;
  referenceLists: ReferenceListsApi;
  signInActivity: SignInActivityApi;
  identityProvider: IdentityProviderApi;
  roles: RolesApi;
  supportRequests: SupportRequestsApi;
  /** The suite family's client: suite apps build their calls on it in their feature folder. */
  suite: HttpClient;
}

const apiContext = requiredContext<Api>('Api');

export const ApiProvider = apiContext.Provider;
export const useApi = apiContext.use;
