// The login page as a user meets it: the e-mail step, the password step, the spec's error
// texts, remember me, where sign-in leads, the one-shot logout cause and the footer.
import { AUTH_PATHS } from '@shared/auth/sign-in';
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge';
import { permission, SIGNED_IN } from '@shared/route-access';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navigate, Outlet } from 'react-router';
import { SuiteProvider, type Suite } from '../../lib/apps';
import { SESSION_KEYS, useSession } from '../../lib/session';
import { createDesktopPlatform, detectPlatform, type Platform } from '../../platform';
import { AVA, DEMO_PASSWORD, MORGAN } from '../../test/demo-accounts';
import type { FakeAuthServer } from '../../test/fake-auth-server';
import { fakeDesktopBridge } from '../../test/fake-desktop-bridge';
import { eventually } from '../../test/eventually';
import { createMemoryStorage } from '../../test/memory-storage';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';
import { createLoginTestServer } from './testing/login-test-server';

const INVALID_CREDENTIALS =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';

/** Stands in for the route guard: sends a visitor without a session to /login, saying whence. */
function Guarded({ path, name }: { path: string; name: string }) {
  const session = useSession();
  if (session === null) return <Navigate to="/login" replace state={{ from: path }} />;
  return <h1>{name}</h1>;
}

/**
 * The suite as the public pages have it before the signed-in app has loaded: the access to the
 * two addresses these tests go back to arrives with `loadAccess` only.
 */
const SUITE: Suite = {
  access: [],
  launcher: [],
  preloadSignedIn: vi.fn(),
  loadAccess: () =>
    Promise.resolve([
      { path: '/', access: SIGNED_IN },
      { path: '/sales/reports', access: permission('sales', 'reportsView') },
    ]),
};

function renderLogin(
  options: { server?: FakeAuthServer; storage?: Storage; platform?: Platform; path?: string } = {},
) {
  return renderWithProviders({
    server: createLoginTestServer(),
    path: '/login',
    ...options,
    routes: [
      {
        element: (
          <SuiteProvider suite={SUITE}>
            <Outlet />
          </SuiteProvider>
        ),
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/', element: <Guarded path="/" name="Launcher" /> },
          { path: '/sales/reports', element: <Guarded path="/sales/reports" name="Reports" /> },
        ],
      },
    ],
  });
}

const emailField = () => screen.getByLabelText('E-mail');
const passwordField = () => screen.findByLabelText('Password', { selector: 'input' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(SUITE.preloadSignedIn).mockClear();
});

