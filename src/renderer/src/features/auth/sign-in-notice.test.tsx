// The sign-in notice (failed attempts since the owner last signed in) after each way of signing
// in: a password, single sign-on, and a station's username and PIN. It shows once, as a warning
// that stays until dismissed, and only when the login answer carries one.
import { detectedInstallSchema } from '@shared/installs/installs';
import { Notifications, notifications } from '@mantine/notifications';
import type { LoginResponse, SignInNotice } from '@shared/auth/sign-in';
import { INSTALLS_PATHS } from '@shared/installs/installs';
import { screen, waitFor } from '@testing-library/react';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAtom } from '../../lib/session';
import { createDesktopPlatform } from '../../platform';
import { AVA, CASEY, DEMO_PASSWORD, MORGAN } from '../../test/demo-accounts';
import { TEST_CONFIG, type FakeAuthServer } from '../../test/fake-auth-server';
import { fakeDesktopBridge } from '../../test/fake-desktop-bridge';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';
import {
  AUTHORIZE_URL,
  createLoginTestServer,
  SSO_CODE,
  SSO_STATE,
} from './testing/login-test-server';
import { openTestChannel } from './testing/test-channel';

const NOTICE: SignInNotice = {
  failedAttempts: 3,
  refusedWhilePaused: 1,
  lastFailedAt: '2026-11-23T21:14:00.000Z',
};
const LAST_ATTEMPT = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
}).format(new Date(NOTICE.lastFailedAt));
const TITLE = 'Failed sign-in attempts on your account';

const STATION = detectedInstallSchema.parse({
  id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  tenantId: CASEY.identity.tenants[0]?.id,
  tenantName: 'Harbor Coffee',
});
const HANDSHAKE = {
  publicKey: `MCowBQYDK2VwAyEA${'A'.repeat(43)}=`,
  timestamp: 1,
  nonce: 'A'.repeat(22),
  signature: `${'A'.repeat(86)}==`,
};

function AtStation({ children }: { children: ReactNode }) {
  useHydrateAtoms([[installAtom, STATION]]);
  return children;
}

function renderLogin(server: FakeAuthServer, { station = false } = {}) {
  const layout = (
    <>
      <Notifications />
      <Outlet />
    </>
  );
  return renderWithProviders({
    server,
    path: '/login',
    platform: station
      ? createDesktopPlatform(
          fakeDesktopBridge({ generateHandshake: () => Promise.resolve(HANDSHAKE) }),
        )
      : undefined,
    routes: [
      {
        element: station ? <AtStation>{layout}</AtStation> : layout,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/', element: <h1>Launcher</h1> },
        ],
      },
    ],
  });
}

/** A station's credentials sign Casey in, with the notice when one is given. */
function stationServer(notice: SignInNotice | undefined): FakeAuthServer {
  const server = createLoginTestServer();
  const credentialsUrl = `${TEST_CONFIG.api.auth}${INSTALLS_PATHS.authCredentials}`;
  return {
    ...server,
    fetch: (input, init) => {
      if ((input instanceof Request ? input.url : input.toString()) !== credentialsUrl)
        return server.fetch(input, init);
      const answer: LoginResponse = {
        jwt: server.issueToken(CASEY.identity.email),
        expiresAt: Date.now() + 60 * 60_000,
        rememberMeExpiresAt: null,
        impersonatorTenantId: null,
        identity: CASEY.identity,
        ...(notice === undefined ? {} : { signInNotice: notice }),
      };
      return Promise.resolve(Response.json(answer));
    },
  };
}

async function expectNotice() {
  const notice = (await screen.findByText(TITLE)).closest<HTMLElement>('[role="alert"]');
  expect(notice?.textContent).toContain(
    'There were 3 failed attempts to sign in to your account since you last signed in, 1 of which was refused while sign-in from their location was paused.',
  );
  expect(notice?.textContent).toContain(`The last one was on ${LAST_ATTEMPT}.`);
  expect(notice?.textContent).toContain("If this wasn't you, change your password.");
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockImplementation(
    () => ({ closed: false, close: () => undefined, focus: () => undefined }) as unknown as Window,
  );
});

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('the sign-in notice', () => {
  it('warns after a password sign-in whose answer carries one, until dismissed', async () => {
    const { user } = renderLogin(createLoginTestServer({ signInNotice: NOTICE }));

    await user.type(screen.getByLabelText('E-mail'), `${AVA.identity.email}{Enter}`);
    await user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    await expectNotice();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      expect(screen.queryByText(TITLE)).toBeNull();
    });
  });

  it('says nothing after a sign-in without one', async () => {
    const { user } = renderLogin(createLoginTestServer());

    await user.type(screen.getByLabelText('E-mail'), `${AVA.identity.email}{Enter}`);
    await user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns after a single sign-on whose answer carries one', async () => {
    const channel = openTestChannel();
    const server = createLoginTestServer({
      ssoEmails: [MORGAN.identity.email],
      signInNotice: NOTICE,
    });
    const { user } = renderLogin(server);

    await user.type(screen.getByLabelText('E-mail'), `${MORGAN.identity.email}{Enter}`);
    const start = await channel.waitFor('start');
    expect(start.authorizeUrl).toBe(AUTHORIZE_URL);
    channel.post({
      type: 'result',
      attempt: start.attempt,
      parameters: { code: SSO_CODE, state: SSO_STATE },
    });

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    await expectNotice();
    channel.close();
  });

  it("warns after a station's username and PIN sign-in whose answer carries one", async () => {
    const { user } = renderLogin(stationServer(NOTICE), { station: true });

    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('PIN or password'), '24681357{Enter}');

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    await expectNotice();
  });

  it('says nothing after a station sign-in without one', async () => {
    const { user } = renderLogin(stationServer(undefined), { station: true });

    await user.type(await screen.findByLabelText('Username'), 'casey');
    await user.type(screen.getByLabelText('PIN or password'), '24681357{Enter}');

    expect(await screen.findByRole('heading', { name: 'Launcher' })).toBeTruthy();
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
