// The popup's own pages (spec §2 /login/sso and /login/callback): the start page asks for its
// authorize URL and goes there; the return page hands the provider's answer to the login page
// and closes once it is received. Opened without a login page, each says so.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { openTestChannel, type TestChannel } from '../testing/test-channel';
import { SsoCallbackPage } from './sso-callback-page';
import { SSO_ATTEMPT_KEY } from '../../../lib/sso-popup';
import { SsoStartPage } from './sso-start-page';
import { eventually } from '../../../test/eventually';

const ATTEMPT = '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';
const AUTHORIZE_URL = 'http://idp.test/oidc/auth?state=state-1';

let channel: TestChannel;

beforeEach(() => {
  channel = openTestChannel();
});

afterEach(() => {
  channel.close();
  vi.restoreAllMocks();
});

function renderPage(path: string) {
  return renderWithProviders({
    path,
    routes: [
      { path: '/login/sso', element: <SsoStartPage /> },
      { path: '/login/callback', element: <SsoCallbackPage /> },
    ],
  });
}

describe('the popup start page', () => {
  it('asks for its authorize URL, remembers the attempt and goes to the provider', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);

    renderPage(`/login/sso?attempt=${ATTEMPT}`);

    expect(screen.getByText('Connecting to your sign-in provider…')).toBeTruthy();
    await channel.waitFor('start-requested');
    expect(window.sessionStorage.getItem(SSO_ATTEMPT_KEY)).toBe(ATTEMPT);

    channel.post({ type: 'start', attempt: ATTEMPT, authorizeUrl: AUTHORIZE_URL });
    await eventually(() => {
      expect(replace).toHaveBeenCalledWith(AUTHORIZE_URL);
    });
  });

  it('never goes to a URL that is not http(s), nor to one meant for another attempt', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderPage(`/login/sso?attempt=${ATTEMPT}`);
    await channel.waitFor('start-requested');

    channel.post({ type: 'start', attempt: ATTEMPT, authorizeUrl: 'javascript:alert(1)' });
    channel.post({ type: 'start', attempt: crypto.randomUUID(), authorizeUrl: AUTHORIZE_URL });
    // Messages arrive in order: once the good one is taken, the two before it were refused.
    channel.post({ type: 'start', attempt: ATTEMPT, authorizeUrl: AUTHORIZE_URL });
    await eventually(() => {
      expect(replace).toHaveBeenCalled();
    });

    expect(replace.mock.calls).toEqual([[AUTHORIZE_URL]]);
  });

  it('says it has no sign-in to start when opened without an attempt', () => {
    renderPage('/login/sso');

    expect(screen.getByRole('alert').textContent).toContain(
      'This sign-in window is no longer connected to a sign-in page.',
    );
    expect(screen.getByRole('button', { name: 'Close window' })).toBeTruthy();
  });
});

describe('the popup return page', () => {
  it("hands the provider's answer to the login page and closes once received", async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    window.sessionStorage.setItem(SSO_ATTEMPT_KEY, ATTEMPT);

    renderPage('/login/callback?code=code-1&state=state-1&iss=http%3A%2F%2Fidp.test%2Foidc');

    const result = await channel.waitFor('result');
    expect(result).toEqual({
      type: 'result',
      attempt: ATTEMPT,
      parameters: { code: 'code-1', state: 'state-1', iss: 'http://idp.test/oidc' },
    });
    expect(window.sessionStorage.getItem(SSO_ATTEMPT_KEY)).toBeNull();
    expect(close).not.toHaveBeenCalled();

    channel.post({ type: 'received', attempt: ATTEMPT });
    await eventually(() => {
      expect(close).toHaveBeenCalled();
    });
  });

  it("passes on the provider's error as it came", async () => {
    window.sessionStorage.setItem(SSO_ATTEMPT_KEY, ATTEMPT);

    renderPage('/login/callback?error=access_denied&error_description=End-User+aborted');

    expect((await channel.waitFor('result')).parameters).toEqual({
      error: 'access_denied',
      error_description: 'End-User aborted',
    });
  });

  it('says the window can be closed when no sign-in is waiting for it', () => {
    renderPage('/login/callback?code=code-1&state=state-1');

    expect(screen.getByRole('alert').textContent).toContain(
      'You can close this window and continue on the sign-in page.',
    );
    expect(channel.heard).toEqual([]);
  });
});
