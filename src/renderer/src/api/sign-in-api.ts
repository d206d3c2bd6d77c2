// Builds the sign-in families alone (auth and installs), for the public pages: without the other
// families' contracts, which the signed-in app brings (create-api.ts).
import type { RuntimeConfig } from '@shared/runtime-config';
import type { SignInApi } from './api-context';
import { createAuthApi } from './auth';
import { createHttpClient, type RequestAuth } from './http-client';
import { createInstallsApi } from './installs';

export interface ApiOptions {
  config: RuntimeConfig;
  getAuth: () => RequestAuth | null;
  getReplaySessionId?: () => string | null;
  fetch?: typeof globalThis.fetch;
}

export function createSignInApi({ config, ...client }: ApiOptions): SignInApi {
  const auth = createHttpClient({ baseUrl: config.api.auth, ...client });
  return { auth: createAuthApi(auth), installs: createInstallsApi(auth) };
}
