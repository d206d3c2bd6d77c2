// The assembled app against the fake auth family: route guards, sign-in back to where the user
// was going, forbidden and unknown URLs, page titles and logout.
import { notifications } from '@mantine/notifications';
import { AUTH_PATHS, type LoginResponse, type SignInNotice } from '@shared/auth/sign-in';
import { API_HEADERS } from '@shared/api-headers';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../lib/session';
import { createWebPlatform } from '../platform';
import { AVA, CASEY, HARBOR_COFFEE, MORGAN, type DemoAccount } from '../test/demo-accounts';
import { createFakeAuthServer, TEST_CONFIG, type FakeAuthServer } from '../test/fake-auth-server';
import { createMemoryStorage } from '../test/memory-storage';
import { signIn } from '../test/sign-in';
import { signedInStorage } from '../test/signed-in-storage';
import { createApp } from './create-app';

function startApp(path: string, server: FakeAuthServer, storage = createMemoryStorage()) {
  const app = createApp({
    config: TEST_CONFIG,
    platform: createWebPlatform(false),
    storage,
    persistentStorage: createMemoryStorage(),
    fetch: server.fetch,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    queryRetries: 0,
    mantineEnv: 'test',
  });
  render(app.element);
  return { router: app.router, storage, user: userEvent.setup() };
}

/** The app at `path` with `who` signed in already. */
function startSignedIn(path: string, who: DemoAccount) {
  const server = createFakeAuthServer();
  return startApp(path, server, signedInStorage(server, who));
}

const NOTICE: SignInNotice = {
  failedAttempts: 2,
  refusedWhilePaused: 0,
  lastFailedAt: '2026-11-23T21:14:00.000Z',
};
const NOTICE_TITLE = 'Failed sign-in attempts on your account';

/** Every sign-in and renewal answer carries the notice; renewal renews Ava's session. */
function tellingServer(): FakeAuthServer {
  const server = createFakeAuthServer();
  const withNotice = (answer: LoginResponse) => Response.json({ ...answer, signInNotice: NOTICE });
  return {
    ...server,
    fetch: async (input, init) => {
      const path = new URL(
        input instanceof Request ? input.url : input.toString(),
      ).pathname.replace(/^\/api\/auth/, '');
      if (path === AUTH_PATHS.renew) {
        server.requests.push({
          method: 'POST',
          path,
          headers: new Headers(init?.headers),
          body: undefined,
          credentials: init?.credentials,
        });
        return withNotice({
          jwt: server.issueToken(AVA.identity.email),
          expiresAt: Date.now() + 60 * 60_000,
          rememberMeExpiresAt: Date.now() + 24 * 60 * 60_000,
          impersonatorTenantId: null,
          identity: AVA.identity,
        });
      }
      const answer = await server.fetch(input, init);
      if (path !== AUTH_PATHS.passwordLogin || !answer.ok) return answer;
      return withNotice((await answer.json()) as LoginResponse);
    },
  };
}

afterEach(() => {
  notifications.clean();
});

