import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  accountChannel,
  REALTIME_EVENTS,
  tenantAdminChannel,
  tenantChannel,
} from '@shared/realtime';
import { TEST_CONFIG } from '../../test/fake-auth-server';
import { sessionAtom } from '../session';
import { whenIdle } from '../when-idle';
import { startRealtime } from './realtime-connection';

type Listener = (event: string, data: unknown) => void;

/** pusher-js as far as the connection uses it: channels that take listeners per event or global. */
const fakePusher = vi.hoisted(() => {
  const channels = new Map<string, Listener[]>();
  class FakePusher {
    connection = { state: 'connecting', socket_id: '' };
    subscribe(name: string) {
      const listeners: Listener[] = [];
      channels.set(name, listeners);
      return {
        name,
        bind: (event: string, listener: (data: unknown) => void) =>
          listeners.push((emitted, data) => {
            if (emitted === event) listener(data);
          }),
        bind_global: (listener: Listener) => listeners.push(listener),
      };
    }
    unsubscribe(name: string) {
      channels.delete(name);
    }
    disconnect() {
      channels.clear();
    }
  }
  const emit = (channel: string, event: string, data: unknown) => {
    for (const listener of channels.get(channel) ?? []) listener(event, data);
  };
  const isSubscribed = (channel: string) => channels.has(channel);
  return { FakePusher, emit, isSubscribed };
});
vi.mock('pusher-js', () => ({ default: fakePusher.FakePusher }));
vi.mock('../when-idle', () => ({
  whenIdle: vi.fn((work: () => void) => {
    work();
    return () => undefined;
  }),
}));

const TENANT = '0b6f3c1e-8a52-4d5e-9a43-1f2d3c4b5a60';
const USER = '7d1e2f30-4b5c-4d6e-8f90-a1b2c3d4e5f6';
/** pusher-js is imported on demand; its first import can take seconds on a busy machine. */
const IMPORTED = { timeout: 10_000 };

describe('startRealtime', () => {
  function start() {
    const store = createStore();
    store.set(sessionAtom, {
      jwt: 'token',
      expiresAt: Date.now() + 60_000,
      rememberMeExpiresAt: null,
      userId: USER,
      tenantId: TENANT,
      impersonatorUserId: null,
      impersonatorTenantId: null,
    });
    const queryClient = new QueryClient();
    const realtime = startRealtime({
      store,
      config: TEST_CONFIG,
      tabs: { post: () => undefined, subscribe: () => () => undefined, close: () => undefined },
      queryClient,
      apps: [{ app: 'sales', resources: { catalogue: [['sales', 'catalogue']] } }],
    });
    return { queryClient, realtime };
  }

  it('fetches pusher-js once the server has answered the permissions, not before', async () => {
    vi.mocked(whenIdle).mockClear();
    const { queryClient, realtime } = start();
    // The tab's last copy (dated 0, as the session queries start with it) is not an answer.
    queryClient.setQueryData([TENANT, 'permissions'], {}, { updatedAt: 0 });
    expect(whenIdle).not.toHaveBeenCalled();

    queryClient.setQueryData([TENANT, 'permissions'], {});
    expect(whenIdle).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(fakePusher.isSubscribed(tenantChannel(TENANT))).toBe(true);
    }, IMPORTED);
    realtime.stop();
  });

  it("invalidates an app's resource keys when its event arrives on the tenant channel", async () => {
    const { queryClient, realtime } = start();
    queryClient.setQueryData([TENANT, 'permissions'], {});
    queryClient.setQueryData([TENANT, 'sales', 'catalogue'], 'held');
    const invalidated = () =>
      queryClient.getQueryState([TENANT, 'sales', 'catalogue'])?.isInvalidated;
    // pusher-js is fetched once a session and its permissions exist.
    await vi.waitFor(() => {
      expect(fakePusher.isSubscribed(tenantChannel(TENANT))).toBe(true);
    }, IMPORTED);

    fakePusher.emit(tenantAdminChannel(TENANT), REALTIME_EVENTS.salesCatalogueChanged, {
      id: null,
    });
    expect(invalidated()).toBe(false);
    fakePusher.emit(tenantChannel(TENANT), REALTIME_EVENTS.salesCatalogueChanged, { id: null });
    expect(invalidated()).toBe(true);
    realtime.stop();
  });

  it('reads the permissions and identity again once the account channel is followed', async () => {
    const { queryClient, realtime } = start();
    queryClient.setQueryData([TENANT, 'permissions'], {});
    queryClient.setQueryData([USER, 'identity'], 'held');
    await vi.waitFor(() => {
      expect(fakePusher.isSubscribed(accountChannel(USER))).toBe(true);
    }, IMPORTED);
    const invalidated = (key: readonly string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated([TENANT, 'permissions'])).toBe(false);

    // A change made before the subscription took sent its event to nobody in this tab.
    fakePusher.emit(accountChannel(USER), 'pusher:subscription_succeeded', {});
    expect(invalidated([TENANT, 'permissions'])).toBe(true);
    expect(invalidated([USER, 'identity'])).toBe(true);
    realtime.stop();
  });
});
