// A user's page over real HTTP (GET /accounts/{id}): the member, its fingerprints and station,
// newest sign-ins and the tenants the caller may see; 404 outside the tenant. And the audit entry
// every account write leaves, in the same transaction; refused writes leave none.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDetailSchema } from '@shared/accounts/accounts';
import { auditEntries } from '../src/auth/audit-log';
import {
  accountIdByEmail,
  adminCall,
  callsAs,
  expectError,
  session,
  sysAdminIn,
  tenantIdByName,
  useHttpTestApp,
  type Session,
} from './fixtures';

const server = await useHttpTestApp();
let ava: Session;
let max: Session;
let harbor: string;
let casey: string;
let morgan: string;
let tom: string;

const asAva = callsAs(server, () => ({ who: ava, tenant: harbor }));
const asMax = callsAs(server, () => ({ who: max, tenant: harbor }));

beforeAll(async () => {
  ava = await session(server, 'ava.admin@harbor.example');
  max = await session(server, 'max.manager@harbor.example');
  harbor = await tenantIdByName(server.database, 'Harbor Coffee');
  casey = await accountIdByEmail(server.database, 'casey.cashier@harbor.example');
  morgan = await accountIdByEmail(server.database, 'morgan.multi@harbor.example');
  tom = await accountIdByEmail(server.database, 'tom.tech@northwind.example');
  // Morgan's account is Bluebird Dental's: Harbor Coffee only has it as a member.
  await server.database.query(
    `UPDATE accounts SET managing_tenant_id = (SELECT id FROM tenants WHERE name = 'Bluebird Dental')
      WHERE id = $1`,
    [morgan],
  );
});

async function detail(accountId: string) {
  const response = await asAva(`/accounts/${accountId}`);
  expect(response.status).toBe(200);
  return accountDetailSchema.parse(await response.json());
}

/** The tenant's audit entries for one account, newest first. */
function auditOf(accountId: string) {
  return auditEntries(server.database, harbor, { targetType: 'account', targetId: accountId });
}

describe('GET /accounts/{id}', () => {
  it('shows the member, its fingerprints with their station, sign-ins and tenant', async () => {
    const [install] = await server.database.query<{ id: string }>(
      `INSERT INTO installs (tenant_id, name, public_key) VALUES ($1, 'Front counter', 'key-1')
       RETURNING id`,
      [harbor],
    );
    await server.database.query(
      `INSERT INTO fingerprints (account_id, finger, templates, registered_by, install_id)
       VALUES ($1, 6, ARRAY['AAAA'], $2, $3)`,
      [casey, ava.accountId, install?.id],
    );
    await server.database.query(
      `INSERT INTO sign_in_audit (account_id, method, result, ip, channel, install_id)
       VALUES ($1, 'pin', 'success', '10.0.0.1', 'install', $2),
              ($1, 'password', 'wrong_password', '10.0.0.2', 'browser', NULL)`,
      [casey, install?.id],
    );
    const page = await detail(casey);
    expect(page.account).toMatchObject({ id: casey, firstName: 'Casey', isManaged: true });
    expect(page.fingerprints).toEqual([
      {
        id: expect.any(String) as string,
        finger: 6,
        registeredAt: expect.any(String) as string,
        stationName: 'Front counter',
      },
    ]);
    expect(
      page.recentSignIns.map((signIn) => [signIn.method, signIn.result, signIn.stationName]),
    ).toEqual([
      ['password', 'wrong_password', null],
      ['pin', 'success', 'Front counter'],
    ]);
    expect(page.tenants).toEqual([
      { id: harbor, name: 'Harbor Coffee', isAdmin: false, isManaging: true },
    ]);
  });

  it('shows only the tenants the caller administers too; a system administrator all', async () => {
    expect((await detail(morgan)).tenants.map((tenant) => tenant.name)).toEqual(['Harbor Coffee']);
    const sys = await sysAdminIn(server, 'Harbor Coffee');
    const response = await adminCall(server, `/accounts/${morgan}`, sys);
    const bySys = accountDetailSchema.parse(await response.json());
    expect(bySys.tenants.map((tenant) => tenant.name)).toEqual([
      'Harbor Coffee',
      'Bluebird Dental',
    ]);
  });

  it('shows an account another tenant manages only its sign-ins at this tenant’s stations', async () => {
    await server.database.query(
      `INSERT INTO sign_in_audit (account_id, method, result, ip) VALUES ($1, 'sso', 'success', '10.0.0.3')`,
      [morgan],
    );
    expect((await detail(morgan)).recentSignIns).toEqual([]);
  });

  it('answers 404 for another tenant’s account or none, 400 for a malformed id, 403 for non-admins', async () => {
    await expectError(await asAva(`/accounts/${tom}`), 404, 'not_found');
    await expectError(
      await asAva('/accounts/6f1c7d1e-0000-4000-8000-000000000000'),
      404,
      'not_found',
    );
    await expectError(await asAva("/accounts/1'%20OR%20'1'='1"), 400, 'validation_failed');
    await expectError(await asMax(`/accounts/${casey}`), 403, 'forbidden');
  });
});

