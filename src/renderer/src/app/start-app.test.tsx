// The app as main.tsx starts it in a browser: a visit that opens on the login page without a
// session starts with the public pages alone and hands its sign-in over to the signed-in app,
// which then goes where the login page sends it.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../lib/session';
import { createWebPlatform } from '../platform';
import { AVA } from '../test/demo-accounts';
import { createFakeAuthServer, TEST_CONFIG, type FakeAuthServer } from '../test/fake-auth-server';
import { createMemoryStorage } from '../test/memory-storage';
import { signIn } from '../test/sign-in';
import { signedInStorage } from '../test/signed-in-storage';
import { startApp } from './start-app';

/** Opens `path` with `state` in its history entry, as the signed-in app's router writes it. */
function open(path: string, server: FakeAuthServer, storage: Storage, state: unknown = null) {
  window.history.replaceState({ usr: state, key: 'test', idx: 0 }, '', path);
  render(
    startApp({
      config: TEST_CONFIG,
      platform: createWebPlatform(false),
      storage,
      persistentStorage: createMemoryStorage(),
      fetch: server.fetch,
      queryRetries: 0,
    }),
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('starting on the login page', () => {
  it('signs in on the public pages and lands on the launcher', async () => {
    const storage = createMemoryStorage();
    const user = open('/login', createFakeAuthServer(), storage);

    await signIn(user, AVA);

    expect(await screen.findByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(storage.getItem(SESSION_KEYS.jwt)).not.toBeNull();
  });

  it('goes back to the screen the route guard sent the visitor away from', async () => {
    const user = open('/login', createFakeAuthServer(), createMemoryStorage(), {
      from: '/sales/gift-cards',
    });

    await signIn(user, AVA);

    expect(await screen.findByRole('heading', { name: 'Gift Cards', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/sales/gift-cards');
  });

  it('goes straight on to the launcher with a session kept from before', async () => {
    const server = createFakeAuthServer();
    open('/login', server, signedInStorage(server, AVA));

    expect(await screen.findByRole('link', { name: 'Customers' })).toBeTruthy();
    await waitFor(() => {
      expect(window.location.pathname).toBe('/');
    });
  });
});
