// Spec §3 and §4 Session start 5: the reference lists a user may read load once their permissions
// are known, and again whenever the user, the tenant or the install changes; a list they may not
// read is never asked for (so no 403 is logged at every sign-in).
import { installIdSchema, tenantIdSchema } from '@shared/fields';
import {
  REFERENCE_LISTS,
  REFERENCE_LIST_NAMES,
  type ReferenceListName,
} from '@shared/reference-lists/reference-lists';
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../api';
import { AVA, CASEY, MORGAN, type DemoAccount } from '../../test/demo-accounts';
import { createFakeAuthServer, TEST_CONFIG } from '../../test/fake-auth-server';
import { signedInStorage } from '../../test/signed-in-storage';
import { createWebPlatform } from '../../platform';
import { CoreProviders } from '../core-providers';
import { initSessionStore, installDetectedAtom, sessionAtom } from '../session';
import { ReferenceCaches } from './reference-caches';

const INSTALL = installIdSchema.parse('44444444-4444-4444-8444-444444444444');

function setUp(account: DemoAccount) {
  const server = createFakeAuthServer();
  const storage = signedInStorage(server, account);
  const store = createStore();
  initSessionStore({ store, storage, persistentStorage: storage });
  const order: string[] = [];
  const listUrls = new Map(
    REFERENCE_LIST_NAMES.map((name) => {
      const { family, path } = REFERENCE_LISTS[name];
      return [`${TEST_CONFIG.api[family]}${path}`, name] as const;
    }),
  );
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const list = listUrls.get(url);
    if (list !== undefined) {
      order.push(list);
      return Promise.resolve(Response.json([]));
    }
    if (url.endsWith(AUTH_PATHS.permissions)) order.push('permissions');
    return server.fetch(input, init);
  };
  const api = createApi({ config: TEST_CONFIG, getAuth: () => store.get(sessionAtom), fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <CoreProviders
      {...{ config: TEST_CONFIG, store, queryClient, api, platform: createWebPlatform(false) }}
    >
      <ReferenceCaches />
    </CoreProviders>,
  );
  const listsLoaded = () => order.filter((entry) => entry !== 'permissions').sort();
  return { store, order, listsLoaded };
}

const sorted = (names: ReferenceListName[]) => [...names].sort();

describe('the reference caches', () => {
  it('load every list for a tenant administrator, after the permissions', async () => {
    const { order, listsLoaded } = setUp(AVA);
    await waitFor(() => {
      expect(listsLoaded()).toEqual(sorted(REFERENCE_LIST_NAMES));
    });
    expect(order[0]).toBe('permissions');
  });

  it.each([
    [
      'a cashier, only the lists of what they may use',
      CASEY,
      sorted([
        'coreLocations',
        'mspTenants',
        'forms',
        'salesProductCategories',
        'salesFulfillmentBoxTypes',
        'salesTaxes',
        'salesFinancialAccounts',
      ]),
    ],
    [
      'a member with talk and forms, not sales, inventory or the roles',
      MORGAN,
      sorted([
        'coreLocations',
        'mspTenants',
        'forms',
        'talkAccess',
        'talkNumbers',
        'talkExtensions',
        'talkEndpointConfigs',
        'talkFpbxRegistrations',
      ]),
    ],
  ])('load for %s', async (_, account, expected) => {
    const { listsLoaded } = setUp(account);
    await waitFor(() => {
      expect(listsLoaded()).toEqual(expected);
    });
  });

  it('load again for another install, and not for a renewal', async () => {
    const { store, listsLoaded, order } = setUp(CASEY);
    await waitFor(() => {
      expect(listsLoaded()).toHaveLength(7);
    });
    const session = store.get(sessionAtom);
    if (session === null) throw new Error('Casey should be signed in.');

    order.length = 0;
    store.set(sessionAtom, { ...session, jwt: 'renewed-token' });
    store.set(installDetectedAtom, {
      id: INSTALL,
      tenantId: tenantIdSchema.parse(session.tenantId),
      tenantName: 'Harbor Coffee',
    });
    await waitFor(() => {
      expect(listsLoaded()).toHaveLength(7);
    });
  });
});