describe('LoginPage', () => {
  it('does not proceed with a blank e-mail and announces what is missing', async () => {
    const { user, server } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(emailField(), '   ');
    await user.keyboard('{Enter}');

    // Once the e-mail's check has arrived (login-deferred.ts, fetched after the page is drawn).
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your e-mail address.');
    expect(server.requests).toEqual([]);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });

  it('asks for the password after the trimmed e-mail, focused, and can go back', async () => {
    const { user, server } = renderLogin();

    await user.type(emailField(), `  ${AVA.identity.email} {Enter}`);

    expect(await passwordField()).toBe(document.activeElement);
    expect(screen.getByText(AVA.identity.email)).toBeTruthy();
    expect(server.requestsTo(AUTH_PATHS.login)[0]?.body).toEqual({
      email: AVA.identity.email,
      redirectUrl: `${window.location.origin}/login/callback`,
    });

    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect((emailField() as HTMLInputElement).value).toBe(AVA.identity.email);
    expect(emailField()).toBe(document.activeElement);
  });

  it('fetches the code a sign-in lands on while the password is asked for, not before', async () => {
    const { user } = renderLogin();
    expect(SUITE.preloadSignedIn).not.toHaveBeenCalled();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await passwordField();

    expect(SUITE.preloadSignedIn).toHaveBeenCalled();
  });

  it('shows the spec text for a wrong password', async () => {
    const { user } = renderLogin();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await user.type(await passwordField(), 'wrong{Enter}');

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_CREDENTIALS);
  });

  it('does not send a blank password and announces what is missing', async () => {
    const { user, server } = renderLogin();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await passwordField();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('alert').textContent).toBe('Enter your password.');
    expect(server.requestsTo(AUTH_PATHS.passwordLogin)).toEqual([]);
  });

  it("shows the server's message in an error box for other errors", async () => {
    const message = 'Too many sign-in attempts. Please wait a minute and try again.';
    const server = createLoginTestServer({ refusedEmails: { [AVA.identity.email]: message } });
    const { user } = renderLogin({ server });

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to sign in');
    expect(alert.textContent).toContain(message);
  });

  it("puts the server's refusal of the password on the field and keeps what was typed", async () => {
    const base = createLoginTestServer();
    const refusal = 'The password is not accepted here.';
    const server: FakeAuthServer = {
      ...base,
      fetch: (input, init) =>
        (input instanceof Request ? input.url : input.toString()).endsWith(AUTH_PATHS.passwordLogin)
          ? Promise.resolve(
              Response.json(
                {
                  error: {
                    code: 'validation_failed',
                    message: `password: ${refusal}`,
                    details: [{ path: 'password', code: 'custom', message: refusal }],
                  },
                },
                { status: 400 },
              ),
            )
          : base.fetch(input, init),
    };
    const { user } = renderLogin({ server });

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await user.type(await passwordField(), 'typed-secret{Enter}');

    // The field's own error, announced; no error box above the form.
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(((await passwordField()) as HTMLInputElement).value).toBe('typed-secret');
  });

  it('signs in with remember me, stores the session and moves on', async () => {
    const { user, server, storage, router } = renderLogin();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await user.type(await passwordField(), DEMO_PASSWORD);
    await user.click(screen.getByLabelText('Keep me signed in for 30 days'));
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [login] = server.requestsTo(AUTH_PATHS.passwordLogin);
    expect(login?.body).toMatchObject({ email: AVA.identity.email, rememberMe: true });
    expect(login?.credentials).toBe('include');
    expect(storage.getItem(SESSION_KEYS.jwt)).toMatch(/^test-jwt-/);
    expect(storage.getItem(SESSION_KEYS.rememberMeExpiresAt)).not.toBeNull();
  });

  it('keeps the remember-me choice made on the e-mail step', async () => {
    const { user, server, storage } = renderLogin();

    await user.click(screen.getByLabelText('Keep me signed in for 30 days'));
    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    expect(screen.getByLabelText<HTMLInputElement>('Keep me signed in for 30 days').checked).toBe(
      true,
    );
    await user.click(screen.getByLabelText('Keep me signed in for 30 days'));
    await user.type(await passwordField(), `${DEMO_PASSWORD}{Enter}`);

    await screen.findByRole('heading', { name: 'Launcher' });
    expect(server.requestsTo(AUTH_PATHS.passwordLogin)[0]?.body).toMatchObject({
      rememberMe: false,
    });
    expect(storage.getItem(SESSION_KEYS.rememberMeExpiresAt)).toBeNull();
  });

  it.each([
    [
      'goes back to the address the visitor wanted when the new session may reach it',
      AVA,
      'Reports',
      '/sales/reports',
    ],
    [
      "goes to '/' when the new session cannot reach the address the visitor wanted",
      MORGAN,
      'Launcher',
      '/',
    ],
  ])('%s', async (_case, account, heading, landing) => {
    const { user, router } = renderLogin({ path: '/sales/reports' });

    await user.type(emailField(), `${account.identity.email}{Enter}`);
    await user.type(await passwordField(), `${DEMO_PASSWORD}{Enter}`);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
  });

  it('shows a stored logout cause once, as a warning', async () => {
    const cause = 'Your session timed out due to inactivity.';
    const storage = createMemoryStorage({ [SESSION_KEYS.logoutCause]: cause });

    const { user } = renderLogin({ storage });

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('You have been signed out');
    expect(warning.textContent).toContain(cause);
    expect(storage.getItem(SESSION_KEYS.logoutCause)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(cause)).toBeNull();
  });

  it('titles the page with the product name and shows the version with legal links', async () => {
    renderLogin();

    expect(await screen.findByText('Zyno 25.727.740')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      '/legal/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/legal/privacy',
    );
    await waitFor(() => {
      expect(document.title).toBe('Zyno');
    });
  });

  it('names Zyno Desktop and a development build in the footer', async () => {
    const platform = createDesktopPlatform(
      fakeDesktopBridge({ isDevelopment: () => Promise.resolve(true) }),
    );

    renderLogin({ platform });

    expect(await screen.findByText('Zyno Desktop 25.727.740 · development')).toBeTruthy();
  });

  it('names Zyno Desktop without the label when its bridge cannot say what build it runs', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An answer that breaks the bridge's contract, which the platform refuses.
    const platform = await detectPlatform({
      [DESKTOP_BRIDGE_GLOBAL]: {
        ...fakeDesktopBridge(),
        isDevelopment: () => Promise.resolve('yes'),
      },
    });

    renderLogin({ platform });

    expect(await screen.findByText('Zyno Desktop 25.727.740')).toBeTruthy();
    await eventually(() => {
      expect(logged).toHaveBeenCalled();
    });
    expect(screen.queryByText(/development/)).toBeNull();
    logged.mockRestore();
  });

  it('reloads when another build is deployed, checking every 5000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let deployed = { version: '25.727.740', build: 'development' };
    const versionFile = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json(deployed)));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderLogin();
    const fiveSeconds = async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
    };

    await fiveSeconds();
    expect(versionFile).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();

    deployed = { version: '25.727.741', build: 'a-newer-build' };
    await fiveSeconds();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
