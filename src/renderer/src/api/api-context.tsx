// Hands the API families to components, so tests and the app can each supply their own.
import { requiredContext } from '../lib/required-context';
import type { AuthApi } from './auth';
import type { FingerprintsApi } from './fingerprints';
import type { InstallsApi } from './installs';
import type { InvitationsApi } from './invitations';
import type { ReferenceListsApi } from './reference-lists';

export interface Api {
  auth: AuthApi;
  fingerprints: FingerprintsApi;
  installs: InstallsApi;
  invitations: InvitationsApi;
  referenceLists: ReferenceListsApi;
}

const apiContext = requiredContext<Api>('Api');

export const ApiProvider = apiContext.Provider;
export const useApi = apiContext.use;
