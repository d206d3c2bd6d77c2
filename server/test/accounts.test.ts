// Account management in the current tenant over real HTTP: listing, adding, looking up,
// changing and removing members and their own permission maps; administrators only; targets
// outside the tenant are 404; refused calls write nothing; changes reach realtime subscribers.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountLookupResponseSchema,
  accountSchema,
  accountsPageSchema,
  type Account,
} from '@shared/accounts/accounts';
import { API_HEADERS } from '@shared/api-headers';
import { tenantInvitationSchema } from '@shared/accounts/invitations';
import { PASSWORD_MESSAGES } from '@shared/auth/passwords';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  ADMIN_TABLES,
  callsAs,
  accountIdByEmail,
  api,
  digestTables,
  expectAdminOnly,
  expectError,
  session,
  useRecordingTestApp,
  tenantIdByName,
  type Session,
  passwordLogin,
  signIn,
} from './fixtures';

let ava: Session;
let max: Session;
let harbor: string;
let bluebird: string;
let roleIds: Record<string, string>;

const test = await useRecordingTestApp();
beforeAll(async () => {
  ava = await session(test.server, 'ava.admin@harbor.example');
  max = await session(test.server, 'max.manager@harbor.example');
  harbor = await tenantIdByName(test.server.database, 'Harbor Coffee');
  bluebird = await tenantIdByName(test.server.database, 'Bluebird Dental');
  const roles = await test.server.database.query<{ name: string; id: string }>(
    `SELECT r.name, r.id FROM roles r JOIN tenants t ON t.id = r.tenant_id
      WHERE t.name IN ('Harbor Coffee', 'Bluebird Dental')`,
  );
  roleIds = Object.fromEntries(roles.map((role) => [role.name, role.id]));
});
beforeEach(() => {
  test.realtime.events.length = 0;
});

function role(name: string): string {
  const id = roleIds[name];
  if (id === undefined) throw new Error(`No role ${name}.`);
  return id;
}

const asAva = callsAs(test.server, () => ({ who: ava, tenant: harbor }));
const asMax = callsAs(test.server, () => ({ who: max, tenant: harbor }));
const anonymous = callsAs(test.server, () => ({ who: null, tenant: harbor }));

let serial = 0;
function newEmail(): string {
  serial += 1;
  return `new.person.${serial}@harbor.example`;
}

async function createAccount(body: Record<string, unknown>): Promise<Account> {
  const response = await asAva('/accounts', { body });
  expect(response.status).toBe(201);
  return accountSchema.parse(await response.json());
}

/** A new member who signs in with the demo password. */
function createWithPassword(
  firstName: string,
  lastName: string,
  more: Record<string, unknown> = {},
): Promise<Account> {
  return createAccount({
    email: newEmail(),
    firstName,
    lastName,
    password: DEMO_PASSWORD,
    ...more,
  });
}

async function listAccounts(): Promise<Account[]> {
  const response = await asAva('/accounts?limit=500');
  expect(response.status).toBe(200);
  return accountsPageSchema.parse(await response.json()).items;
}

async function unchanged(work: () => Promise<void>): Promise<void> {
  const before = await digestTables(test.server.database, ADMIN_TABLES);
  await work();
  expect(await digestTables(test.server.database, ADMIN_TABLES)).toEqual(before);
}

const unknownId = '3f1c2b7e-8a4d-4c9e-9b1a-2d3e4f5a6b7c';

/** What a change to one member's permissions publishes: to the member, and to Harbor's admins. */
function permissionEvents(accountId: string, exceptSocketId?: string) {
  const except = exceptSocketId === undefined ? {} : { exceptSocketId };
  return [
    {
      channel: `private-a-${accountId}`,
      event: 'permissions-changed',
      data: { tenantId: harbor },
      ...except,
    },
    {
      channel: `private-tam-${harbor}`,
      event: 'accounts-changed',
      data: { id: accountId },
      ...except,
    },
  ];
}

