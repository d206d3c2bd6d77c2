// Single sign-on from the login page (spec §4 Login, §8, §9): the 450 × 550 popup on our start
// page, the authorize URL handed over the channel, the answer completing the sign-in, the three
// error texts, the blocked-popup fallback and cancelling by closing the popup.
import { SSO_PATHS } from '@shared/sso/sso';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session';
import { MORGAN } from '../../../test/demo-accounts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginPage } from '../login-page';
import {
  AUTHORIZE_URL,
  createLoginTestServer,
  SSO_CODE,
  SSO_STATE,
} from '../testing/login-test-server';
import { openTestChannel, type TestChannel } from '../testing/test-channel';
import { eventually } from '../../../test/eventually';

const SSO_EMAIL = MORGAN.identity.email;

interface FakePopup {
  closed: boolean;
  close: () => void;
  focus: () => void;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    close: () => {
      popup.closed = true;
    },
    focus: vi.fn(),
  };
  return popup;
}

let popup: FakePopup;
let open: MockInstance<typeof window.open>;
let channel: TestChannel;

beforeEach(() => {
  popup = fakePopup();
  open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  channel = openTestChannel();
});

afterEach(() => {
  channel.close();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderLogin() {
  const server = createLoginTestServer({ ssoEmails: [SSO_EMAIL] });
  return renderWithProviders({
    server,
    path: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Launcher</h1> },
    ],
  });
}

/** The attempt id the login page gave the popup it opened last. */
function openedAttempt(): string {
  const url = new URL(String(open.mock.lastCall?.[0]), window.location.origin);
  return url.searchParams.get('attempt') ?? '';
}

async function startSingleSignOn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('E-mail'), `${SSO_EMAIL}{Enter}`);
  await screen.findByText('Continue in the sign-in window');
}

describe('single sign-on on the login page', () => {
  it('opens the 450 × 550 popup on the start page and hands it the authorize URL', async () => {
    const { user } = renderLogin();

    await startSingleSignOn(user);

    const [url, name, features] = open.mock.lastCall ?? [];
    expect(String(url)).toMatch(/^\/login\/sso\?attempt=[0-9a-f-]{36}$/);
    expect(name).toBe('zyno-sso');
    expect(features).toContain('width=450');
    expect(features).toContain('height=550');

    channel.post({ type: 'start-requested', attempt: openedAttempt() });
    await eventually(() => {
      expect(channel.heard).toContainEqual({
        type: 'start',
        attempt: openedAttempt(),
        authorizeUrl: AUTHORIZE_URL,
      });
    });
  });

  it("completes the sign-in with the popup's code and state", async () => {
    const { user, server, storage, router } = renderLogin();
    await user.click(screen.getByLabelText('Keep me signed in for 30 days'));
    await startSingleSignOn(user);

    const attempt = openedAttempt();
    channel.post({ type: 'result', attempt, parameters: { code: SSO_CODE, state: SSO_STATE } });

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(channel.heard).toContainEqual({ type: 'received', attempt });
    const [callback] = server.requestsTo(SSO_PATHS.callback);
    expect(callback?.body).toEqual({
      browserId: expect.any(String) as string,
      redirectUrl: `${window.location.origin}/login/callback`,
      code: SSO_CODE,
      state: SSO_STATE,
      rememberMe: true,
    });
    expect(callback?.credentials).toBe('include');
    expect(storage.getItem(SESSION_KEYS.jwt)).toMatch(/^test-jwt-/);
  });

  it.each([
    [
      'the provider refused',
      { error: 'access_denied', error_description: 'End-User aborted interaction', state: 's' },
      'SSO error: access_denied: End-User aborted interaction',
    ],
    ['nothing came back', {}, 'Missing callback parameters'],
    ['no code came back', { state: SSO_STATE }, 'Missing code parameter'],
  ])('shows the spec text when %s, back on the e-mail step', async (_case, parameters, text) => {
    const { user, server } = renderLogin();
    await startSingleSignOn(user);

    channel.post({ type: 'result', attempt: openedAttempt(), parameters });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe(SSO_EMAIL);
    expect(server.requestsTo(SSO_PATHS.callback)).toEqual([]);
  });

  it("shows the server's message when it refuses the answer", async () => {
    const { user } = renderLogin();
    await startSingleSignOn(user);

    channel.post({
      type: 'result',
      attempt: openedAttempt(),
      parameters: { code: 'stale-code', state: SSO_STATE },
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This sign-in has expired. Please start again.',
    );
  });

  it('ignores answers meant for another attempt', async () => {
    const { user, server } = renderLogin();
    await startSingleSignOn(user);

    channel.post({
      type: 'result',
      attempt: crypto.randomUUID(),
      parameters: { code: SSO_CODE, state: SSO_STATE },
    });
    channel.post({ type: 'start-requested', attempt: openedAttempt() });
    await channel.waitFor('start');

    expect(screen.getByText('Continue in the sign-in window')).toBeTruthy();
    expect(server.requestsTo(SSO_PATHS.callback)).toEqual([]);
  });

  it('offers to continue when the browser blocked the popup, or to cancel', async () => {
    open.mockImplementationOnce(() => null);
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('E-mail'), `${SSO_EMAIL}{Enter}`);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The sign-in window was blocked',
    );
    const continueButton = screen.getByRole('button', { name: 'Continue with Single Sign On' });
    expect(document.activeElement).toBe(continueButton);

    await user.click(continueButton);
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Continue in the sign-in window')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(popup.closed).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe(SSO_EMAIL);
  });

  it('goes back to the e-mail step from the blocked fallback with Cancel', async () => {
    open.mockImplementation(() => null);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('E-mail'), `${SSO_EMAIL}{Enter}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels when the popup is closed, noticed within 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = renderLogin();
    await startSingleSignOn(user);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByText('Continue in the sign-in window')).toBeTruthy();

    popup.closed = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });

    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
