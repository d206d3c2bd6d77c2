// The login page as a user meets it: the e-mail step, the password step, the spec's error
// texts, the one-shot logout cause and the footer on web and desktop.
import { AUTH_PATHS } from '@shared/auth-api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../lib/session';
import { createDesktopPlatform, type Platform } from '../../platform';
import { AVA, DEMO_PASSWORD } from '../../test/demo-accounts';
import { createFakeAuthServer, type FakeAuthServer } from '../../test/fake-auth-server';
import { createMemoryStorage } from '../../test/memory-storage';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';

const INVALID_CREDENTIALS =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';

function renderLogin(
  options: { server?: FakeAuthServer; storage?: Storage; platform?: Platform } = {},
) {
  return renderWithProviders({
    ...options,
    path: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Launcher</h1> },
    ],
  });
}

const emailField = () => screen.getByLabelText('E-mail');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginPage', () => {
  it('does not proceed with a blank e-mail and says what is missing', async () => {
    const { user, server } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(emailField(), '   ');
    await user.keyboard('{Enter}');

    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(server.requests).toEqual([]);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });

  it('asks for the password after the e-mail, and can go back to change it', async () => {
    const { user, server } = renderLogin();

    await user.type(emailField(), `  ${AVA.identity.email} {Enter}`);

    expect(await screen.findByText(AVA.identity.email)).toBeTruthy();
    expect(passwordField()).toBeTruthy();
    expect(server.requestsTo(AUTH_PATHS.login)[0]?.body).toEqual({ email: AVA.identity.email });

    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect((emailField() as HTMLInputElement).value).toBe(AVA.identity.email);
  });

  it('shows the spec text for a wrong password', async () => {
    const { user } = renderLogin();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      'wrong{Enter}',
    );

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_CREDENTIALS);
  });

  it('does not send a blank password', async () => {
    const { user, server } = renderLogin();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await screen.findByLabelText('Password', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(server.requestsTo(AUTH_PATHS.passwordLogin)).toEqual([]);
  });

  it("shows the server's message for other errors, such as sso_unavailable", async () => {
    const server = createFakeAuthServer({ ssoEmails: ['sam.sso@harbor.example'] });
    const { user } = renderLogin({ server });

    await user.type(emailField(), 'sam.sso@harbor.example{Enter}');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Single sign-on is not available right now.',
    );
  });

  it('signs in with remember-me, stores the session and moves on', async () => {
    const { user, server, storage, router } = renderLogin();

    await user.type(emailField(), `${AVA.identity.email}{Enter}`);
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByLabelText('Keep me signed in for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [login] = server.requestsTo(AUTH_PATHS.passwordLogin);
    expect(login?.body).toMatchObject({ email: AVA.identity.email, rememberMe: true });
    expect(login?.credentials).toBe('include');
    expect(storage.getItem(SESSION_KEYS.jwt)).toMatch(/^test-jwt-/);
    expect(storage.getItem(SESSION_KEYS.tenantId)).toBe(AVA.identity.tenants[0]?.id);
    expect(storage.getItem(SESSION_KEYS.rememberMeExpiresAt)).not.toBeNull();
  });

  it('shows a stored logout cause once, as a warning', async () => {
    const cause = 'Your session timed out due to inactivity.';
    const storage = createMemoryStorage({ [SESSION_KEYS.logoutCause]: cause });

    renderLogin({ storage });

    expect(await screen.findByText(cause)).toBeTruthy();
    expect(storage.getItem(SESSION_KEYS.logoutCause)).toBeNull();
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
    const platform = createDesktopPlatform({ isDevelopment: () => Promise.resolve(true) });

    renderLogin({ platform });

    expect(await screen.findByText('Zyno Desktop 25.727.740 · development')).toBeTruthy();
  });
});
