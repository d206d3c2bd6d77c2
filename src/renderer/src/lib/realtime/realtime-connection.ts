// The realtime connection (spec §4 "Realtime connection", §9; integrations.md): pusher-js against
// the runtime configuration's realtime settings. It connects while a user and a tenant exist and
// disconnects otherwise; it follows the account and tenant channels as the session changes, and
// the tenant-admin channel while the shell switches it on (admin lists then refresh on change).
// Permission changes reload the permissions here and in the other tabs; the account's own lists
// (its invitations) refresh when the account channel says they changed, and the apps' resources
// when the tenant channel says `<app>.<resource>.changed` (resource-events.ts). pusher-js is
// fetched when a session first exists, once its permissions have come from the server and the
// browser is idle after drawing the screen they unlock, so the login page does not carry it and
// neither the download nor the connection and its channel authorisations compete with the
// launcher's cards or the till.
import { API_HEADERS, bearer } from '@shared/api-headers';
import {
  REALTIME_EVENTS,
  accountChannel,
  adminListChangedSchema,
  permissionsChangedSchema,
  tenantAdminChannel,
  tenantChannel,
  type RealtimeEventName,
} from '@shared/realtime';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { QueryClient, QueryState } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { Channel, default as Pusher } from 'pusher-js';
import { requestAuth, sessionAtom } from '../session';
import { whenIdle } from '../when-idle';
import type { TabBroadcast } from '../tab-broadcast';
import { resourceEventHandler, type AppRealtimeResources } from './resource-events';
import { tenantAdminChannelAtom } from './tenant-admin-channel';

type JotaiStore = ReturnType<typeof createStore>;

export interface RealtimeOptions {
  store: JotaiStore;
  config: RuntimeConfig;
  tabs: TabBroadcast;
  queryClient: QueryClient;
  /** The apps' resources and the query keys each feeds (app/apps.ts composes them). */
  apps?: readonly AppRealtimeResources[];
  /** The session-replay session's id for the channel authorisation request (spec §7). */
  replaySessionId?: () => string | null;
}

export interface Realtime {
  /** pusher-js's socket id while connected; sent with API calls so our own changes are skipped. */
  socketId(): string | null;
  stop(): void;
}

/**
 * The list events of private-a- and the query-key segment (the one after the account id) of the
 * lists they refresh: lists of the person rather than of a tenant are keyed by account.
 */
const ACCOUNT_LIST_QUERIES: Partial<Record<RealtimeEventName, string>> = {
  [REALTIME_EVENTS.invitationsChanged]: 'invitations',
};

/**
 * Account events after which the identity, which lists the account's tenants, may be out of
 * date: an invitation accepted in another tab or window adds a tenant.
 */
const TENANTS_MAY_HAVE_CHANGED: ReadonlySet<string> = new Set([REALTIME_EVENTS.invitationsChanged]);

/**
 * The admin-list events of private-tam- and the query-key segment (the one after the tenant id)
 * of the lists they refresh.
 */
const ADMIN_LIST_QUERIES: Partial<Record<RealtimeEventName, string>> = {
  [REALTIME_EVENTS.accountsChanged]: 'accounts',
  [REALTIME_EVENTS.rolesChanged]: 'roles',
  [REALTIME_EVENTS.installsChanged]: 'installs',
  [REALTIME_EVENTS.identityProviderChanged]: 'identity-provider',
};

/** The longest the connection waits for the permissions (a screen that never asks for them). */
const PERMISSIONS_WAIT_MS = 5_000;
/** pusher-js's event once the server confirmed a channel's subscription (again on reconnect). */
const SUBSCRIBED = 'pusher:subscription_succeeded';

/** The server has answered a query (its data is not only the tab's last copy, dated 0). */
function answered({ dataUpdatedAt, errorUpdatedAt }: QueryState): boolean {
  return dataUpdatedAt > 0 || errorUpdatedAt > 0;
}

/** Runs `work` once, when the server has answered the permissions of `tenantId` (or at most later). */
function afterPermissions(queryClient: QueryClient, tenantId: string, work: () => void): void {
  const key = [tenantId, 'permissions'];
  const cache = queryClient.getQueryCache();
  const state = queryClient.getQueryState(key);
  if (state !== undefined && answered(state)) {
    work();
    return;
  }
  const done = () => {
    clearTimeout(timer);
    unsubscribe();
    work();
  };
  const timer = setTimeout(done, PERMISSIONS_WAIT_MS);
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    const updated = queryClient.getQueryState(key);
    if (updated !== undefined && answered(updated)) done();
  });
}

