// Role management in the current tenant over real HTTP: listing, creating, renaming, deleting and
// replacing a role's permissions; names unique per tenant; administrators only; roles of other
// tenants are 404; holders are told when their permissions change.
import { beforeEach, describe, expect, it } from 'vitest';
import { API_HEADERS } from '@shared/api-headers';
import { roleSchema } from '@shared/roles/roles';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  ADMIN_TABLES,
  api,
  expectAdminOnly,
  expectError,
  useRecordingTestApp,
  signIn,
} from './fixtures';
import {
  expectUnchanged,
  listRoles as listRolesAs,
  roleNamed as roleNamedAs,
  someRoleOf,
  useHarborCallers,
} from './fixtures/roles';

const test = await useRecordingTestApp();
const { asAva, asMax, anonymous, ids } = useHarborCallers(test.server);
beforeEach(() => {
  test.realtime.events.length = 0;
});

const listRoles = () => listRolesAs(asAva);
const roleNamed = (name: string) => roleNamedAs(asAva, name);
const bluebirdRoleId = () => someRoleOf(test.server.database, ids.bluebird);
const unchanged = (work: () => Promise<void>) =>
  expectUnchanged(test.server.database, ADMIN_TABLES, work);

async function createRole(name: string, permissions: Record<string, Record<string, boolean>>) {
  const response = await asAva('/roles', { body: { name, permissions } });
  expect(response.status).toBe(201);
  return roleSchema.parse(await response.json());
}

const unknownId = '5b0e7c1d-2f3a-4b5c-8d6e-7f8091a2b3c4';

describe('GET /roles', () => {
  it('lists the tenant’s roles by name with their permissions and holders', async () => {
    const roles = await listRoles();
    expect(roles.map((role) => role.name)).toEqual(['Administrator', 'Cashier', 'Manager']);
    const cashier = roles.find((role) => role.name === 'Cashier');
    const [casey] = await test.server.database.query<{ id: string }>(
      "SELECT id FROM accounts WHERE email = 'casey.cashier@harbor.example'",
    );
    expect(cashier).toEqual({
      id: expect.any(String) as string,
      name: 'Cashier',
      permissions: {
        sales: { sp: true },
        core: { changePassword: true, manageFingerprints: true },
      },
      accountIds: [casey?.id],
      memberCount: 1,
    });
  });

  it('needs sign-in (401) and administrator rights (403)', async () => {
    await expectAdminOnly(anonymous, asMax, '/roles');
  });
});

describe('POST /roles', () => {
  it('creates a role with a trimmed name and its permissions', async () => {
    const response = await asAva('/roles', {
      body: { name: '  Barista  ', permissions: { sales: { sp: true, giftCardsView: true } } },
      headers: { [API_HEADERS.realtimeSocketId]: '1.2' },
    });
    expect(response.status).toBe(201);
    const role = roleSchema.parse(await response.json());
    expect(role).toEqual({
      id: expect.any(String) as string,
      name: 'Barista',
      permissions: { sales: { sp: true, giftCardsView: true } },
      accountIds: [],
    });
    expect(test.realtime.events).toEqual([
      {
        channel: `private-tam-${ids.harbor}`,
        event: 'roles-changed',
        data: { id: role.id },
        exceptSocketId: '1.2',
      },
    ]);
    const withoutPermissions = await asAva('/roles', { body: { name: 'Trainee' } });
    expect(await withoutPermissions.json()).toMatchObject({ name: 'Trainee', permissions: {} });
  });

  it('allows a name another tenant uses, but not one this tenant has (409, ignoring case)', async () => {
    const sameAsBluebird = await asAva('/roles', { body: { name: 'Front Desk' } });
    expect(sameAsBluebird.status).toBe(201);
    await unchanged(async () => {
      const taken = await asAva('/roles', { body: { name: 'manager' } });
      expect(await expectError(taken, 409, 'conflict')).toBe(
        'This tenant already has a role named "manager".',
      );
    });
  });

  it('refuses bad names and permissions (400), writing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'name: Enter a name for the role.'],
      [{ name: 'x'.repeat(101) }, 'name: A role name may be at most 100 characters long.'],
      [{}, 'name: This field is required.'],
      [{ name: 'Ok', permissions: { rockets: {} } }, 'permissions.rockets: There is no app'],
      [{ name: 'Ok', permissions: { msp: { logout: true } } }, 'permissions.msp.logout: '],
      [{ name: 'Ok', permissions: { msp: { login: 1 } } }, 'permissions.msp.login: '],
      [{ name: 'Ok', colour: 'red' }, 'Unrecognized key'],
    ];
    await unchanged(async () => {
      for (const [body, message] of cases) {
        const response = await asAva('/roles', { body });
        expect(await expectError(response, 400, 'validation_failed')).toContain(message);
      }
    });
  });

  it('needs sign-in (401) and administrator rights (403), writing nothing', async () => {
    await unchanged(async () => {
      const call = { body: { name: 'Sneaky' } };
      await expectAdminOnly(anonymous, asMax, '/roles', call);
    });
    expect(test.realtime.events).toEqual([]);
  });
});

