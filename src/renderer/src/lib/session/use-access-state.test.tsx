// The access context a reloaded tab starts with: the tab's last answers while the server cannot
// be reached, the server's answer as soon as it comes, and the spec §8 error when it refuses.
import { tenantIdSchema } from '@shared/fields';
import type { MspTenant } from '@shared/msp/msp-tenants';
import type { Permissions } from '@shared/permissions';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api';
import { createWebPlatform } from '../../platform';
import { CASEY, HARBOR_COFFEE } from '../../test/demo-accounts';
import { createFakeAuthServer, TEST_CONFIG } from '../../test/fake-auth-server';
import { demoSession } from '../../test/demo-session';
import type { Session } from './session';
import { createMemoryStorage, storageEntries } from '../../test/memory-storage';
import { CoreProviders } from '../core-providers';
import { accessOwner, rememberAccess } from './last-access';
import { startLastAccessKeeper } from './last-access-keeper';
import { sessionAtom } from './session-atoms';
import { useAccessState } from './use-access-state';

/** What the tab kept from before the reload: less than the server now grants. */
const KEPT_PERMISSIONS: Permissions = { sales: { sp: true } };

const unreachable: typeof globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const refusing: typeof globalThis.fetch = () =>
  Promise.resolve(
    Response.json({ error: { code: 'forbidden', message: 'Not a member.' } }, { status: 403 }),
  );

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A customer tenant Harbor Coffee's MSP staff enter; it carries the tenant's admin rights. */
const MANAGED_CUSTOMER: MspTenant = {
  id: tenantIdSchema.parse('5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f'),
  name: 'Lakeside Bakery',
  isFavorite: false,
  isAdmin: true,
  isMspTenant: true,
  mspTenantId: HARBOR_COFFEE.id,
  apps: ['sales'],
};

/** Casey inside the customer tenant, as MSP staff of Harbor Coffee. */
function inManagedCustomer(session: Session): Session {
  return { ...session, tenantId: MANAGED_CUSTOMER.id, impersonatorTenantId: HARBOR_COFFEE.id };
}

/**
 * A tab reloaded with Casey's session (in MSP mode when `msp`) and its last answers, talking to
 * `fetch`.
 */
function reloadedTab(fetch: typeof globalThis.fetch, jwt = 'casey-jwt', msp = false) {
  const ownSession = demoSession(CASEY, jwt);
  const session = msp ? inManagedCustomer(ownSession) : ownSession;
  const storage = createMemoryStorage();
  const owner = accessOwner(session, null);
  rememberAccess(storage, owner, 'identity', CASEY.identity);
  rememberAccess(storage, owner, 'permissions', KEPT_PERMISSIONS);
  if (msp) rememberAccess(storage, owner, 'mspTenants', [MANAGED_CUSTOMER]);

  const store = createStore();
  store.set(sessionAtom, session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stops.push(startLastAccessKeeper({ store, queryClient, storage }));
  const api = createApi({ config: TEST_CONFIG, getAuth: () => store.get(sessionAtom), fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreProviders
      {...{ config: TEST_CONFIG, store, queryClient, api, platform: createWebPlatform(false) }}
    >
      {children}
    </CoreProviders>
  );
  const { result } = renderHook(() => useAccessState(), { wrapper });
  return { result, storage, queryClient };
}

describe('useAccessState after a reload', () => {
  it('opens with the last permissions while the server cannot be reached', async () => {
    const { result, queryClient } = reloadedTab(unreachable);

    expect(result.current).toMatchObject({
      status: 'ready',
      context: { signedIn: true, permissions: KEPT_PERMISSIONS },
    });
    // The server was asked at once, failed, and the last permissions stayed in use.
    await waitFor(() => {
      expect(queryClient.getQueryState([HARBOR_COFFEE.id, 'permissions'])?.status).toBe('error');
    });
    expect(result.current).toMatchObject({ context: { permissions: KEPT_PERMISSIONS } });
  });

  it("keeps an MSP's admin rights in the customer tenant it had entered", async () => {
    const { result, queryClient } = reloadedTab(unreachable, 'casey-jwt', true);

    await waitFor(() => {
      expect(queryClient.getQueryState([HARBOR_COFFEE.id, 'msp-tenants'])?.status).toBe('error');
    });
    expect(result.current).toMatchObject({
      status: 'ready',
      context: { signedIn: true, permissions: KEPT_PERMISSIONS, isTenantAdmin: true },
    });
  });

  it("takes the server's permissions as soon as it answers", async () => {
    const server = createFakeAuthServer({ accounts: [CASEY] });
    const { result } = reloadedTab(server.fetch, server.issueToken(CASEY.identity.email));

    await waitFor(() => {
      expect(result.current).toMatchObject({ context: { permissions: CASEY.permissions } });
    });
  });

  it("shows the spec's error and forgets the last answers when the server refuses", async () => {
    const { result, storage } = reloadedTab(refusing);

    await waitFor(() => {
      expect(result.current).toEqual({ status: 'error' });
    });
    expect(storageEntries(storage)).toEqual({});
  });
});
