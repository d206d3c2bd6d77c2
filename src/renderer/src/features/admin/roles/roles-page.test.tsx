// The Roles screen as an administrator meets it, over an in-memory roles API: the roles with how
// many hold each; a taken name refused on its field with what was typed kept; a role still held
// deleted only once the role its holders move to is chosen.
import { Notifications } from '@mantine/notifications';
import type { RoleListItem } from '@shared/roles/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVA } from '../../../test/demo-accounts';
import { createFakeAuthServer, TEST_CONFIG } from '../../../test/fake-auth-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInStorage } from '../../../test/signed-in-storage';
import { RolesPage } from './roles-page';

const CASHIER: RoleListItem = {
  id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  name: 'Cashier',
  permissions: { sales: { sp: true } },
  accountIds: ['1a2b3c4d-5e6f-4071-8293-a4b5c6d7e8f0', '2a2b3c4d-5e6f-4071-8293-a4b5c6d7e8f0'],
  memberCount: 2,
};
const MANAGER: RoleListItem = {
  id: '9f8e7d6c-5b4a-4392-8170-f6e5d4c3b2a1',
  name: 'Manager',
  permissions: { sales: {}, talk: {} },
  accountIds: [],
  memberCount: 0,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The fake auth family with GET, POST and DELETE of /roles in front of it. */
function renderRolesPage() {
  const server = createFakeAuthServer();
  const calls: Call[] = [];
  const rolesUrl = `${TEST_CONFIG.api.auth}/roles`;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.href.startsWith(rolesUrl)) return server.fetch(input, init);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    if (method === 'GET') return Response.json([CASHIER, MANAGER]);
    if (method === 'POST') {
      const message = 'This tenant already has a role named "manager".';
      return Response.json({ error: { code: 'conflict', message } }, { status: 409 });
    }
    return new Response(null, { status: 204 });
  };
  const rendered = renderWithProviders({
    routes: [
      {
        path: '/admin/iam/roles',
        element: (
          <>
            <Notifications />
            <RolesPage />
          </>
        ),
      },
    ],
    path: '/admin/iam/roles',
    server: { ...server, fetch },
    storage: signedInStorage(server, AVA),
  });
  return { ...rendered, calls };
}

describe('the Roles screen', () => {
  it('lists the roles with how many people hold each and what they grant', async () => {
    renderRolesPage();
    const table = await screen.findByRole('table', { name: 'Roles' });
    const cashier = await within(table).findByRole('row', { name: /Cashier/ });
    expect(cashier.textContent).toContain('2 people');
    expect(cashier.textContent).toContain('Sales');
    expect(within(table).getByRole('row', { name: /Manager/ }).textContent).toContain('0 people');
  });

  it('shows a taken name on the name field and keeps what was typed', async () => {
    const { user, calls } = renderRolesPage();
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(dialog).getByLabelText(/Role name/), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(
      await within(dialog).findByText('This tenant already has a role named "manager".'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Role name/).value).toBe('manager');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/roles', body: { name: 'manager' } },
    ]);
  });

  it('deletes a role still held only with the role its holders move to', async () => {
    const { user, calls } = renderRolesPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Cashier' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Cashier?' });
    expect(dialog.textContent).toContain('2 people hold Cashier.');
    const confirm = within(dialog).getByRole('button', { name: 'Move 2 people and delete' });
    await user.click(confirm);
    expect(await within(dialog).findByText('Choose the role they move to.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Move them to' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(confirm);
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
        {
          method: 'DELETE',
          path: `/api/auth/roles/${CASHIER.id}?reassignTo=${MANAGER.id}`,
          body: undefined,
        },
      ]);
    });
    expect(
      await screen.findByText('The role Cashier was deleted; 2 people moved to Manager.'),
    ).toBeTruthy();
  });
});