export function startRealtime({
  store,
  config,
  tabs,
  queryClient,
  apps = [],
  replaySessionId = () => null,
}: RealtimeOptions): Realtime {
  let pusher: Pusher | null = null;
  let PusherClient: typeof Pusher | null = null;
  let loading = false;
  let stopped = false;
  let subscribed: Channel[] = [];

  // permissions-changed also means the account's tenants or admin flag may have changed, which
  // the identity carries (the tenant switcher, the Admin entry, the admin channel).
  const reloadPermissions = (tenantId: string | null) => {
    void queryClient.invalidateQueries({
      predicate: (query) =>
        (query.queryKey[1] === 'permissions' &&
          (tenantId === null || query.queryKey[0] === tenantId)) ||
        query.queryKey[1] === 'identity',
    });
  };

  const connect = (Client: typeof Pusher): Pusher => {
    const settings = config.realtime;
    return new Client(settings.key, {
      cluster: settings.cluster,
      wsHost: settings.wsHost,
      wsPort: settings.wsPort,
      wssPort: settings.wsPort,
      forceTLS: settings.forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: settings.activityTimeoutMs,
      pongTimeout: settings.pongTimeoutMs,
      unavailableTimeout: settings.unavailableTimeoutMs,
      channelAuthorization: {
        endpoint: settings.channelAuthorizationEndpoint,
        transport: 'ajax',
        headersProvider: () => {
          const auth = requestAuth(store.get(sessionAtom));
          if (auth === null) return {};
          const replay = replaySessionId();
          return {
            ...(replay === null ? {} : { [API_HEADERS.replaySessionId]: replay }),
            [API_HEADERS.authorization]: bearer(auth.jwt),
            [API_HEADERS.tenantId]: auth.tenantId,
            ...(auth.masqueradeTenantId == null
              ? {}
              : { [API_HEADERS.masqueradeTenantId]: auth.masqueradeTenantId }),
            ...(auth.masqueradeUserId == null
              ? {}
              : { [API_HEADERS.masqueradeUserId]: auth.masqueradeUserId }),
          };
        },
      },
    });
  };

  const loadClient = (tenantId: string) => {
    if (loading) return;
    loading = true;
    afterPermissions(queryClient, tenantId, () => {
      whenIdle(load);
    });
  };
  const load = () => {
    import('pusher-js').then(
      (module) => {
        PusherClient = module.default;
        follow();
      },
      () => {
        // Not fetched (offline, or a newer deployment replaced the file): the next session
        // change tries again.
        loading = false;
      },
    );
  };

  const follow = () => {
    if (stopped) return;
    const session = store.get(sessionAtom);
    if (session === null) {
      pusher?.disconnect();
      pusher = null;
      subscribed = [];
      return;
    }
    if (PusherClient === null) {
      loadClient(session.tenantId);
      return;
    }
    pusher ??= connect(PusherClient);
    const wanted = [
      accountChannel(session.userId),
      tenantChannel(session.tenantId),
      ...(store.get(tenantAdminChannelAtom) ? [tenantAdminChannel(session.tenantId)] : []),
    ];
    for (const channel of subscribed) {
      if (!wanted.includes(channel.name)) pusher.unsubscribe(channel.name);
    }
    const kept = subscribed.filter((channel) => wanted.includes(channel.name));
    const added = wanted
      .filter((name) => !kept.some((channel) => channel.name === name))
      .map((name) => pusher?.subscribe(name))
      .filter((channel): channel is Channel => channel !== undefined);
    for (const channel of added) {
      channel.bind(REALTIME_EVENTS.permissionsChanged, (data: unknown) => {
        const parsed = permissionsChangedSchema.safeParse(data);
        const tenantId = parsed.success ? parsed.data.tenantId : null;
        reloadPermissions(tenantId);
        if (tenantId !== null) tabs.post({ type: 'permissions-changed', tenantId });
      });
      if (channel.name === accountChannel(session.userId)) {
        // A change made before this subscription took (the client loads after the first paint)
        // or while the socket was down sent its event to nobody here: read again once following.
        channel.bind(SUBSCRIBED, () => {
          reloadPermissions(null);
        });
        for (const [event, list] of Object.entries(ACCOUNT_LIST_QUERIES)) {
          channel.bind(event, () => {
            void queryClient.invalidateQueries({
              predicate: (query) =>
                query.queryKey[0] === session.userId && query.queryKey[1] === list,
            });
            if (TENANTS_MAY_HAVE_CHANGED.has(event)) {
              void queryClient.invalidateQueries({
                predicate: (query) => query.queryKey[1] === 'identity',
              });
            }
          });
        }
      }
      if (channel.name === tenantChannel(session.tenantId)) {
        channel.bind_global(
          resourceEventHandler({ tenantId: session.tenantId, apps, queryClient }),
        );
      }
      if (channel.name !== tenantAdminChannel(session.tenantId)) continue;
      for (const [event, list] of Object.entries(ADMIN_LIST_QUERIES)) {
        channel.bind(event, (data: unknown) => {
          if (!adminListChangedSchema.safeParse(data).success) return;
          void queryClient.invalidateQueries({
            predicate: (query) =>
              query.queryKey[0] === session.tenantId && query.queryKey[1] === list,
          });
        });
      }
    }
    subscribed = [...kept, ...added];
  };

  const unsubscribeSession = store.sub(sessionAtom, follow);
  const unsubscribeAdminChannel = store.sub(tenantAdminChannelAtom, follow);
  const unsubscribeTabs = tabs.subscribe((message) => {
    if (message.type === 'permissions-changed') reloadPermissions(message.tenantId);
  });
  follow();

  return {
    socketId: () => (pusher?.connection.state === 'connected' ? pusher.connection.socket_id : null),
    stop: () => {
      stopped = true;
      unsubscribeSession();
      unsubscribeAdminChannel();
      unsubscribeTabs();
      pusher?.disconnect();
      pusher = null;
    },
  };
}