describe('GET /accounts', () => {
  it('lists the members of the current tenant with their roles, own permissions and secrets', async () => {
    const accounts = await listAccounts();
    const emails = accounts.map((account) => account.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'ava.admin@harbor.example',
        'max.manager@harbor.example',
        'casey.cashier@harbor.example',
        'sam.sso@harbor.example',
        'nina.noperm@harbor.example',
        'morgan.multi@harbor.example',
      ]),
    );
    expect(emails).not.toContain('tom.tech@northwind.example');
    expect(accounts.find((account) => account.email === 'ava.admin@harbor.example')).toEqual({
      id: ava.accountId,
      email: 'ava.admin@harbor.example',
      firstName: 'Ava',
      lastName: 'Admin',
      avatarId: null,
      username: 'ava',
      authMech: ['password', 'pin'],
      isAdmin: true,
      roleIds: [role('Administrator')],
      permissions: {},
      hasPin: true,
      hasPassword: true,
      isManaged: true,
      isSignInLocked: false,
      fingerprintCount: 0,
      lastSignInAt: expect.any(String) as string,
    });
    expect(accounts.find((account) => account.email === 'sam.sso@harbor.example')).toMatchObject({
      username: null,
      isAdmin: false,
      roleIds: [],
      permissions: { crm: {}, talk: {} },
      hasPin: false,
      hasPassword: false,
    });
  });

  it('needs sign-in (401) and administrator rights (403)', async () => {
    await expectAdminOnly(anonymous, asMax, '/accounts');
  });
});

