// The launcher as users see it, over the suite composed from the list of apps: entries and
// sub-items filtered by permissions (spec §2), the empty message, the permission failure message
// and the loading state.
import type { Permissions } from '@shared/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LauncherPage } from '../features/launcher/launcher-page';
import { SuiteProvider } from '../lib/apps';
import { AVA, CASEY, type DemoAccount } from '../test/demo-accounts';
import { createFakeAuthServer, type FakeAuthServerOptions } from '../test/fake-auth-server';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInStorage } from '../test/signed-in-storage';
import { SUITE } from './suite';

const NO_PERMISSIONS =
  "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.";
const PERMISSIONS_FAILED =
  'There was an issue loading user permissions. Please check your Internet connection and refresh the page.';

function renderLauncher(account: DemoAccount, options: FakeAuthServerOptions = {}) {
  const server = createFakeAuthServer({ accounts: [account], ...options });
  return renderWithProviders({
    server,
    storage: signedInStorage(server, account),
    routes: [
      {
        path: '/',
        element: (
          <SuiteProvider suite={SUITE}>
            <LauncherPage />
          </SuiteProvider>
        ),
      },
    ],
  });
}

/** The visible entries, each as its name and the sub-items it offers. */
function visibleApps() {
  return screen.getAllByRole('article').map((card) => {
    const [name, ...subItems] = within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    return { name, subItems };
  });
}

const withPermissions = (permissions: Permissions): DemoAccount => ({ ...AVA, permissions });

describe('LauncherPage', () => {
  it('shows every app with its sub-items to a user with every permission', async () => {
    renderLauncher(AVA);

    expect(await screen.findByRole('heading', { name: 'Welcome, Ava' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Customers' });
    expect(visibleApps()).toEqual([
      { name: ['Customers', '/crm'], subItems: [['Memberships', '/crm/memberships']] },
      { name: ['Display', '/display'], subItems: [] },
      { name: ['Forms', '/forms'], subItems: [] },
      { name: ['Inventory', '/inventory'], subItems: [] },
      {
        name: ['Sales', '/sales'],
        subItems: [
          ['Gift Cards', '/sales/gift-cards'],
          ['Products', '/sales/config/products'],
          ['Reports', '/sales/reports'],
          ['Transactions', '/sales/transactions'],
          ['Fulfillment', '/sales/fulfillment'],
        ],
      },
      { name: ['Talk', '/talk'], subItems: [] },
    ]);
    expect(screen.getByText('Harbor Coffee')).toBeTruthy();
  });

  it('tells a user with only the in-store sales permission that there is nothing here', async () => {
    renderLauncher(CASEY);

    expect(await screen.findByText(NO_PERMISSIONS)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows an app reachable only through a sub-item, opening that sub-item', async () => {
    renderLauncher(withPermissions({ sales: { reportsView: true }, crm: {} }));

    await screen.findByRole('link', { name: 'Sales' });
    expect(visibleApps()).toEqual([
      { name: ['Customers', '/crm'], subItems: [] },
      { name: ['Sales', '/sales/reports'], subItems: [['Reports', '/sales/reports']] },
    ]);
  });

  it('shows the spec text when permissions cannot be loaded', async () => {
    renderLauncher(AVA, { failPermissions: true });

    expect(await screen.findByText(PERMISSIONS_FAILED)).toBeTruthy();
  });

  it('shows a loading state until permissions arrive', async () => {
    renderLauncher(AVA);

    expect(screen.getByRole('status').textContent).toBe('Loading your apps');
    await screen.findByRole('link', { name: 'Customers' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
