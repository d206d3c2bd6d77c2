// The sign-in families as the public pages start with them: every call waits for the families'
// code (sign-in-api.ts, with the HTTP client and the contracts' schemas), fetched on the first
// call, so that the login page paints and takes the e-mail without it (issue 17).
import type { SignInApi } from './api-context';

export function deferredSignInApi(load: () => Promise<SignInApi>): SignInApi {
  const auth = async () => (await load()).auth;
  const installs = async () => (await load()).installs;
  return {
    auth: {
      login: async (request) => (await auth()).login(request),
      passwordLogin: async (request) => (await auth()).passwordLogin(request),
      renew: async (request) => (await auth()).renew(request),
      ssoCallback: async (request) => (await auth()).ssoCallback(request),
      logout: async () => (await auth()).logout(),
      identity: async (signal) => (await auth()).identity(signal),
      permissions: async (signal) => (await auth()).permissions(signal),
      mspTenants: async (signal) => (await auth()).mspTenants(signal),
      setPassword: async (request) => (await auth()).setPassword(request),
    },
    installs: {
      detect: async (handshake) => (await installs()).detect(handshake),
      signInWithCredentials: async (request) => (await installs()).signInWithCredentials(request),
      signInWithFingerprint: async (request) => (await installs()).signInWithFingerprint(request),
      register: async (request) => (await installs()).register(request),
      list: async (signal) => (await installs()).list(signal),
      rename: async (id, request) => (await installs()).rename(id, request),
      revoke: async (id) => (await installs()).revoke(id),
    },
  };
}