describe('audit of account writes', () => {
  it('records create, update, permissions, password, unlock and delete with before and after', async () => {
    const created = await asAva('/accounts', {
      body: {
        email: 'audited@harbor.example',
        firstName: 'Audi',
        lastName: 'Ted',
        pin: '87654321',
      },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const updated = await asAva(`/accounts/${id}`, {
      method: 'PUT',
      body: { firstName: 'Audrey' },
    });
    expect(updated.status).toBe(200);
    const permissions = await asAva(`/accounts/${id}/permissions`, {
      method: 'PUT',
      body: { permissions: { crm: { membershipsRead: true } } },
    });
    expect(permissions.status).toBe(200);
    const password = await asAva('/identity/set-password', {
      method: 'PUT',
      body: { accountId: id, password: 'a-new-password', kind: 'password' },
    });
    expect(password.status).toBe(204);
    await server.database.query(
      `INSERT INTO sign_in_failures (subject, account_id, source, failures, locked_until)
       VALUES ($1, $2, 'ip:203.0.113.5', 5, now() + interval '1 hour')`,
      [`account:${id}@ip:203.0.113.5`, id],
    );
    const unlocked = await asAva(`/accounts/${id}/sign-in-locks`, { method: 'DELETE' });
    expect(unlocked.status).toBe(204);
    const deleted = await asAva(`/accounts/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);

    const entries = (await auditOf(id)).reverse();
    expect(entries.map((entry) => entry.action)).toEqual([
      'account.create',
      'account.update',
      'account.permissions.update',
      'account.password.set',
      'account.sign_in_locks.clear',
      'account.delete',
    ]);
    expect(entries.every((entry) => entry.actorAccountId === ava.accountId)).toBe(true);
    expect(entries[0]?.after).toMatchObject({
      firstName: 'Audi',
      hasPin: true,
      hasPassword: false,
    });
    expect(entries[1]).toMatchObject({
      before: { firstName: 'Audi' },
      after: { firstName: 'Audrey' },
    });
    expect(entries[2]).toMatchObject({
      before: { permissions: {} },
      after: { permissions: { crm: { membershipsRead: true } } },
    });
    expect(entries[5]?.before).toMatchObject({
      email: 'audited@harbor.example',
      hasPassword: true,
    });
    expect(JSON.stringify(entries)).not.toContain('a-new-password');
    expect(JSON.stringify(entries)).not.toContain('87654321');
  });

  it('records an invitation and removing a member another tenant manages', async () => {
    const invited = await asAva('/accounts', { body: { email: 'tom.tech@northwind.example' } });
    expect(invited.status).toBe(202);
    expect((await auditOf(tom))[0]).toMatchObject({
      action: 'account.invite',
      after: { email: 'tom.tech@northwind.example', isAdmin: false },
    });
    const removed = await asAva(`/accounts/${morgan}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await auditOf(morgan))[0]).toMatchObject({
      action: 'account.remove',
      before: { email: 'morgan.multi@harbor.example' },
    });
  });

  it('records nothing for refused writes', async () => {
    const before = (await auditEntries(server.database, harbor)).length;
    await expectError(
      await asMax(`/accounts/${casey}`, { method: 'PUT', body: { firstName: 'X' } }),
      403,
      'forbidden',
    );
    await expectError(
      await asAva(`/accounts/${tom}/permissions`, { method: 'PUT', body: { permissions: {} } }),
      404,
      'not_found',
    );
    await expectError(
      await asAva('/identity/set-password', {
        method: 'PUT',
        body: { accountId: tom, password: 'whatever-long' },
      }),
      404,
      'not_found',
    );
    await expectError(
      await asAva(`/accounts/${ava.accountId}`, { method: 'PUT', body: { isAdmin: false } }),
      409,
      'conflict',
    );
    expect(await auditEntries(server.database, harbor)).toHaveLength(before);
  });
});
