// The session store: spec §4 Session start 1–2 on load, persistence of later changes, the
// one-shot logout cause and the browser id.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, storageEntries } from '../../test/memory-storage';
import type { Session } from './session';
import {
  browserIdAtom,
  endSessionAtom,
  logoutCauseAtom,
  preferredTenantIdAtom,
  sessionAtom,
  startSessionAtom,
} from './session-atoms';
import { initSessionStore } from './session-store';
import { PERSISTENT_KEYS, SESSION_KEYS } from './storage-keys';

const NOW = 1_750_000_000_000;
const HOUR = 60 * 60_000;
const TENANT = '3f1c2a8e-6b0d-4c1e-9a57-1d2e3f4a5b6c';
const USER = '0b6d7a4e-1f2c-4d3b-8e5a-6c7d8e9f0a1b';

function stored(overrides: Partial<Record<keyof typeof SESSION_KEYS, string | null>> = {}) {
  const values: Partial<Record<keyof typeof SESSION_KEYS, string | null>> = {
    jwt: 'stored-jwt',
    expiresAt: String(NOW + HOUR),
    userId: USER,
    tenantId: TENANT,
    ...overrides,
  };
  const initial: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== null) initial[SESSION_KEYS[name as keyof typeof SESSION_KEYS]] = value;
  }
  return createMemoryStorage(initial);
}

function load(storage: Storage, persistentStorage = createMemoryStorage()) {
  const store = createStore();
  initSessionStore({ store, storage, persistentStorage, now: () => NOW });
  return store;
}

describe('initSessionStore', () => {
  it('loads an unexpired session with a tenant id', () => {
    const store = load(stored());

    expect(store.get(sessionAtom)).toEqual<Session>({
      jwt: 'stored-jwt',
      expiresAt: NOW + HOUR,
      rememberMeExpiresAt: null,
      userId: USER,
      tenantId: TENANT,
      impersonatorUserId: null,
      impersonatorTenantId: null,
    });
  });

  it('clears an expired session without remember-me, keeping the tenant as preference', () => {
    const storage = stored({ expiresAt: String(NOW - 1) });

    const store = load(storage);

    expect(store.get(sessionAtom)).toBeNull();
    expect(storageEntries(storage)).toEqual({ [SESSION_KEYS.tenantId]: TENANT });
    expect(store.get(preferredTenantIdAtom)).toBe(TENANT);
  });

  it('clears an expired session whose remember-me has expired too', () => {
    const storage = stored({ expiresAt: String(NOW - HOUR), rememberMeExpiresAt: String(NOW - 1) });

    expect(load(storage).get(sessionAtom)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.jwt)).toBeNull();
  });

  it('keeps an expired session with an unexpired remember-me for renewal', () => {
    const storage = stored({
      expiresAt: String(NOW - HOUR),
      rememberMeExpiresAt: String(NOW + 29 * 24 * HOUR),
    });

    expect(load(storage).get(sessionAtom)?.jwt).toBe('stored-jwt');
  });

  it('clears a session without a tenant id', () => {
    const storage = stored({ tenantId: null });

    expect(load(storage).get(sessionAtom)).toBeNull();
    expect(storageEntries(storage)).toEqual({});
  });

  it('clears a session whose stored values cannot be read', () => {
    const storage = stored({ expiresAt: 'tomorrow' });

    expect(load(storage).get(sessionAtom)).toBeNull();
    expect(storageEntries(storage)).toEqual({});
  });

  it('writes a started session and clears its credentials at sign-out', () => {
    const storage = createMemoryStorage();
    const store = load(storage);

    store.set(startSessionAtom, {
      jwt: 'new-jwt',
      expiresAt: NOW + HOUR,
      rememberMeExpiresAt: NOW + 30 * 24 * HOUR,
      userId: USER,
      tenantId: TENANT,
      impersonatorUserId: null,
      impersonatorTenantId: null,
    });
    expect(storageEntries(storage)).toEqual({
      [SESSION_KEYS.jwt]: 'new-jwt',
      [SESSION_KEYS.expiresAt]: String(NOW + HOUR),
      [SESSION_KEYS.rememberMeExpiresAt]: String(NOW + 30 * 24 * HOUR),
      [SESSION_KEYS.userId]: USER,
      [SESSION_KEYS.tenantId]: TENANT,
    });

    // What the server told the session goes with it, even if no keeper runs to remove it.
    storage.setItem(SESSION_KEYS.lastAccess, '{"owner":"kept for an offline start"}');
    store.set(endSessionAtom);
    expect(storageEntries(storage)).toEqual({ [SESSION_KEYS.tenantId]: TENANT });
  });

  it('reads a stored logout cause once', () => {
    const storage = stored({ jwt: null, logoutCause: 'Your session timed out due to inactivity.' });

    const first = load(storage);
    const second = load(storage);

    expect(first.get(logoutCauseAtom)).toBe('Your session timed out due to inactivity.');
    expect(second.get(logoutCauseAtom)).toBeNull();
  });

  it('creates a browser id once and keeps it', () => {
    const persistent = createMemoryStorage();

    const id = load(createMemoryStorage(), persistent).get(browserIdAtom);

    expect(id.length).toBeGreaterThanOrEqual(8);
    expect(persistent.getItem(PERSISTENT_KEYS.browserId)).toBe(id);
    expect(load(createMemoryStorage(), persistent).get(browserIdAtom)).toBe(id);
  });
});
