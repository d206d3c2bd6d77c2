// What every page of a running app shares, public or signed in: the session store over the given
// storage, the query client, error reporting, session replay, the session keeper and the sign-in
// API families. The signed-in app (signed-in-app.tsx) adds the router, realtime and the other
// families on top of it, so a public page starts without them and hands its session over.
import { notifications } from '@mantine/notifications';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createSignInApi, type RequestAuth, type SignInApi } from '../api';
import { startErrorReporting } from '../lib/error-reporting';
import { startSessionReplay } from '../lib/session-replay';
import {
  endSessionAtom,
  initInstallStore,
  initSessionStore,
  requestAuth,
  sessionAtom,
  startLastAccessKeeper,
  startSessionKeeper,
} from '../lib/session';
import { createTabBroadcast, type TabBroadcast } from '../lib/tab-broadcast';
import type { Platform } from '../platform';
import { createQueryClient } from './query-client';

export interface AppCoreOptions {
  config: RuntimeConfig;
  platform: Platform;
  /** Where the session lives: localStorage in a browser, sessionStorage in install mode. */
  storage: Storage;
  persistentStorage: Storage;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  queryRetries?: number;
}

export interface AppCore {
  options: AppCoreOptions;
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  tabs: TabBroadcast;
  /** The replay session's id for the request header, once a replay runs. */
  replaySessionId: () => string | null;
  /** The session's credentials for a request, with the realtime socket's id once connected. */
  getAuth: () => RequestAuth | null;
  /** The signed-in app's realtime connection tells requests its socket id from then on. */
  setRealtimeSocketId: (read: () => string | null) => void;
  signInApi: SignInApi;
}

export function createAppCore(options: AppCoreOptions): AppCore {
  const store = createStore();
  initSessionStore({
    store,
    storage: options.storage,
    persistentStorage: options.persistentStorage,
    now: options.now,
  });
  void startErrorReporting({
    config: options.config,
    platformKind: options.platform.kind,
    store,
    location: window.location,
  });
  // Install mode exists only inside Zyno Desktop, whose windows keep the install they detected.
  if (options.platform.kind === 'desktop') initInstallStore(store, options.storage);
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      if (store.get(sessionAtom) === null) return;
      store.set(endSessionAtom);
      queueMicrotask(() => {
        queryClient.clear();
      });
    },
    retries: options.queryRetries,
  });
  startLastAccessKeeper({ store, queryClient, storage: options.storage });
  const tabs = createTabBroadcast();
  const replay = startSessionReplay({ config: options.config, store });
  let realtimeSocketId: () => string | null = () => null;
  const getAuth = () => {
    const auth = requestAuth(store.get(sessionAtom));
    return auth === null ? null : { ...auth, realtimeSocketId: realtimeSocketId() };
  };
  const replaySessionId = () => replay.sessionId();
  const signInApi = createSignInApi({
    config: options.config,
    getReplaySessionId: replaySessionId,
    getAuth,
    fetch: options.fetch,
  });
  startSessionKeeper({
    store,
    renew: (request) => signInApi.auth.renew(request),
    idleTimeoutMs: options.platform.idleTimeoutMs,
    tabs,
    onEnded: () => {
      queryClient.clear();
    },
    now: options.now,
  });
  // A notification belongs to the session that raised it: none (such as the sign-in notice about
  // failed attempts) outlives it for the next person at a shared screen to read.
  store.sub(sessionAtom, () => {
    if (store.get(sessionAtom) === null) notifications.clean();
  });
  return {
    options,
    store,
    queryClient,
    tabs,
    replaySessionId,
    getAuth,
    setRealtimeSocketId: (read) => {
      realtimeSocketId = read;
    },
    signInApi,
  };
}
