// Spec §4 Session start 5: the reference caches reload whenever the user, tenant or install changes.
import { installIdSchema, tenantIdSchema } from '@shared/fields';
import { REFERENCE_LIST_NAMES } from '@shared/reference-lists/reference-lists';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceListsApi } from '../../api';
import { installDetectedAtom, sessionAtom } from '../session';
import { startReferenceCaches } from './reference-caches';

const TENANT_A = '11111111-1111-4111-8111-111111111111';
const TENANT_B = tenantIdSchema.parse('22222222-2222-4222-8222-222222222222');
const USER = '33333333-3333-4333-8333-333333333333';
const INSTALL = installIdSchema.parse('44444444-4444-4444-8444-444444444444');

const session = (tenantId: string, userId = USER) => ({
  jwt: 'token',
  expiresAt: Date.now() + 600_000,
  rememberMeExpiresAt: null,
  userId,
  tenantId,
  impersonatorUserId: null,
  impersonatorTenantId: null,
});

describe('startReferenceCaches', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  function setUp() {
    const store = createStore();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const requested: string[] = [];
    const api: ReferenceListsApi = {
      list: (name) => {
        requested.push(name);
        return Promise.resolve([]);
      },
    };
    stops.push(startReferenceCaches({ store, queryClient, api }));
    const loads = async () => {
      await Promise.resolve();
      const count = requested.length;
      requested.length = 0;
      return count;
    };
    return { store, loads };
  }

  it('loads nothing without a session, and all fifteen lists when one starts', async () => {
    const { store, loads } = setUp();
    expect(await loads()).toBe(0);
    store.set(sessionAtom, session(TENANT_A));
    expect(REFERENCE_LIST_NAMES).toHaveLength(15);
    expect(await loads()).toBe(15);
  });

  it('reloads for another tenant, another user and another install, not for a renewal', async () => {
    const { store, loads } = setUp();
    store.set(sessionAtom, session(TENANT_A));
    await loads();

    store.set(sessionAtom, { ...session(TENANT_A), jwt: 'renewed' });
    expect(await loads()).toBe(0);
    store.set(sessionAtom, session(TENANT_B));
    expect(await loads()).toBe(15);
    store.set(sessionAtom, session(TENANT_B, '55555555-5555-4555-8555-555555555555'));
    expect(await loads()).toBe(15);
    store.set(installDetectedAtom, { id: INSTALL, tenantId: TENANT_B, tenantName: 'Harbor' });
    expect(await loads()).toBe(15);
  });
});
