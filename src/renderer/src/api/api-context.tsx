// Hands the API families to components, so tests and the app can each supply their own. The
// public pages have only the sign-in families (SignInApi); the signed-in app provides them all.
import type { ReactNode } from 'react';
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

/** The families a sign-in and the session need: what the public pages start with. */
export type SignInApi = Pick<Api, 'auth' | 'installs'>;

const apiContext = requiredContext<Api>('Api');
const signInApiContext = requiredContext<SignInApi>('SignInApi');

export const SignInApiProvider = signInApiContext.Provider;
export const useSignInApi = signInApiContext.use;
export const useApi = apiContext.use;

export function ApiProvider({ value, children }: { value: Api; children: ReactNode }) {
  return (
    <apiContext.Provider value={value}>
      <SignInApiProvider value={value}>{children}</SignInApiProvider>
    </apiContext.Provider>
  );
}
