// What every page of a running app shares, public or signed in: the session store over the given
// storage, the query client's loader (created when first asked for: the public pages start without
// TanStack Query), error reporting, session replay, the session keeper and the sign-in API
// families. The signed-in app (signed-in-app.tsx) adds the router, realtime and the other
// families on top of it, so a public page starts without them and hands its session over.
import { notifications } from '@mantine/notifications';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { deferredSignInApi, type RequestAuth, type SignInApi } from '../api';
import { startErrorReporting } from '../lib/error-reporting';
import { startSessionReplay } from '../lib/session-replay';
import {
  initInstallStore,
  initSessionStore,
  requestAuth,
  sessionAtom,
  startSessionKeeper,
} from '../lib/session';
import { loadOnce } from '../lib/load-once';
import { createTabBroadcast, type TabBroadcast } from '../lib/tab-broadcast';
import type { QueryClients } from '../lib/query-clients';
import type { Platform } from '../platform';
import type { startQueryClient as startSessionQueryClient } from './query-client';

type JotaiStore = ReturnType<typeof createStore>;

export interface AppCoreOptions {
  config: RuntimeConfig;
  /**
   * The store the core keeps the session in; a new one without it. A visit that starts on the
   * login page draws it on a store of its own before the core exists and hands that store over.
   */
  store?: JotaiStore;
  platform: Platform;
  /** Where the session lives: localStorage in a browser, sessionStorage in install mode. */
  storage: Storage;
  persistentStorage: Storage;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  queryRetries?: number;
  /**
   * Creates the query client at start (the app's tests); without it, the client's code is fetched
   * when something first asks for it (a sign-in, the signed-in app).
   */
  startQueryClient?: typeof startSessionQueryClient;
}

export interface AppCore {
  options: AppCoreOptions;
  store: JotaiStore;
  queryClients: QueryClients;
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
  const store = options.store ?? createStore();
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
  let queryClient: QueryClient | null = null;
  const startQueryClient = (start: typeof startSessionQueryClient): QueryClient =>
    (queryClient ??= start({ store, storage: options.storage, retries: options.queryRetries }));
  const loadQueryClient = loadOnce(async () =>
    startQueryClient((await import('./query-client')).startQueryClient),
  );
  const queryClients: QueryClients = {
    current: () => queryClient,
    load: () => (queryClient !== null ? Promise.resolve(queryClient) : loadQueryClient()),
  };
  if (options.startQueryClient !== undefined) startQueryClient(options.startQueryClient);
  const tabs = createTabBroadcast();
  const replay = startSessionReplay({ config: options.config, store });
  let realtimeSocketId: () => string | null = () => null;
  const getAuth = () => {
    const auth = requestAuth(store.get(sessionAtom));
    return auth === null ? null : { ...auth, realtimeSocketId: realtimeSocketId() };
  };
  const replaySessionId = () => replay.sessionId();
  // Its code (with the HTTP client and the contracts) is fetched on the first call.
  const signInApi = deferredSignInApi(
    loadOnce(async () =>
      (await import('../api/sign-in-api')).createSignInApi({
        config: options.config,
        getReplaySessionId: replaySessionId,
        getAuth,
        fetch: options.fetch,
      }),
    ),
  );
  startSessionKeeper({
    store,
    renew: (request) => signInApi.auth.renew(request),
    idleTimeoutMs: options.platform.idleTimeoutMs,
    tabs,
    onEnded: () => {
      queryClient?.clear();
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
    queryClients,
    tabs,
    replaySessionId,
    getAuth,
    setRealtimeSocketId: (read) => {
      realtimeSocketId = read;
    },
    signInApi,
  };
}
