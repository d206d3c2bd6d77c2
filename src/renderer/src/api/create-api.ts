// Builds every API family from the runtime configuration and the session reader.
import type { RuntimeConfig } from '@shared/runtime-config';
import type { Api } from './api-context';
import { createAuthApi } from './auth';
import { createHttpClient, type RequestAuth } from './http-client';

interface CreateApiOptions {
  config: RuntimeConfig;
  getAuth: () => RequestAuth | null;
  fetch?: typeof globalThis.fetch;
}

export function createApi({ config, getAuth, fetch }: CreateApiOptions): Api {
  const family = (baseUrl: string) => createHttpClient({ baseUrl, getAuth, fetch });
  return { auth: createAuthApi(family(config.api.auth)) };
}
