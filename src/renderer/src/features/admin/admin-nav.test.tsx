// The admin navigation as an administrator meets it (spec §2 /admin): the sections and entries
// their permissions reach, the current entry marked, and moving through it by keyboard.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVA, type DemoAccount } from '../../test/demo-accounts';
import { createFakeAuthServer } from '../../test/fake-auth-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInStorage } from '../../test/signed-in-storage';
import { AdminLayout } from './admin-layout';

/** Ava administers Harbor Coffee; this copy of her may not edit sales fulfillment. */
const ADMIN_WITHOUT_FULFILLMENT: DemoAccount = {
  ...AVA,
  permissions: { ...AVA.permissions, sales: { fulfillmentView: true } },
};

function renderAdmin(path: string, account: DemoAccount = ADMIN_WITHOUT_FULFILLMENT) {
  const server = createFakeAuthServer({ accounts: [account] });
  return renderWithProviders({
    server,
    path,
    storage: signedInStorage(server, account),
    routes: [
      {
        element: <AdminLayout />,
        children: [
          { path: '/admin', element: <p>The admin index</p> },
          { path: '/admin/*', element: <p>An admin screen</p> },
        ],
      },
    ],
  });
}

/** The navigation as sections, each with its entries' names and addresses. */
async function navigation() {
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  await within(nav).findAllByRole('link');
  return within(nav)
    .getAllByRole('list')
    .map((list) => ({
      section: nameOf(list),
      entries: within(list)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    }));
}

/** A section's name: the text its list is labelled by. */
function nameOf(list: HTMLElement): string | null {
  return document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? null;
}

const link = (name: string) => screen.getByRole('link', { name });

describe('the admin navigation', () => {
  it('adds Support requests for a system administrator only', async () => {
    renderAdmin('/admin', { ...AVA, identity: { ...AVA.identity, isSysAdmin: true } });

    expect((await navigation()).at(-1)).toEqual({
      section: 'Support',
      entries: ['Support requests /admin/support/requests'],
    });
  });

  it('shows an admin without sales fulfillmentEdit every section but Fulfillment', async () => {
    renderAdmin('/admin');

    expect(await navigation()).toEqual([
      {
        section: 'Identity and access',
        entries: [
          'Users /admin/iam/users',
          'Roles /admin/iam/roles',
          'Permissions /admin/iam/permissions',
          'Identity Provider /admin/iam/idp',
          'Stations /admin/iam/stations',
          'Sign-in activity /admin/iam/sign-ins',
        ],
      },
      {
        section: 'Sales',
        entries: ['Payments /admin/sales/payments', 'QuickBooks /admin/sales/quickbooks'],
      },
      {
        section: 'Talk',
        entries: ['Numbers /admin/talk/numbers', 'Endpoints /admin/talk/endpoints'],
      },
    ]);
    expect(screen.getByText('The admin index')).toBeTruthy();
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('offers Fulfillment to an admin with sales fulfillmentEdit', async () => {
    renderAdmin('/admin', AVA);

    const sales = (await navigation()).find((section) => section.section === 'Sales');
    expect(sales?.entries).toEqual([
      'Payments /admin/sales/payments',
      'QuickBooks /admin/sales/quickbooks',
      'Fulfillment /admin/sales/fulfillment',
    ]);
  });

  it('marks the current entry, also on a page beneath it', async () => {
    renderAdmin('/admin/sales/payments/stripe-oauth');

    await navigation();
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Payments');
    expect(screen.getByRole('button', { name: /Admin sections/ }).textContent).toContain(
      'Payments',
    );
  });

  it('moves between entries with the arrow keys, Home and End, and opens one with Enter', async () => {
    const { user, router } = renderAdmin('/admin/iam/roles');
    await navigation();
    link('Roles').focus();

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(link('Permissions'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(link('Endpoints'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(link('Users'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(link('Endpoints'));
    await user.keyboard('{Home}{Enter}');

    expect(router.state.location.pathname).toBe('/admin/iam/users');
    expect(link('Users').getAttribute('aria-current')).toBe('page');
    expect(link('Roles').getAttribute('aria-current')).toBeNull();
  });

  it('folds on a narrow window under a button, open on the index and closed once one is chosen', async () => {
    const { user } = renderAdmin('/admin');
    await navigation();
    const toggle = screen.getByRole('button', { name: /Admin sections/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.click(link('Numbers'));

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Numbers');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