describe('POST /accounts', () => {
  it('creates an account with username, password, PIN, roles and permissions, and its membership', async () => {
    const email = newEmail();
    const response = await asAva('/accounts', {
      body: {
        email: `  ${email.toUpperCase()} `,
        firstName: 'Nora',
        lastName: 'New',
        username: 'Nora',
        password: DEMO_PASSWORD,
        pin: '12345678',
        roleIds: [role('Cashier')],
        permissions: { crm: { membershipsRead: true } },
      },
      headers: { [API_HEADERS.realtimeSocketId]: '123.456' },
    });
    expect(response.status).toBe(201);
    const account = accountSchema.parse(await response.json());
    expect(account).toEqual({
      id: expect.any(String) as string,
      email,
      firstName: 'Nora',
      lastName: 'New',
      avatarId: null,
      username: 'nora',
      authMech: ['password', 'pin'],
      isAdmin: false,
      roleIds: [role('Cashier')],
      permissions: { crm: { membershipsRead: true } },
      hasPin: true,
      hasPassword: true,
      isManaged: true,
      isSignInLocked: false,
      fingerprintCount: 0,
      lastSignInAt: null,
    });

    const { login } = await signIn(test.server.app, email);
    expect(login.identity.tenants).toMatchObject([{ name: 'Harbor Coffee', isAdmin: false }]);
    const permissions = await api(test.server, '/permissions', login, harbor);
    expect(await permissions.json()).toEqual({
      sales: { sp: true },
      core: { changePassword: true, manageFingerprints: true },
      crm: { membershipsRead: true },
    });

    expect(test.realtime.events).toEqual(
      expect.arrayContaining([
        ...permissionEvents(account.id, '123.456'),
        {
          channel: `private-tam-${harbor}`,
          event: 'roles-changed',
          data: { id: null },
          exceptSocketId: '123.456',
        },
      ]),
    );
  });

  it('creates an account without secrets, which cannot sign in with a password yet', async () => {
    const email = newEmail();
    const account = await createAccount({ email, firstName: 'Sid', lastName: 'Secretless' });
    expect(account).toMatchObject({
      authMech: [],
      hasPassword: false,
      hasPin: false,
      isAdmin: false,
      roleIds: [],
      permissions: {},
    });
    expect((await passwordLogin(test.server.app, email)).statusCode).toBe(401);
  });

  it('invites an account another tenant manages instead of adding it: nothing changes until it accepts', async () => {
    const tomId = await accountIdByEmail(test.server.database, 'tom.tech@northwind.example');
    const before = await digestTables(test.server.database, [
      'accounts',
      'memberships',
      'account_roles',
    ]);
    const response = await asAva('/accounts', {
      body: {
        email: 'TOM.TECH@northwind.example',
        firstName: 'Ignored',
        isAdmin: true,
        roleIds: [role('Manager')],
      },
    });
    expect(response.status).toBe(202);
    const invitation = tenantInvitationSchema.parse(await response.json());
    expect(invitation).toMatchObject({
      email: 'tom.tech@northwind.example',
      isAdmin: true,
      roleIds: [role('Manager')],
    });
    // The answer names no one: the account's id and names stay outside this tenant.
    expect(JSON.stringify(invitation)).not.toContain(tomId);
    expect(JSON.stringify(invitation)).not.toContain('Tom');
    expect(
      await digestTables(test.server.database, ['accounts', 'memberships', 'account_roles']),
    ).toEqual(before);
    expect(test.realtime.events).toContainEqual({
      channel: `private-a-${tomId}`,
      event: 'invitations-changed',
      data: {},
    });
    const { login } = await signIn(test.server.app, 'tom.tech@northwind.example');
    expect(login.identity.tenants.map((tenant) => tenant.name)).toEqual(['Northwind IT']);

    // Put back as it was for the other tests.
    const withdrawn = await asAva(`/accounts/invitations/${invitation.id}`, { method: 'DELETE' });
    expect(withdrawn.status).toBe(204);
  });

  it('refuses members already there, taken usernames and credentials for existing accounts (409), writing nothing', async () => {
    await unchanged(async () => {
      const member = await asAva('/accounts', { body: { email: 'max.manager@harbor.example' } });
      expect(await expectError(member, 409, 'conflict')).toBe(
        'max.manager@harbor.example is already a member of this tenant.',
      );
      const username = await asAva('/accounts', {
        body: { email: newEmail(), firstName: 'A', lastName: 'B', username: 'MAX' },
      });
      expect(await expectError(username, 409, 'conflict')).toBe(
        'The username "max" is already taken.',
      );
      const credentials = await asAva('/accounts', {
        body: { email: 'tom.tech@northwind.example', password: 'a-new-password' },
      });
      expect(await expectError(credentials, 409, 'conflict')).toContain(
        'An account with the e-mail address tom.tech@northwind.example already exists.',
      );
    });
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const valid = { email: newEmail(), firstName: 'Val', lastName: 'Id' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, email: 'not-an-address' }, 'email: Enter a valid e-mail address.'],
      [{ ...valid, password: 'short' }, `password: ${PASSWORD_MESSAGES.tooShort}`],
      [{ ...valid, pin: '1234567' }, `pin: ${PASSWORD_MESSAGES.tooShort}`],
      [{ ...valid, pin: '1234abcd' }, `pin: ${PASSWORD_MESSAGES.pinDigitsOnly}`],
      [{ ...valid, username: 'has space' }, 'username: '],
      [
        { ...valid, permissions: { payroll: {} } },
        'permissions.payroll: There is no app "payroll".',
      ],
      [
        { ...valid, permissions: { sales: { teleport: true } } },
        'permissions.sales.teleport: The app "sales" has no feature "teleport".',
      ],
      [{ ...valid, roleIds: [role('Front Desk')] }, `roleIds: ${role('Front Desk')} is not a role`],
      [{ ...valid, roleIds: ['not-a-uuid'] }, 'roleIds.0: Each role id must be a uuid.'],
      [{ ...valid, firstName: undefined }, 'firstName: Enter the first name of the new account.'],
      [{ ...valid, isAdmin: 'yes' }, 'isAdmin: '],
      [{ ...valid, extra: 1 }, 'Unrecognized key'],
    ];
    await unchanged(async () => {
      for (const [body, message] of cases) {
        const response = await asAva('/accounts', { body });
        expect(await expectError(response, 400, 'validation_failed')).toContain(message);
      }
    });
  });

  it('needs sign-in (401) and administrator rights (403), writing nothing', async () => {
    const body = { email: newEmail(), firstName: 'No', lastName: 'Body' };
    await unchanged(async () => {
      await expectAdminOnly(anonymous, asMax, '/accounts', { body });
    });
    expect(test.realtime.events).toEqual([]);
  });
});

