// The keeper of the tab's last identity and permissions: it writes what the server answers for
// the signed-in session and forgets it with the session, at a tenant switch or an impersonation,
// and when the server refuses; it never keeps what another tenant's query answered.
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { AVA, BLUEBIRD_DENTAL, CASEY, HARBOR_COFFEE } from '../../test/demo-accounts';
import { demoSession } from '../../test/demo-session';
import { createMemoryStorage, storageEntries } from '../../test/memory-storage';
import { startUserImpersonation } from './impersonation';
import { accessOwner, readLastAccess, rememberAccess } from './last-access';
import { startLastAccessKeeper } from './last-access-keeper';
import { endSessionAtom, sessionAtom } from './session-atoms';

const CASEY_SESSION = demoSession(CASEY);
const CASEY_OWNER = accessOwner(CASEY_SESSION, null);

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function startKeeper(storage = createMemoryStorage()) {
  const store = createStore();
  store.set(sessionAtom, CASEY_SESSION);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stops.push(startLastAccessKeeper({ store, queryClient, storage }));
  const answer = (tenantId: string, kind: 'identity' | 'permissions', data: unknown) =>
    queryClient.query({ queryKey: [tenantId, kind], queryFn: () => Promise.resolve(data) });
  const fail = (kind: 'identity' | 'permissions', error: ApiError) =>
    queryClient
      .query({ queryKey: [HARBOR_COFFEE.id, kind], queryFn: () => Promise.reject(error) })
      .catch(() => undefined);
  return { store, storage, queryClient, answer, fail };
}

async function signedInWithAnswers() {
  const keeper = startKeeper();
  await keeper.answer(HARBOR_COFFEE.id, 'identity', CASEY.identity);
  await keeper.answer(HARBOR_COFFEE.id, 'permissions', CASEY.permissions);
  return keeper;
}

describe('startLastAccessKeeper', () => {
  it("keeps the server's identity and permissions for the signed-in session", async () => {
    const { storage } = await signedInWithAnswers();

    expect(readLastAccess(storage, CASEY_OWNER)).toEqual({
      identity: CASEY.identity,
      permissions: CASEY.permissions,
    });
  });

  it('keeps the identity the sign-in answer carried (set, not fetched)', () => {
    const { storage, queryClient } = startKeeper();
    queryClient.setQueryData([HARBOR_COFFEE.id, 'identity'], CASEY.identity);

    expect(readLastAccess(storage, CASEY_OWNER)?.identity).toEqual(CASEY.identity);
  });

  it("keeps nothing from another tenant's query (the home tenant's, in MSP mode)", async () => {
    const { storage, answer } = startKeeper();
    await answer(BLUEBIRD_DENTAL.id, 'permissions', AVA.permissions);

    expect(storageEntries(storage)).toEqual({});
  });

  it("keeps the home tenant's MSP tenants only while in MSP mode", async () => {
    const customers = [
      {
        id: BLUEBIRD_DENTAL.id,
        name: BLUEBIRD_DENTAL.name,
        isFavorite: false,
        isAdmin: true,
        isMspTenant: true,
        mspTenantId: HARBOR_COFFEE.id,
        apps: BLUEBIRD_DENTAL.apps,
      },
    ];
    const { store, storage, queryClient } = startKeeper();
    const answerMspTenants = () =>
      queryClient.query({
        queryKey: [HARBOR_COFFEE.id, 'msp-tenants'],
        queryFn: () => Promise.resolve(customers),
        staleTime: 0,
      });
    await answerMspTenants();
    expect(storageEntries(storage)).toEqual({});

    const inCustomer = {
      ...CASEY_SESSION,
      tenantId: BLUEBIRD_DENTAL.id,
      impersonatorTenantId: HARBOR_COFFEE.id,
    };
    store.set(sessionAtom, inCustomer);
    await answerMspTenants();
    expect(readLastAccess(storage, accessOwner(inCustomer, null))).toEqual({
      mspTenants: customers,
    });
  });

  it.each<[string, (store: ReturnType<typeof createStore>) => void]>([
    [
      'sign-out',
      (store) => {
        store.set(endSessionAtom);
      },
    ],
    [
      'a tenant switch',
      (store) => {
        store.set(sessionAtom, { ...CASEY_SESSION, tenantId: BLUEBIRD_DENTAL.id });
      },
    ],
    [
      'an impersonation',
      (store) => {
        store.set(sessionAtom, startUserImpersonation(CASEY_SESSION, AVA.identity.id));
      },
    ],
  ])('forgets them at %s', async (_, change) => {
    const { store, storage } = await signedInWithAnswers();
    change(store);

    expect(storageEntries(storage)).toEqual({});
  });

  it('keeps them when the session is only renewed', async () => {
    const { store, storage } = await signedInWithAnswers();
    store.set(sessionAtom, { ...CASEY_SESSION, jwt: 'renewed-jwt' });

    expect(readLastAccess(storage, CASEY_OWNER)).not.toBeNull();
  });

  it.each([401, 403])('forgets them when the server refuses with %i', async (status) => {
    const { storage, fail } = await signedInWithAnswers();
    await fail('permissions', new ApiError(status, 'forbidden', 'No.'));

    expect(storageEntries(storage)).toEqual({});
  });

  it('keeps them when the server cannot be reached', async () => {
    const { storage, fail } = await signedInWithAnswers();
    await fail('permissions', new ApiError(0, 'network_error', 'Offline.'));

    expect(readLastAccess(storage, CASEY_OWNER)?.permissions).toEqual(CASEY.permissions);
  });

  it("drops another session's entry at start and keeps the session's own", () => {
    const own = createMemoryStorage();
    rememberAccess(own, CASEY_OWNER, 'permissions', CASEY.permissions);
    startKeeper(own);
    expect(readLastAccess(own, CASEY_OWNER)).not.toBeNull();

    const others = createMemoryStorage();
    rememberAccess(others, { ...CASEY_OWNER, userId: AVA.identity.id }, 'permissions', {});
    startKeeper(others);
    expect(storageEntries(others)).toEqual({});
  });
});