describe('PUT /roles/{id}', () => {
  it('renames a role', async () => {
    const role = await createRole('Shift Lead', { sales: { reportsView: true } });
    test.realtime.events.length = 0;
    const response = await asAva(`/roles/${role.id}`, {
      method: 'PUT',
      body: { name: 'Shift Supervisor' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...role, name: 'Shift Supervisor' });
    expect(test.realtime.events).toEqual([
      { channel: `private-tam-${ids.harbor}`, event: 'roles-changed', data: { id: role.id } },
    ]);
    // Its own name in another case is no conflict.
    const recased = await asAva(`/roles/${role.id}`, {
      method: 'PUT',
      body: { name: 'shift supervisor' },
    });
    expect(await recased.json()).toMatchObject({ name: 'shift supervisor' });
  });

  it('refuses a name another role has (409) and bad input (400), writing nothing', async () => {
    const manager = await roleNamed('Manager');
    await unchanged(async () => {
      const taken = await asAva(`/roles/${manager.id}`, {
        method: 'PUT',
        body: { name: 'CASHIER' },
      });
      await expectError(taken, 409, 'conflict');
      await expectError(
        await asAva(`/roles/${manager.id}`, { method: 'PUT', body: { name: '' } }),
        400,
        'validation_failed',
      );
      await expectError(
        await asAva('/roles/not-a-uuid', { method: 'PUT', body: { name: 'Fine' } }),
        400,
        'validation_failed',
      );
    });
  });

  it('answers 404 for roles of other tenants and unknown ids', async () => {
    const foreign = await bluebirdRoleId();
    await unchanged(async () => {
      for (const id of [foreign, unknownId]) {
        const response = await asAva(`/roles/${id}`, { method: 'PUT', body: { name: 'Mine' } });
        expect(await expectError(response, 404, 'not_found')).toBe(
          `There is no role ${id} in this tenant.`,
        );
      }
    });
  });

  it('needs sign-in (401) and administrator rights (403), writing nothing', async () => {
    const manager = await roleNamed('Manager');
    await unchanged(async () => {
      const call = { method: 'PUT', body: { name: 'Boss' } };
      await expectAdminOnly(anonymous, asMax, `/roles/${manager.id}`, call);
    });
  });
});

describe('PUT /roles/{id}/permissions', () => {
  it('replaces the map and tells every holder their permissions changed', async () => {
    const role = await createRole('Inventory Clerk', { inventory: {} });
    const holders: string[] = [];
    for (const name of ['Ivy', 'Ian']) {
      const response = await asAva('/accounts', {
        body: {
          email: `${name.toLowerCase()}.clerk@harbor.example`,
          firstName: name,
          lastName: 'Clerk',
          password: DEMO_PASSWORD,
          roleIds: [role.id],
        },
      });
      expect(response.status).toBe(201);
      holders.push(((await response.json()) as { id: string }).id);
    }
    test.realtime.events.length = 0;

    const response = await asAva(`/roles/${role.id}/permissions`, {
      method: 'PUT',
      body: { permissions: { inventory: {}, forms: {} } },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: role.id,
      name: 'Inventory Clerk',
      permissions: { inventory: {}, forms: {} },
      accountIds: [...holders].sort(),
    });
    const { login } = await signIn(test.server.app, 'ivy.clerk@harbor.example');
    const permissions = await api(test.server, '/permissions', login, ids.harbor);
    expect(await permissions.json()).toEqual({ inventory: {}, forms: {} });
    expect(test.realtime.events).toEqual(
      expect.arrayContaining([
        ...holders.map((id) => ({
          channel: `private-a-${id}`,
          event: 'permissions-changed',
          data: { tenantId: ids.harbor },
        })),
        { channel: `private-tam-${ids.harbor}`, event: 'roles-changed', data: { id: role.id } },
      ]),
    );
    expect(test.realtime.events).toHaveLength(3);
  });

  it('refuses unknown apps and features (400), writing nothing', async () => {
    const manager = await roleNamed('Manager');
    await unchanged(async () => {
      for (const permissions of [{ hr: {} }, { sales: { sp: true, teleport: true } }, []]) {
        const response = await asAva(`/roles/${manager.id}/permissions`, {
          method: 'PUT',
          body: { permissions },
        });
        await expectError(response, 400, 'validation_failed');
      }
    });
    expect(test.realtime.events).toEqual([]);
  });

  it('answers 404 for other tenants’ roles, 401 without sign-in, 403 for non-administrators', async () => {
    const manager = await roleNamed('Manager');
    const call = { method: 'PUT', body: { permissions: { sales: {} } } };
    await unchanged(async () => {
      await expectError(
        await asAva(`/roles/${await bluebirdRoleId()}/permissions`, call),
        404,
        'not_found',
      );
      await expectAdminOnly(anonymous, asMax, `/roles/${manager.id}/permissions`, call);
    });
  });
});

describe('DELETE /roles/{id}', () => {
  it('deletes a role nobody holds (a held one: roles-delete.test.ts)', async () => {
    const role = await createRole('Temporary', { display: {} });
    test.realtime.events.length = 0;

    expect((await asAva(`/roles/${role.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listRoles()).map((listed) => listed.id)).not.toContain(role.id);
    expect(test.realtime.events).toEqual([
      { channel: `private-tam-${ids.harbor}`, event: 'roles-changed', data: { id: role.id } },
    ]);
  });

  it('answers 404 for other tenants’ roles and unknown ids, 400 for malformed ids', async () => {
    await unchanged(async () => {
      await expectError(
        await asAva(`/roles/${await bluebirdRoleId()}`, { method: 'DELETE' }),
        404,
        'not_found',
      );
      await expectError(await asAva(`/roles/${unknownId}`, { method: 'DELETE' }), 404, 'not_found');
      await expectError(await asAva('/roles/abc', { method: 'DELETE' }), 400, 'validation_failed');
    });
  });

  it('needs sign-in (401) and administrator rights (403), writing nothing', async () => {
    const cashier = await roleNamed('Cashier');
    await unchanged(async () => {
      await expectAdminOnly(anonymous, asMax, `/roles/${cashier.id}`, { method: 'DELETE' });
    });
  });
});
