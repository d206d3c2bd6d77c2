// Hands the API families to components, so tests and the app can each supply their own.
import { createContext, use, type ReactNode } from 'react';
import type { AuthApi } from './auth';
import type { FingerprintsApi } from './fingerprints';
import type { InstallsApi } from './installs';
import type { InvitationsApi } from './invitations';
import type { ReferenceListsApi } from './reference-lists';
import type { RolesApi } from './roles';

export interface Api {
  auth: AuthApi;
  fingerprints: FingerprintsApi;
  installs: InstallsApi;
  invitations: InvitationsApi;
  referenceLists: ReferenceListsApi;
  roles: RolesApi;
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = use(ApiContext);
  if (api === null) throw new Error('useApi must be used inside <ApiProvider>.');
  return api;
}
