// A user's page as an admin sees it: how the person signs in (with the "no fingerprint" marker),
// delete for an account this tenant manages and remove-from-tenant for one managed elsewhere,
// each explained before it happens; and the fingerprint dialog app/ puts in the slot, opened for
// this account.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountDetail } from '@shared/accounts/accounts';
import { createFakeAuthServer, TEST_CONFIG } from '../../../../test/fake-auth-server';
import { AVA, HARBOR_COFFEE } from '../../../../test/demo-accounts';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { signedInStorage } from '../../../../test/signed-in-storage';
import { FingerprintsDialogProvider } from '../fingerprints-slot';
import { UserPage } from './user-page';

const ACCOUNT_ID = '6f1c7d1e-1111-4000-8000-000000000001';

function detail(isManaged: boolean): AccountDetail {
  return {
    account: {
      id: ACCOUNT_ID,
      email: 'kit.till@harbor.example',
      firstName: 'Kit',
      lastName: 'Till',
      avatarId: null,
      username: 'kit',
      authMech: ['pin'],
      isAdmin: false,
      roleIds: [],
      permissions: {},
      hasPin: true,
      hasPassword: false,
      isManaged,
      isSignInLocked: false,
      fingerprintCount: 0,
      lastSignInAt: null,
    },
    fingerprints: [],
    recentSignIns: [],
    tenants: [
      { id: HARBOR_COFFEE.id, name: 'Harbor Coffee', isAdmin: false, isManaging: isManaged },
    ],
  };
}

function renderUserPage(isManaged: boolean) {
  const server = createFakeAuthServer();
  const authPath = new URL(TEST_CONFIG.api.auth).pathname;
  const fetch: typeof globalThis.fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : input.toString()).pathname.slice(
      authPath.length,
    );
    if (path === `/accounts/${ACCOUNT_ID}`)
      return Promise.resolve(Response.json(detail(isManaged)));
    if (path === '/roles') return Promise.resolve(Response.json([]));
    return server.fetch(input, init);
  };
  const opened: string[] = [];
  const rendered = renderWithProviders({
    server: { ...server, fetch },
    storage: signedInStorage(server, AVA),
    path: `/admin/iam/users/${ACCOUNT_ID}`,
    routes: [
      {
        path: '/admin/iam/users/:id',
        element: (
          <FingerprintsDialogProvider
            render={({ opened: open, accountId }) => {
              if (open) opened.push(accountId);
              return open ? <div role="dialog" aria-label="Fingerprints of staff" /> : null;
            }}
          >
            <UserPage />
          </FingerprintsDialogProvider>
        ),
      },
    ],
  });
  return { ...rendered, opened };
}

describe('UserPage', () => {
  it('shows how a managed account signs in, and deletes it only after saying what that means', async () => {
    const { user, opened } = renderUserPage(true);
    expect(await screen.findByRole('heading', { name: 'Kit Till', level: 1 })).toBeTruthy();
    expect(screen.getByText('PIN set')).toBeTruthy();
    expect(screen.getByText('No password')).toBeTruthy();
    expect(screen.getByText('No fingerprints enrolled yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Manage fingerprints' }));
    expect(screen.getByRole('dialog', { name: 'Fingerprints of staff' })).toBeTruthy();
    expect(opened).toContain(ACCOUNT_ID);

    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(within(question).getByText(/deleted everywhere/)).toBeTruthy();
  });

  it('offers only removal from this tenant for an account another organisation manages', async () => {
    const { user } = renderUserPage(false);
    expect(await screen.findByRole('heading', { name: 'Kit Till', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage fingerprints' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove from tenant' }));
    const question = await screen.findByRole('dialog', { name: 'Remove from this tenant?' });
    expect(within(question).getByText(/Their account stays with the organisation/)).toBeTruthy();
  });
});
