// The tenant boundary around accounts (docs/security.md), tried as the attacker of the security
// review did: an admin of one tenant reaching for an account another tenant manages — by adding
// it by e-mail, setting its password, renaming it, giving it a username or enrolling a finger on
// it — gets an invitation or a refusal, never the account. Invitations: only the invited person
// answers them. Privileges are read from the database at every request.
import { beforeEach, describe, expect, it } from 'vitest';
import { ownInvitationsResponseSchema, tenantInvitationSchema } from '@shared/accounts/invitations';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  accountIdByEmail,
  api,
  callsAs,
  demoTenantIds,
  digestTables,
  enrollmentSamples,
  expectError,
  passwordLogin,
  roleIdByName,
  session,
  signIn,
  useRecordingTestApp,
  type ApiCall,
} from './fixtures';

const TOM = 'tom.tech@northwind.example';
const SYSADMIN = 'sysadmin@zyno.example';
/** Every table an account takeover would have to touch. */
const ACCOUNT_TABLES = [
  'accounts',
  'memberships',
  'account_roles',
  'fingerprints',
  'refresh_sessions',
  'sso_identities',
] as const;

const test = await useRecordingTestApp();
const { harbor, bluebird, northwind } = await demoTenantIds(test.server.database);
const ava = await session(test.server, 'ava.admin@harbor.example');
const tomId = await accountIdByEmail(test.server.database, TOM);
const sysAdminId = await accountIdByEmail(test.server.database, SYSADMIN);
beforeEach(() => {
  test.realtime.events.length = 0;
});

const asAva = callsAs(test.server, () => ({ who: ava, tenant: harbor }));

async function unchanged(work: () => Promise<void>): Promise<void> {
  const before = await digestTables(test.server.database, ACCOUNT_TABLES);
  await work();
  expect(await digestTables(test.server.database, ACCOUNT_TABLES)).toEqual(before);
}

async function invite(email: string, body: Record<string, unknown> = {}) {
  const response = await asAva('/accounts', { body: { email, ...body } });
  expect(response.status).toBe(202);
  return tenantInvitationSchema.parse(await response.json());
}

async function ownInvitations(who: { jwt: string }) {
  const response = await api(test.server, '/identity/invitations', who, null);
  expect(response.status).toBe(200);
  return ownInvitationsResponseSchema.parse(await response.json());
}

/** The invited person's answer to an invitation. */
function answer(
  who: { jwt: string },
  invitationId: string,
  action: 'accept' | 'decline',
  call: ApiCall = {},
) {
  return api(test.server, `/identity/invitations/${invitationId}/${action}`, who, null, {
    method: 'POST',
    ...call,
  });
}

/** Ava's tries at Tom's account, each as the attacker sent it. */
function takeoverAttempts(targetId: string): [string, ApiCall][] {
  return [
    [
      '/identity/set-password',
      { method: 'PUT', body: { accountId: targetId, password: 'taken-over-1' } },
    ],
    [
      '/identity/set-password',
      { method: 'PUT', body: { accountId: targetId, password: '12345678', kind: 'pin' } },
    ],
    [`/accounts/${targetId}`, { method: 'PUT', body: { firstName: 'Owned' } }],
    [`/accounts/${targetId}`, { method: 'PUT', body: { username: 'owned' } }],
    [
      '/identity/enroll-fingerprint',
      { body: { accountId: targetId, finger: 6, fmds: enrollmentSamples(71) } },
    ],
    [`/identity/delete-fingerprints/${targetId}`, { method: 'DELETE' }],
  ];
}

