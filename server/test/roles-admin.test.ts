// What an administrator's role changes leave behind, over real HTTP: member counts in the list,
// a role still held refused on delete (409 naming how many) unless its holders move to another
// role of the tenant in the same transaction, and an audit entry with before → after for every
// role write. Refusals write nothing and tell nobody.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { auditEntries } from '../src/auth/audit-log';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import { ADMIN_TABLES, api, expectError, signIn, useRecordingTestApp } from './fixtures';
import {
  expectUnchanged,
  listRoles,
  roleNamed,
  someRoleOf,
  useHarborCallers,
} from './fixtures/roles';

const test = await useRecordingTestApp();
const { asAva, asMax, ids } = useHarborCallers(test.server);
beforeEach(() => {
  test.realtime.events.length = 0;
});

const roles = () => listRoles(asAva);
const role = (name: string) => roleNamed(asAva, name);
const bluebirdRoleId = () => someRoleOf(test.server.database, ids.bluebird);

async function createRole(name: string, permissions: object): Promise<string> {
  const response = await asAva('/roles', { body: { name, permissions } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A new member of Harbor Coffee holding `roleIds`; resolves to the account id. */
async function member(name: string, roleIds: string[]): Promise<string> {
  const response = await asAva('/accounts', {
    body: {
      email: `${name.toLowerCase()}@harbor.example`,
      firstName: name,
      lastName: 'Staff',
      password: DEMO_PASSWORD,
      roleIds,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const TABLES = [...ADMIN_TABLES, 'audit_log'];

/** A refused call writes nothing, not even an audit entry, and tells nobody. */
async function unchanged(work: () => Promise<void>): Promise<void> {
  await expectUnchanged(test.server.database, TABLES, work);
  expect(test.realtime.events).toEqual([]);
}

async function permissionsOf(email: string): Promise<unknown> {
  const { login } = await signIn(test.server.app, email);
  return (await api(test.server, '/permissions', login, ids.harbor)).json();
}

describe('GET /roles', () => {
  it('gives each role how many members hold it', async () => {
    const counts = (await roles()).map(({ name, memberCount }) => [name, memberCount]);
    expect(counts).toEqual([
      ['Administrator', 1],
      ['Cashier', 1],
      ['Manager', 1],
    ]);
  });
});

describe('DELETE /roles/{id} of a role members hold', () => {
  it('refuses (409), naming how many hold it, writing nothing', async () => {
    const cashier = await role('Cashier');
    await unchanged(async () => {
      const response = await asAva(`/roles/${cashier.id}`, { method: 'DELETE' });
      expect(response.status).toBe(409);
      expect(apiErrorBodySchema.parse(await response.json()).error).toEqual({
        code: 'conflict',
        message:
          '1 person holds the role "Cashier". Move them to another role (reassignTo) before deleting it.',
        details: { memberCount: 1 },
      });
    });
    const weekend = await createRole('Weekend Crew', { display: {} });
    await member('Wren', [weekend]);
    await member('Wade', [weekend]);
    test.realtime.events.length = 0;
    await unchanged(async () => {
      const response = await asAva(`/roles/${weekend}`, { method: 'DELETE' });
      expect(await expectError(response, 409, 'conflict')).toMatch(
        /^2 people hold the role "Weekend Crew"\./,
      );
    });
  });

  it('with reassignTo, gives every holder that role, deletes this one, audits and tells them', async () => {
    const seasonal = await createRole('Seasonal', { inventory: {} });
    const cashier = await role('Cashier');
    const sol = await member('Sol', [seasonal]);
    const sky = await member('Sky', [seasonal, cashier.id]);
    const cashierHolders = (await role('Cashier')).accountIds;
    test.realtime.events.length = 0;

    const response = await asAva(`/roles/${seasonal}?reassignTo=${cashier.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);

    expect((await roles()).map((listed) => listed.name)).not.toContain('Seasonal');
    const after = await role('Cashier');
    expect(after.accountIds).toEqual([...cashierHolders, sol].sort());
    expect(after.memberCount).toBe(3);
    expect(await permissionsOf('sol@harbor.example')).toEqual(cashier.permissions);
    expect(test.realtime.events).toEqual([
      ...[sol, sky].sort().map((id) => ({
        channel: `private-a-${id}`,
        event: 'permissions-changed',
        data: { tenantId: ids.harbor },
      })),
      { channel: `private-tam-${ids.harbor}`, event: 'roles-changed', data: { id: seasonal } },
      { channel: `private-tam-${ids.harbor}`, event: 'roles-changed', data: { id: cashier.id } },
      { channel: `private-tam-${ids.harbor}`, event: 'accounts-changed', data: { id: null } },
    ]);

    const [deleted] = await auditEntries(test.server.database, ids.harbor, { targetId: seasonal });
    expect(deleted).toMatchObject({
      action: 'role.delete',
      actorAccountId: ids.ava,
      access: 'member',
      before: {
        name: 'Seasonal',
        permissions: { inventory: {} },
        accountIds: [sol, sky].sort(),
      },
      after: null,
    });
    const [reassigned] = await auditEntries(test.server.database, ids.harbor, {
      targetId: cashier.id,
    });
    expect(reassigned).toMatchObject({
      action: 'role.reassign',
      before: { name: 'Cashier', accountIds: cashierHolders },
      after: { name: 'Cashier', accountIds: after.accountIds, from: { id: seasonal } },
    });
  });

  it('refuses a role to move them to that is not another role of this tenant, writing nothing', async () => {
    const cashier = await role('Cashier');
    const foreign = await bluebirdRoleId();
    const unknown = '5b0e7c1d-2f3a-4b5c-8d6e-7f8091a2b3c4';
    await unchanged(async () => {
      const to = (query: string) => asAva(`/roles/${cashier.id}?${query}`, { method: 'DELETE' });
      for (const id of [foreign, unknown]) {
        expect(await expectError(await to(`reassignTo=${id}`), 404, 'not_found')).toBe(
          `There is no role ${id} in this tenant.`,
        );
      }
      expect(
        await expectError(await to(`reassignTo=${cashier.id}`), 400, 'validation_failed'),
      ).toBe('reassignTo: Choose a role other than the one being deleted.');
      for (const query of ['reassignTo=abc', 'reassignTo=%00', 'moveTo=x', 'reassignTo=']) {
        await expectError(await to(query), 400, 'validation_failed');
      }
    });
  });

  it('needs administrator rights (403), writing nothing', async () => {
    const cashier = await role('Cashier');
    const manager = await role('Manager');
    await unchanged(async () => {
      const call = { method: 'DELETE' };
      await expectError(await asMax(`/roles/${cashier.id}`, call), 403, 'forbidden');
      await expectError(
        await asMax(`/roles/${cashier.id}?reassignTo=${manager.id}`, call),
        403,
        'forbidden',
      );
    });
  });
});

describe('the audit log of role writes', () => {
  it('records create, rename and permissions with before → after and the acting admin', async () => {
    const id = await createRole('Opener', { sales: { sp: true } });
    await asAva(`/roles/${id}`, { method: 'PUT', body: { name: 'Morning Opener' } });
    await asAva(`/roles/${id}/permissions`, {
      method: 'PUT',
      body: { permissions: { sales: { sp: true, reportsView: true } } },
    });
    const entries = await auditEntries(test.server.database, ids.harbor, { targetId: id });
    expect(
      entries.map(({ action, before, after, actorAccountId, targetType }) => ({
        action,
        before,
        after,
        actorAccountId,
        targetType,
      })),
    ).toEqual([
      {
        action: 'role.permissions.update',
        before: { permissions: { sales: { sp: true } } },
        after: { permissions: { sales: { sp: true, reportsView: true } } },
        actorAccountId: ids.ava,
        targetType: 'role',
      },
      {
        action: 'role.rename',
        before: { name: 'Opener' },
        after: { name: 'Morning Opener' },
        actorAccountId: ids.ava,
        targetType: 'role',
      },
      {
        action: 'role.create',
        before: null,
        after: { name: 'Opener', permissions: { sales: { sp: true } } },
        actorAccountId: ids.ava,
        targetType: 'role',
      },
    ]);
  });

  it('records nothing for a refused write', async () => {
    const manager = await role('Manager');
    await unchanged(async () => {
      await expectError(
        await asAva(`/roles/${manager.id}`, { method: 'PUT', body: { name: 'cashier' } }),
        409,
        'conflict',
      );
      await expectError(
        await asAva(`/roles/${manager.id}/permissions`, {
          method: 'PUT',
          body: { permissions: { sales: { teleport: true } } },
        }),
        400,
        'validation_failed',
      );
      await expectError(
        await asAva(`/roles/${await bluebirdRoleId()}/permissions`, {
          method: 'PUT',
          body: { permissions: {} },
        }),
        404,
        'not_found',
      );
    });
  });
});