describe('GET /accounts/lookup', () => {
  it('finds a member of the tenant by e-mail or username', async () => {
    const byEmail = await asAva('/accounts/lookup?email=MAX.MANAGER%40harbor.example');
    expect(byEmail.status).toBe(200);
    expect(accountLookupResponseSchema.parse(await byEmail.json())).toEqual({
      id: max.accountId,
      email: 'max.manager@harbor.example',
      firstName: 'Max',
      lastName: 'Manager',
      avatarId: null,
      isMember: true,
    });
    const byUsername = await asAva('/accounts/lookup?username=max');
    expect(await byUsername.json()).toMatchObject({ id: max.accountId, isMember: true });
  });

  it('answers 404 for accounts outside the tenant as for no account, and 400 unless exactly one of email and username', async () => {
    const missing = await asAva('/accounts/lookup?email=nobody%40nowhere.example');
    expect(await expectError(missing, 404, 'not_found')).toBe(
      'There is no member with the e-mail nobody@nowhere.example in this tenant.',
    );
    const elsewhere = await asAva('/accounts/lookup?email=tom.tech%40northwind.example');
    expect(await expectError(elsewhere, 404, 'not_found')).toBe(
      'There is no member with the e-mail tom.tech@northwind.example in this tenant.',
    );
    await expectError(await asAva('/accounts/lookup'), 400, 'validation_failed');
    await expectError(
      await asAva('/accounts/lookup?email=max.manager%40harbor.example&username=max'),
      400,
      'validation_failed',
    );
    await expectError(await asAva('/accounts/lookup?email=nope'), 400, 'validation_failed');
  });

  it('needs sign-in (401) and administrator rights (403)', async () => {
    await expectAdminOnly(anonymous, asMax, '/accounts/lookup?username=max');
  });
});

