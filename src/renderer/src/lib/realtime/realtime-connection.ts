// The realtime connection (spec §4 "Realtime connection", §9; integrations.md): pusher-js against
// the runtime configuration's realtime settings. It connects while a user and a tenant exist and
// disconnects otherwise; it follows the account and tenant channels as the session changes, can
// follow the tenant-admin channel, and turns permission changes into a permissions reload here and
// in the other tabs.
import { API_HEADERS, bearer } from '@shared/api-headers';
import {
  REALTIME_EVENTS,
  accountChannel,
  permissionsChangedSchema,
  tenantAdminChannel,
  tenantChannel,
} from '@shared/realtime';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import Pusher, { type Channel } from 'pusher-js';
import { requestAuth, sessionAtom } from '../session';
import type { TabBroadcast } from '../tab-broadcast';

type JotaiStore = ReturnType<typeof createStore>;

export interface RealtimeOptions {
  store: JotaiStore;
  config: RuntimeConfig;
  tabs: TabBroadcast;
  queryClient: QueryClient;
}

export interface Realtime {
  /** pusher-js's socket id while connected; sent with API calls so our own changes are skipped. */
  socketId(): string | null;
  /** Follows the tenant's admin channel (private-tam-) while on. */
  setTenantAdminChannel(on: boolean): void;
  stop(): void;
}

export function startRealtime({ store, config, tabs, queryClient }: RealtimeOptions): Realtime {
  let pusher: Pusher | null = null;
  let subscribed: Channel[] = [];
  let adminChannelOn = false;

  const reloadPermissions = (tenantId: string | null) => {
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[1] === 'permissions' &&
        (tenantId === null || query.queryKey[0] === tenantId),
    });
  };

  const connect = (): Pusher => {
    const settings = config.realtime;
    return new Pusher(settings.key, {
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
          return {
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

  const follow = () => {
    const session = store.get(sessionAtom);
    if (session === null) {
      pusher?.disconnect();
      pusher = null;
      subscribed = [];
      return;
    }
    pusher ??= connect();
    const wanted = [
      accountChannel(session.userId),
      tenantChannel(session.tenantId),
      ...(adminChannelOn ? [tenantAdminChannel(session.tenantId)] : []),
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
    }
    subscribed = [...kept, ...added];
  };

  const unsubscribeSession = store.sub(sessionAtom, follow);
  const unsubscribeTabs = tabs.subscribe((message) => {
    if (message.type === 'permissions-changed') reloadPermissions(message.tenantId);
  });
  follow();

  return {
    socketId: () => (pusher?.connection.state === 'connected' ? pusher.connection.socket_id : null),
    setTenantAdminChannel: (on) => {
      adminChannelOn = on;
      follow();
    },
    stop: () => {
      unsubscribeSession();
      unsubscribeTabs();
      pusher?.disconnect();
      pusher = null;
    },
  };
}