describe('an admin reaching for an account another tenant manages', () => {
  it('gets an invitation for an existing e-mail, and the account stays out of reach until it accepts', async () => {
    for (const email of [TOM, SYSADMIN]) {
      await unchanged(async () => {
        const invitation = await invite(email, { isAdmin: true });
        expect(invitation.email).toBe(email);
        const targetId = email === TOM ? tomId : sysAdminId;
        for (const [path, call] of takeoverAttempts(targetId)) {
          const response = await asAva(path, call);
          expect(response.status, `${call.method ?? 'POST'} ${path}`).toBe(404);
        }
      });
    }
    // Tom's own password still works, and he is still only in his own tenant.
    const { login } = await signIn(test.server.app, TOM);
    expect(login.identity.tenants.map((tenant) => tenant.name)).toEqual(['Northwind IT']);
    await withdrawAll();
  });

  it('may set roles and permissions of a member another tenant manages, or remove it, and nothing else', async () => {
    const invitation = await invite(TOM, { roleIds: [] });
    const tom = await session(test.server, TOM);
    const [pending] = await ownInvitations(tom);
    expect(pending).toMatchObject({ tenantName: 'Harbor Coffee', invitedBy: 'Ava Admin' });
    expect(pending?.id).toBe(invitation.id);
    const accepted = await answer(tom, invitation.id, 'accept');
    expect(accepted.status).toBe(204);

    await unchanged(async () => {
      for (const [path, call] of takeoverAttempts(tomId)) {
        const response = await asAva(path, call);
        const message = await expectError(response, 403, 'forbidden');
        expect(message).toContain('This account is managed by another tenant');
      }
    });
    const listed = await asAva('/accounts?limit=500');
    const tomHere = (
      (await listed.json()) as { items: { id: string; isManaged: boolean }[] }
    ).items.find((account) => account.id === tomId);
    expect(tomHere).toMatchObject({ isManaged: false });
    const promoted = await asAva(`/accounts/${tomId}`, { method: 'PUT', body: { isAdmin: true } });
    expect(promoted.status).toBe(200);
    const permissions = await asAva(`/accounts/${tomId}/permissions`, {
      method: 'PUT',
      body: { permissions: { crm: { membershipsRead: true } } },
    });
    expect(permissions.status).toBe(200);

    // Removing him ends his membership here only.
    expect((await asAva(`/accounts/${tomId}`, { method: 'DELETE' })).status).toBe(204);
    const { login } = await signIn(test.server.app, TOM);
    expect(login.identity.tenants.map((tenant) => tenant.name)).toEqual(['Northwind IT']);
  });

  it('never changes a system administrator’s account, even one that joined the tenant', async () => {
    const invitation = await invite(SYSADMIN);
    const sysadmin = await session(test.server, SYSADMIN);
    const accepted = await answer(sysadmin, invitation.id, 'accept');
    expect(accepted.status).toBe(204);
    await unchanged(async () => {
      for (const [path, call] of takeoverAttempts(sysAdminId)) {
        expect(await expectError(await asAva(path, call), 403, 'forbidden')).toMatch(
          /^Only system administrators may change a system administrator’s /,
        );
      }
    });
    expect((await asAva(`/accounts/${sysAdminId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await passwordLogin(test.server.app, SYSADMIN)).statusCode).toBe(200);
  });

  it('still manages the accounts its own tenant created', async () => {
    const max = await accountIdByEmail(test.server.database, 'max.manager@harbor.example');
    const response = await asAva('/identity/set-password', {
      method: 'PUT',
      body: { accountId: max, password: 'max-new-password' },
    });
    expect(response.status).toBe(204);
    expect(
      (
        await passwordLogin(test.server.app, 'max.manager@harbor.example', {
          password: 'max-new-password',
        })
      ).statusCode,
    ).toBe(200);
    await test.server.database.query(
      `UPDATE accounts SET password_hash = (SELECT password_hash FROM accounts WHERE email = $1)
        WHERE id = $2`,
      ['ava.admin@harbor.example', max],
    );
    expect((await passwordLogin(test.server.app, 'max.manager@harbor.example')).statusCode).toBe(
      200,
    );
  });
});

describe('invitations', () => {
  it('make the person a member with what the invitation held once they accept', async () => {
    const manager = await roleIdByName(test.server.database, harbor, 'Manager');
    const invitation = await invite(TOM, { roleIds: [manager], isAdmin: false });
    const tom = await session(test.server, TOM);
    const accept = await answer(tom, invitation.id, 'accept');
    expect(accept.status).toBe(204);
    expect(test.realtime.events).toContainEqual({
      channel: `private-a-${tomId}`,
      event: 'permissions-changed',
      data: { tenantId: harbor },
    });
    const permissions = await api(test.server, '/permissions', tom, harbor);
    expect(await permissions.json()).toMatchObject({ sales: { reportsView: true } });
    expect(await ownInvitations(tom)).toEqual([]);
    // Answered once: a second accept finds nothing.
    const again = await answer(tom, invitation.id, 'accept');
    await expectError(again, 404, 'not_found');
    expect((await asAva(`/accounts/${tomId}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('are answered only by the invited person: not another account, not an impersonator', async () => {
    const invitation = await invite(TOM);
    const morgan = await session(test.server, 'morgan.multi@harbor.example');
    const sysadmin = await session(test.server, SYSADMIN);
    await unchanged(async () => {
      for (const action of ['accept', 'decline'] as const) {
        await expectError(await answer(morgan, invitation.id, action), 404, 'not_found');
        const impersonated = await answer(sysadmin, invitation.id, action, {
          masqueradeUserId: tomId,
        });
        await expectError(impersonated, 403, 'forbidden');
      }
    });
    expect(await ownInvitations(morgan)).toEqual([]);
    const tom = await session(test.server, TOM);
    const decline = await answer(tom, invitation.id, 'decline');
    expect(decline.status).toBe(204);
    expect(await ownInvitations(tom)).toEqual([]);
    const list = await asAva('/accounts/invitations');
    expect(await list.json()).toEqual([]);
  });

  it('expire, can be withdrawn, and belong to their tenant only', async () => {
    const invitation = await invite(TOM);
    const bluebirdAdmin = await session(test.server, SYSADMIN);
    const foreign = await api(
      test.server,
      `/accounts/invitations/${invitation.id}`,
      bluebirdAdmin,
      null,
      { method: 'DELETE', masqueradeTenantId: bluebird },
    );
    await expectError(foreign, 404, 'not_found');
    const notAdmin = await session(test.server, 'max.manager@harbor.example');
    await expectError(
      await api(test.server, '/accounts/invitations', notAdmin, harbor),
      403,
      'forbidden',
    );

    await test.server.database.query(
      "UPDATE tenant_invitations SET expires_at = now() - interval '1 second' WHERE id = $1",
      [invitation.id],
    );
    const tom = await session(test.server, TOM);
    expect(await ownInvitations(tom)).toEqual([]);
    const late = await answer(tom, invitation.id, 'accept');
    await expectError(late, 404, 'not_found');

    const renewed = await invite(TOM);
    expect((await ownInvitations(tom)).map((pending) => pending.id)).toEqual([renewed.id]);
    const withdrawn = await asAva(`/accounts/invitations/${renewed.id}`, { method: 'DELETE' });
    expect(withdrawn.status).toBe(204);
    expect(await ownInvitations(tom)).toEqual([]);
  });

  it('come from a directory import for a directory user whose account another tenant manages', async () => {
    const email = 'bea.bluebird@harbor.example';
    const [bea] = await test.server.database.query<{ id: string }>(
      `INSERT INTO accounts (email, first_name, last_name, auth_mech, password_hash,
                             managing_tenant_id)
       SELECT $1, 'Bea', 'Bluebird', ARRAY['password'], password_hash, $2
         FROM accounts WHERE email = 'ava.admin@harbor.example' RETURNING id`,
      [email, bluebird],
    );
    if (bea === undefined) throw new Error('Bea was not stored.');
    await test.server.database.query(
      'INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2)',
      [bea.id, bluebird],
    );
    await test.server.database.query(
      `INSERT INTO idp_directory_users (email, first_name, last_name, password_hash)
       SELECT $1, 'Bea', 'Bluebird', password_hash FROM idp_directory_users LIMIT 1`,
      [email],
    );
    const users = await asAva('/idp/users');
    const listed = ((await users.json()) as { users: { email: string; accountId: unknown }[] })
      .users;
    expect(listed.find((user) => user.email === email)).toMatchObject({ accountId: null });

    await unchanged(async () => {
      const imported = await asAva('/idp/import-matched', { body: { subjects: [] } });
      expect(imported.status).toBe(400);
    });
    const before = await digestTables(test.server.database, ACCOUNT_TABLES);
    const subject = await test.server.database.query<{ id: string }>(
      'SELECT id FROM idp_directory_users WHERE email = $1',
      [email],
    );
    const response = await asAva('/idp/import-matched', {
      body: { subjects: [subject[0]?.id] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: 0, invited: 1 });
    expect(await digestTables(test.server.database, ACCOUNT_TABLES)).toEqual(before);
    const beaSession = await session(test.server, email);
    expect((await ownInvitations(beaSession)).map((pending) => pending.tenantName)).toEqual([
      'Harbor Coffee',
    ]);
  });
});

describe('privileges are read from the database at every request', () => {
  it('a demoted admin loses admin calls, a removed member the tenant, with the token they hold', async () => {
    const created = await asAva('/accounts', {
      body: {
        email: 'dee.demoted@harbor.example',
        firstName: 'Dee',
        lastName: 'Demoted',
        password: DEMO_PASSWORD,
        isAdmin: true,
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const dee = await session(test.server, 'dee.demoted@harbor.example');
    expect((await api(test.server, '/accounts', dee, harbor)).status).toBe(200);

    expect(
      (await asAva(`/accounts/${id}`, { method: 'PUT', body: { isAdmin: false } })).status,
    ).toBe(200);
    await expectError(await api(test.server, '/accounts', dee, harbor), 403, 'forbidden');

    expect((await asAva(`/accounts/${id}`, { method: 'DELETE' })).status).toBe(204);
    await expectError(await api(test.server, '/permissions', dee, harbor), 401, 'unauthorized');
  });

  it('a system administrator whose flag is taken away can no longer act in other tenants', async () => {
    const sysadmin = await session(test.server, SYSADMIN);
    const asSys = () =>
      api(test.server, '/accounts', sysadmin, null, { masqueradeTenantId: northwind });
    expect((await asSys()).status).toBe(200);
    await test.server.database.query('UPDATE accounts SET is_sys_admin = false WHERE id = $1', [
      sysAdminId,
    ]);
    try {
      await expectError(await asSys(), 403, 'forbidden');
    } finally {
      await test.server.database.query('UPDATE accounts SET is_sys_admin = true WHERE id = $1', [
        sysAdminId,
      ]);
    }
  });
});

async function withdrawAll(): Promise<void> {
  await test.server.database.query('DELETE FROM tenant_invitations');
}