describe('PUT /accounts/{id}', () => {
  it('changes names, username, admin flag and roles, and tells the account its permissions changed', async () => {
    const created = await createAccount({
      email: newEmail(),
      firstName: 'Pat',
      lastName: 'Put',
      roleIds: [role('Cashier')],
    });
    test.realtime.events.length = 0;
    const response = await asAva(`/accounts/${created.id}`, {
      method: 'PUT',
      body: {
        firstName: 'Patricia',
        lastName: 'Putnam',
        username: 'patp',
        isAdmin: true,
        roleIds: [role('Manager'), role('Manager')],
      },
    });
    expect(response.status).toBe(200);
    expect(accountSchema.parse(await response.json())).toMatchObject({
      id: created.id,
      firstName: 'Patricia',
      lastName: 'Putnam',
      username: 'patp',
      isAdmin: true,
      roleIds: [role('Manager')],
    });
    expect(test.realtime.events).toEqual([
      ...permissionEvents(created.id),
      { channel: `private-tam-${harbor}`, event: 'roles-changed', data: { id: null } },
    ]);

    test.realtime.events.length = 0;
    const renamed = await asAva(`/accounts/${created.id}`, {
      method: 'PUT',
      body: { username: null, firstName: 'Pat' },
    });
    expect(await renamed.json()).toMatchObject({ username: null, firstName: 'Pat', isAdmin: true });
    expect(test.realtime.events).toEqual([
      { channel: `private-tam-${harbor}`, event: 'accounts-changed', data: { id: created.id } },
    ]);

    // Ava stays the only administrator for the other tests.
    expect((await asAva(`/accounts/${created.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('keeps the last administrator an administrator (409)', async () => {
    await unchanged(async () => {
      const response = await asAva(`/accounts/${ava.accountId}`, {
        method: 'PUT',
        body: { isAdmin: false },
      });
      expect(await expectError(response, 409, 'conflict')).toBe(
        'The tenant’s last administrator must stay an administrator.',
      );
    });
  });

  it('refuses a taken username (409), foreign roles and bad input (400), writing nothing', async () => {
    await unchanged(async () => {
      const taken = await asAva(`/accounts/${max.accountId}`, {
        method: 'PUT',
        body: { username: 'casey' },
      });
      expect(await expectError(taken, 409, 'conflict')).toBe(
        'The username "casey" is already taken.',
      );
      const foreign = await asAva(`/accounts/${max.accountId}`, {
        method: 'PUT',
        body: { roleIds: [role('Front Desk')] },
      });
      expect(await expectError(foreign, 400, 'validation_failed')).toContain(
        'is not a role of this tenant',
      );
      const blank = await asAva(`/accounts/${max.accountId}`, {
        method: 'PUT',
        body: { firstName: '  ' },
      });
      expect(await expectError(blank, 400, 'validation_failed')).toBe(
        'firstName: Enter the first name.',
      );
      const badId = await asAva('/accounts/not-a-uuid', { method: 'PUT', body: {} });
      expect(await expectError(badId, 400, 'validation_failed')).toBe(
        'id: The account id must be a uuid.',
      );
    });
  });

  it('answers 404 for accounts outside the tenant', async () => {
    const tom = await accountIdByEmail(test.server.database, 'tom.tech@northwind.example');
    for (const id of [tom, unknownId]) {
      const response = await asAva(`/accounts/${id}`, { method: 'PUT', body: { firstName: 'X' } });
      expect(await expectError(response, 404, 'not_found')).toBe(
        `There is no account ${id} in this tenant.`,
      );
    }
    const [row] = await test.server.database.query<{ first_name: string }>(
      'SELECT first_name FROM accounts WHERE id = $1',
      [tom],
    );
    expect(row?.first_name).toBe('Tom');
  });

  it('needs sign-in (401) and administrator rights (403), writing nothing', async () => {
    await unchanged(async () => {
      const call = { method: 'PUT', body: { firstName: 'Hacked' } };
      await expectAdminOnly(anonymous, asMax, `/accounts/${max.accountId}`, call);
    });
  });
});

describe('DELETE /accounts/{id}', () => {
  it('removes the membership and the account with its last one, ending its sessions', async () => {
    const created = await createWithPassword('Del', 'Eted', { roleIds: [role('Cashier')] });
    const { login } = await signIn(test.server.app, created.email);
    test.realtime.events.length = 0;

    const response = await asAva(`/accounts/${created.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    const rows = await test.server.database.query('SELECT 1 FROM accounts WHERE id = $1', [
      created.id,
    ]);
    expect(rows).toEqual([]);
    expect((await api(test.server, '/identity', login, null)).status).toBe(401);
    expect(test.realtime.events).toEqual([
      ...permissionEvents(created.id),
      { channel: `private-tam-${harbor}`, event: 'roles-changed', data: { id: null } },
    ]);
  });

  it('deletes an account it manages everywhere, and only removes one another tenant manages', async () => {
    const created = await createWithPassword('Two', 'Tenants');
    await test.server.database.query(
      'INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2)',
      [created.id, bluebird],
    );
    expect((await asAva(`/accounts/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await passwordLogin(test.server.app, created.email)).statusCode).toBe(401);
    expect(test.realtime.events).toContainEqual({
      channel: `private-tam-${bluebird}`,
      event: 'accounts-changed',
      data: { id: created.id },
    });

    // Managed by Bluebird Dental, a member of Harbor Coffee too: Harbor only removes it.
    const guestEmail = newEmail();
    const [guest] = await test.server.database.query<{ id: string }>(
      `INSERT INTO accounts (email, first_name, last_name, managing_tenant_id)
       VALUES ($1, 'Gus', 'Guest', $2) RETURNING id`,
      [guestEmail, bluebird],
    );
    if (guest === undefined) throw new Error('No guest account.');
    await test.server.database.query(
      'INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2), ($1, $3)',
      [guest.id, bluebird, harbor],
    );
    expect((await listAccounts()).find((member) => member.id === guest.id)).toMatchObject({
      isManaged: false,
    });
    expect((await asAva(`/accounts/${guest.id}`, { method: 'DELETE' })).status).toBe(204);
    const tenantsOfGuest = await test.server.database.query<{ tenant_id: string }>(
      'SELECT tenant_id FROM memberships WHERE account_id = $1',
      [guest.id],
    );
    expect(tenantsOfGuest).toEqual([{ tenant_id: bluebird }]);
    expect((await listAccounts()).map((member) => member.id)).not.toContain(guest.id);
  });

  it('refuses removing yourself or the last administrator (409), writing nothing', async () => {
    const tom = await session(test.server, 'tom.tech@northwind.example');
    await unchanged(async () => {
      const self = await asAva(`/accounts/${ava.accountId}`, { method: 'DELETE' });
      expect(await expectError(self, 409, 'conflict')).toBe(
        'You cannot remove yourself from the tenant.',
      );
      // Tom (Northwind IT's MSP staff) acts in Harbor Coffee with its admin rights.
      const lastAdmin = await api(test.server, `/accounts/${ava.accountId}`, tom, null, {
        method: 'DELETE',
        masqueradeTenantId: harbor,
      });
      expect(await expectError(lastAdmin, 409, 'conflict')).toBe(
        'The tenant’s last administrator cannot be removed.',
      );
    });
  });

  it('keeps an account whose sales the business keeps (409), writing nothing', async () => {
    // Casey sold in the demo's three weeks of sales history.
    const casey = await accountIdByEmail(test.server.database, 'casey.cashier@harbor.example');
    await unchanged(async () => {
      const response = await asAva(`/accounts/${casey}`, { method: 'DELETE' });
      expect(await expectError(response, 409, 'conflict')).toMatch(
        /^This account made sales or other records the business keeps/,
      );
    });
    const kept = await test.server.database.query('SELECT 1 FROM accounts WHERE id = $1', [casey]);
    expect(kept).toHaveLength(1);
  });

  it('answers 404 outside the tenant and 400 for a malformed id', async () => {
    const tom = await accountIdByEmail(test.server.database, 'tom.tech@northwind.example');
    await unchanged(async () => {
      await expectError(await asAva(`/accounts/${tom}`, { method: 'DELETE' }), 404, 'not_found');
      await expectError(
        await asAva(`/accounts/${unknownId}`, { method: 'DELETE' }),
        404,
        'not_found',
      );
      await expectError(
        await asAva('/accounts/12345', { method: 'DELETE' }),
        400,
        'validation_failed',
      );
    });
  });

  it('needs sign-in (401) and administrator rights (403), writing nothing', async () => {
    const nina = await accountIdByEmail(test.server.database, 'nina.noperm@harbor.example');
    await unchanged(async () => {
      await expectAdminOnly(anonymous, asMax, `/accounts/${nina}`, { method: 'DELETE' });
    });
  });
});

describe('PUT /accounts/{id}/permissions', () => {
  it('replaces the membership’s own permission map and tells the account', async () => {
    const created = await createWithPassword('Perm', 'Issions', { permissions: { forms: {} } });
    test.realtime.events.length = 0;
    const response = await asAva(`/accounts/${created.id}/permissions`, {
      method: 'PUT',
      body: { permissions: { crm: { membershipsRead: true }, talk: {} } },
      headers: { [API_HEADERS.realtimeSocketId]: '77.88' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: created.id,
      permissions: { crm: { membershipsRead: true }, talk: {} },
    });
    const { login } = await signIn(test.server.app, created.email);
    const permissions = await api(test.server, '/permissions', login, harbor);
    expect(await permissions.json()).toEqual({ crm: { membershipsRead: true }, talk: {} });
    expect(test.realtime.events).toEqual(permissionEvents(created.id, '77.88'));
  });

  it('refuses unknown apps and features, non-booleans and a malformed socket id (400), writing nothing', async () => {
    const path = `/accounts/${max.accountId}/permissions`;
    const cases: [unknown, string][] = [
      [{ permissions: { payroll: {} } }, 'permissions.payroll: There is no app "payroll".'],
      [
        { permissions: { core: { launchRockets: true } } },
        'permissions.core.launchRockets: The app "core" has no feature "launchRockets".',
      ],
      [{ permissions: { crm: { membershipsRead: 'yes' } } }, 'permissions.crm.membershipsRead: '],
      [{ permissions: { crm: true } }, 'permissions.crm: '],
      [{}, 'permissions: This field is required.'],
    ];
    await unchanged(async () => {
      for (const [body, message] of cases) {
        const response = await asAva(path, { method: 'PUT', body });
        expect(await expectError(response, 400, 'validation_failed')).toContain(message);
      }
      const socket = await asAva(path, {
        method: 'PUT',
        body: { permissions: {} },
        headers: { [API_HEADERS.realtimeSocketId]: 'not-a-socket' },
      });
      expect(await expectError(socket, 400, 'validation_failed')).toContain(
        API_HEADERS.realtimeSocketId,
      );
    });
    expect(test.realtime.events).toEqual([]);
  });

  it('answers 404 outside the tenant, 401 without sign-in and 403 for non-administrators', async () => {
    const tom = await accountIdByEmail(test.server.database, 'tom.tech@northwind.example');
    const call = { method: 'PUT', body: { permissions: { crm: {} } } };
    await unchanged(async () => {
      await expectError(await asAva(`/accounts/${tom}/permissions`, call), 404, 'not_found');
      await expectAdminOnly(anonymous, asMax, `/accounts/${max.accountId}/permissions`, call);
    });
  });
});