describe('the app', () => {
  it('sends a visitor without a session to the login page', async () => {
    const { router } = startApp('/', createFakeAuthServer());

    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs in to the launcher with the user widget in the top bar', async () => {
    const server = createFakeAuthServer();
    const { user, storage } = startApp('/', server);

    await signIn(user, AVA);

    expect(await screen.findByRole('link', { name: 'Customers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ava Admin, Harbor Coffee' })).toBeTruthy();
    expect(storage.getItem(SESSION_KEYS.jwt)).not.toBeNull();
    const permissions = server.requestsTo(AUTH_PATHS.permissions)[0];
    expect(permissions?.headers.get(API_HEADERS.tenantId)).toBe(AVA.identity.tenants[0]?.id);
  });

  it('starts in the favourite tenant, or in the one used last if still a member', async () => {
    const first = startApp('/', createFakeAuthServer());
    await signIn(first.user, MORGAN);
    expect(
      await screen.findByRole('button', { name: 'Morgan Multi, Bluebird Dental' }),
    ).toBeTruthy();
    cleanup();

    const storage = createMemoryStorage({ [SESSION_KEYS.tenantId]: HARBOR_COFFEE.id });
    const second = startApp('/', createFakeAuthServer(), storage);
    await signIn(second.user, MORGAN);
    expect(await screen.findByRole('button', { name: 'Morgan Multi, Harbor Coffee' })).toBeTruthy();
  });

  it('returns to the requested screen after sign-in, titled with app and sub-app', async () => {
    const { user, router } = startApp('/sales/gift-cards', createFakeAuthServer());

    await signIn(user, AVA);

    expect(await screen.findByRole('heading', { name: 'Gift Cards', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sales/gift-cards');
    await waitFor(() => {
      expect(document.title).toBe('Zyno · Sales · Gift Cards');
    });
  });

  it('goes to the launcher instead when the requested screen is out of reach', async () => {
    const { user, router } = startApp('/sales/gift-cards', createFakeAuthServer());

    await signIn(user, CASEY);

    expect(
      await screen.findByText(
        "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a screen the signed-in user may not open', async () => {
    startSignedIn('/admin/iam/users', CASEY);

    expect(await screen.findByText("You don't have access to the requested URL.")).toBeTruthy();
  });

  it('follows a redirect route to its target', async () => {
    const { router } = startSignedIn('/display', AVA);

    expect(await screen.findByRole('heading', { name: 'Display' })).toBeTruthy();
    expect(screen.getByText('Devices')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/display/devices');
  });

  it("shows an administrator the admin navigation beside the index and beside each entry's screen", async () => {
    const { user, router } = startSignedIn('/admin', AVA);

    expect(await screen.findByText('Choose an item from the left to get started')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    await waitFor(() => {
      expect(document.title).toBe('Zyno · Admin');
    });
    await user.click(within(nav).getByRole('link', { name: 'Identity Provider' }));

    expect(await screen.findByText('Connect Microsoft or Google for single sign-on.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/iam/idp');
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe(
      'Identity Provider',
    );
    await waitFor(() => {
      expect(document.title).toBe('Zyno · Admin · Identity Provider');
    });
  });

  it('says so for an unknown URL', async () => {
    startSignedIn('/no/such/place', AVA);

    expect(await screen.findByText('The requested URL does not exist.')).toBeTruthy();
  });

  it('logs out through the user menu: tells the server, forgets the session, shows login', async () => {
    const server = createFakeAuthServer();
    const storage = signedInStorage(server, AVA);
    const jwt = storage.getItem(SESSION_KEYS.jwt);
    const { user, router } = startApp('/', server, storage);

    await user.click(await screen.findByRole('button', { name: 'Ava Admin, Harbor Coffee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getItem(SESSION_KEYS.jwt)).toBeNull();
    const logout = server.requestsTo(AUTH_PATHS.logout)[0];
    expect(logout?.headers.get(API_HEADERS.authorization)).toBe(`Bearer ${String(jwt)}`);
  });

  it('warns about failed attempts after sign-in, and forgets the warning at sign-out', async () => {
    const { user } = startApp('/', tellingServer());

    await signIn(user, AVA);

    expect(await screen.findByText(NOTICE_TITLE)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Ava Admin, Harbor Coffee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByText(NOTICE_TITLE)).toBeNull();
    });
  });

  it('does not warn about failed attempts when a session is renewed', async () => {
    const server = tellingServer();
    const storage = signedInStorage(server, AVA);
    storage.setItem(SESSION_KEYS.expiresAt, String(Date.now() - 60_000));
    storage.setItem(SESSION_KEYS.rememberMeExpiresAt, String(Date.now() + 60 * 60_000));
    startApp('/', server, storage);

    expect(await screen.findByRole('link', { name: 'Customers' })).toBeTruthy();
    await waitFor(() => {
      expect(server.requestsTo(AUTH_PATHS.renew)).toHaveLength(1);
    });
    await waitFor(() => {
      expect(Number(storage.getItem(SESSION_KEYS.expiresAt))).toBeGreaterThan(Date.now());
    });
    expect(screen.queryByText(NOTICE_TITLE)).toBeNull();
  });

  it('sends the user to sign in again when the server refuses the stored token', async () => {
    const server = createFakeAuthServer();
    const storage = signedInStorage(server, AVA);
    storage.setItem(SESSION_KEYS.jwt, 'revoked-token');
    const { router } = startApp('/', server, storage);

    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getItem(SESSION_KEYS.jwt)).toBeNull();
  });
});
