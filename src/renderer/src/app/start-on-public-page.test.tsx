// A visit that opens on the login page without a session starts before its core: which visits
// may, and the page drawn at once, its Next waiting for the core, then a sign-in as any other.
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge-global';
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../lib/session';
import { createWebPlatform } from '../platform';
import { AVA, DEMO_PASSWORD } from '../test/demo-accounts';
import { createFakeAuthServer, TEST_CONFIG } from '../test/fake-auth-server';
import { createMemoryStorage } from '../test/memory-storage';
import { createAppCore } from './app-core';
import { startOnPublicPage, startsOnPublicPage } from './start-on-public-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function visit(pathname: string, stored: Record<string, string> = {}, extra: object = {}) {
  const localStorage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  return { location: { pathname }, localStorage, ...extra };
}

describe('startsOnPublicPage', () => {
  it('starts a browser on the login page without a session before its core', () => {
    expect(startsOnPublicPage(visit('/login'))).toBe(true);
    expect(startsOnPublicPage(visit('/login', { [SESSION_KEYS.tenantId]: 'kept' }))).toBe(true);
  });

  it('starts with the core anywhere else, with a session or a logout cause, or in Zyno Desktop', () => {
    expect(startsOnPublicPage(visit('/'))).toBe(false);
    expect(startsOnPublicPage(visit('/login', { [SESSION_KEYS.jwt]: 'a.b.c' }))).toBe(false);
    expect(startsOnPublicPage(visit('/login', { [SESSION_KEYS.logoutCause]: 'Timed out' }))).toBe(
      false,
    );
    expect(startsOnPublicPage(visit('/login', {}, { [DESKTOP_BRIDGE_GLOBAL]: {} }))).toBe(false);
  });
});

describe('startOnPublicPage', () => {
  it('draws the login page at once; its Next waits for the core, then the sign-in lands on the launcher', async () => {
    window.history.replaceState(null, '', '/login');
    const server = createFakeAuthServer();
    const platform = createWebPlatform(false);
    const start = startOnPublicPage(platform);
    render(start.element);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('E-mail'), `${AVA.identity.email}{Enter}`);
    expect(server.requestsTo(AUTH_PATHS.login)).toEqual([]);

    const storage = createMemoryStorage();
    start.core.arrive(
      createAppCore({
        config: TEST_CONFIG,
        platform,
        storage,
        persistentStorage: createMemoryStorage(),
        fetch: server.fetch,
        queryRetries: 0,
        store: start.store,
      }),
    );
    await user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );

    expect(await screen.findByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(server.requestsTo(AUTH_PATHS.login)).toHaveLength(1);
    expect(storage.getItem(SESSION_KEYS.jwt)).not.toBeNull();
  });
});
