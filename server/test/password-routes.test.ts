// Changing and setting passwords and PINs over real HTTP: the 8-character / 8-digit rule, the
// current secret, core.changePassword for one's own, administrator rights for a member's, the PIN
// at desktop installs, auth_mech, and the end of the account's other sessions.
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@shared/auth/passwords';
import { verifySecret } from '../src/auth/passwords';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  ADMIN_TABLES,
  accountIdByEmail,
  api,
  demoTenantIds,
  digestTables,
  directSession,
  expectError,
  passwordLogin,
  roleIdByName,
  session,
  useRecordingTestApp,
  type ApiCall,
  type Session,
} from './fixtures';

const test = await useRecordingTestApp();
const { harbor } = await demoTenantIds(test.server.database);
const ava = await session(test.server, 'ava.admin@harbor.example');
const managerRole = await roleIdByName(test.server.database, harbor, 'Manager');
beforeEach(() => {
  test.realtime.events.length = 0;
});

let serial = 0;

/** A fresh member of Harbor Coffee with the Manager role (core.changePassword), signed in. */
async function newMember(
  options: { pin?: string; password?: string | null; roleIds?: string[] } = {},
): Promise<Session & { email: string }> {
  serial += 1;
  const email = `pw.person.${serial}@harbor.example`;
  const password = options.password === undefined ? DEMO_PASSWORD : options.password;
  const response = await api(test.server, '/accounts', ava, harbor, {
    body: {
      email,
      firstName: 'Pass',
      lastName: `Word ${serial}`,
      username: `pw${serial}`,
      ...(password === null ? {} : { password }),
      ...(options.pin === undefined ? {} : { pin: options.pin }),
      roleIds: options.roleIds ?? [managerRole],
    },
  });
  expect(response.status).toBe(201);
  const accountId = ((await response.json()) as { id: string }).id;
  if (password === null) {
    const { jwt } = await directSession(test.server.database, accountId);
    return { jwt, accountId, email, login: ava.login };
  }
  return { ...(await session(test.server, email)), email };
}

function put(path: string, who: { jwt: string } | null, body: unknown, call: ApiCall = {}) {
  return api(test.server, path, who, harbor, { method: 'PUT', body, ...call });
}

/** A session at a desktop install of Harbor Coffee, where the secret changed is the PIN. */
function sessionAtInstall(accountId: string) {
  return directSession(test.server.database, accountId, { installTenantId: harbor });
}

/** A call refused as bad input (400 validation_failed): the message naming the field. */
async function invalid(path: string, who: { jwt: string }, body: unknown): Promise<string> {
  return expectError(await put(path, who, body), 400, 'validation_failed');
}

async function secretsOf(accountId: string) {
  const [row] = await test.server.database.query<{
    password_hash: string | null;
    pin_hash: string | null;
    auth_mech: string[];
  }>('SELECT password_hash, pin_hash, auth_mech FROM accounts WHERE id = $1', [accountId]);
  if (row === undefined) throw new Error('No such account.');
  return row;
}

async function unchanged(work: () => Promise<void>): Promise<void> {
  const before = await digestTables(test.server.database, ADMIN_TABLES);
  await work();
  expect(await digestTables(test.server.database, ADMIN_TABLES)).toEqual(before);
}

async function identityStatus(who: { jwt: string }): Promise<number> {
  return (await api(test.server, '/identity', who, null)).status;
}

describe('PUT /identity/password', () => {
  it('changes one’s own password given the current one and ends one’s other sessions', async () => {
    const member = await newMember();
    const other = await session(test.server, member.email);
    test.realtime.events.length = 0;

    const response = await put('/identity/password', member, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a-brand-new-secret',
    });
    expect(response.status).toBe(204);
    expect(await identityStatus(member)).toBe(200);
    expect(await identityStatus(other)).toBe(401);
    expect((await passwordLogin(test.server.app, member.email)).statusCode).toBe(401);
    const fresh = await passwordLogin(test.server.app, member.email, {
      password: 'a-brand-new-secret',
    });
    expect(fresh.statusCode).toBe(200);
    expect((await secretsOf(member.accountId)).auth_mech).toEqual(['password']);
    expect(test.realtime.events).toEqual([
      {
        channel: `private-tam-${harbor}`,
        event: 'accounts-changed',
        data: { id: member.accountId },
      },
    ]);
  });

  it('sets a first password without a current one and adds password sign-in', async () => {
    const member = await newMember({ password: null });
    expect((await secretsOf(member.accountId)).auth_mech).toEqual([]);
    const response = await put('/identity/password', member, { newPassword: 'first-password' });
    expect(response.status).toBe(204);
    expect((await secretsOf(member.accountId)).auth_mech).toEqual(['password']);
    const signedIn = await passwordLogin(test.server.app, member.email, {
      password: 'first-password',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('changes the PIN in an install session, proven by the current PIN', async () => {
    const member = await newMember({ pin: '24682468' });
    const installSession = await sessionAtInstall(member.accountId);
    expect(
      await invalid('/identity/password', installSession, {
        currentPassword: DEMO_PASSWORD,
        newPassword: '13571357',
      }),
    ).toBe('currentPassword: The current PIN is not correct.');
    expect(
      await invalid('/identity/password', installSession, {
        currentPassword: '24682468',
        newPassword: 'abcdefgh',
      }),
    ).toBe(`newPassword: ${PASSWORD_MESSAGES.pinDigitsOnly}`);
    const response = await put('/identity/password', installSession, {
      currentPassword: '24682468',
      newPassword: '13571357',
    });
    expect(response.status).toBe(204);
    const secrets = await secretsOf(member.accountId);
    expect(await verifySecret(secrets.pin_hash ?? '', '13571357')).toBe(true);
    expect(await verifySecret(secrets.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await identityStatus(member)).toBe(401);
    expect(await identityStatus(installSession)).toBe(200);
  });

  it('changes the password at an install when asked for kind "password"', async () => {
    const member = await newMember({ pin: '11223344' });
    const installSession = await sessionAtInstall(member.accountId);
    const response = await put('/identity/password', installSession, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'station-password',
      kind: 'password',
    });
    expect(response.status).toBe(204);
    const secrets = await secretsOf(member.accountId);
    expect(await verifySecret(secrets.password_hash ?? '', 'station-password')).toBe(true);
    expect(await verifySecret(secrets.pin_hash ?? '', '11223344')).toBe(true);
  });

  it('refuses a wrong or missing current password and a short new one (400), writing nothing', async () => {
    const member = await newMember();
    const refusals: [Record<string, string>, string][] = [
      [
        { currentPassword: 'not-my-password', newPassword: 'whatever-long' },
        'currentPassword: The current password is not correct.',
      ],
      [{ newPassword: 'whatever-long' }, 'currentPassword: Enter your current password.'],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: '1234567' },
        `newPassword: ${PASSWORD_MESSAGES.tooShort}`,
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'long-enough-1', kind: 'fingerprint' },
        "kind: kind must be 'password' or 'pin'.",
      ],
    ];
    await unchanged(async () => {
      for (const [body, message] of refusals) {
        expect(await invalid('/identity/password', member, body)).toBe(message);
      }
    });
  });

  it('needs sign-in (401), a tenant (400) and core.changePassword there (403)', async () => {
    const nina = await session(test.server, 'nina.noperm@harbor.example');
    const body = { currentPassword: DEMO_PASSWORD, newPassword: 'nina-new-password' };
    await unchanged(async () => {
      await expectError(await put('/identity/password', null, body), 401, 'unauthorized');
      const noTenant = await api(test.server, '/identity/password', nina, null, {
        method: 'PUT',
        body,
      });
      await expectError(noTenant, 400, 'validation_failed');
      const forbidden = await put('/identity/password', nina, body);
      expect(await expectError(forbidden, 403, 'forbidden')).toBe(
        'You may not change your password in this tenant.',
      );
    });
  });
});

describe('PUT /identity/set-password', () => {
  it('sets one’s own password when accountId is omitted', async () => {
    const member = await newMember();
    const response = await put('/identity/set-password', member, { password: 'set-by-myself' });
    expect(response.status).toBe(204);
    expect(
      await verifySecret((await secretsOf(member.accountId)).password_hash ?? '', 'set-by-myself'),
    ).toBe(true);
    expect(await identityStatus(member)).toBe(200);
  });

  it('lets an administrator set a member’s password, ending all of the member’s sessions', async () => {
    const member = await newMember();
    const response = await put('/identity/set-password', ava, {
      accountId: member.accountId,
      password: 'set-by-the-admin',
    });
    expect(response.status).toBe(204);
    expect(await identityStatus(member)).toBe(401);
    expect(await identityStatus(ava)).toBe(200);
    const signedIn = await passwordLogin(test.server.app, member.email, {
      password: 'set-by-the-admin',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('sets a PIN at an install by default, or when kind is "pin"', async () => {
    const member = await newMember();
    const response = await put('/identity/set-password', ava, {
      accountId: member.accountId,
      password: '99887766',
      kind: 'pin',
    });
    expect(response.status).toBe(204);
    let secrets = await secretsOf(member.accountId);
    expect(secrets.auth_mech).toEqual(['password', 'pin']);
    expect(await verifySecret(secrets.pin_hash ?? '', '99887766')).toBe(true);

    const installSession = await sessionAtInstall(ava.accountId);
    const atInstall = await put('/identity/set-password', installSession, {
      accountId: member.accountId,
      password: '55443322',
    });
    expect(atInstall.status).toBe(204);
    secrets = await secretsOf(member.accountId);
    expect(await verifySecret(secrets.pin_hash ?? '', '55443322')).toBe(true);
    expect(await verifySecret(secrets.password_hash ?? '', DEMO_PASSWORD)).toBe(true);

    expect(
      await invalid('/identity/set-password', installSession, {
        accountId: member.accountId,
        password: 'no-digits-here',
      }),
    ).toBe(`password: ${PASSWORD_MESSAGES.pinDigitsOnly}`);
  });

  it('gives a single-sign-on account a password and password sign-in', async () => {
    const sam = await accountIdByEmail(test.server.database, 'sam.sso@harbor.example');
    const response = await put('/identity/set-password', ava, {
      accountId: sam,
      password: 'sam-now-has-one',
    });
    expect(response.status).toBe(204);
    expect((await secretsOf(sam)).auth_mech).toEqual(['sso', 'password']);
    const login = await passwordLogin(test.server.app, 'sam.sso@harbor.example', {
      password: 'sam-now-has-one',
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets MSP staff acting in a managed tenant set its members’ passwords', async () => {
    const member = await newMember();
    const tom = await session(test.server, 'tom.tech@northwind.example');
    const response = await api(test.server, '/identity/set-password', tom, null, {
      method: 'PUT',
      masqueradeTenantId: harbor,
      body: { accountId: member.accountId, password: 'set-by-the-msp' },
    });
    expect(response.status).toBe(204);
  });

  it('refuses non-administrators (403), outsiders (404) and system administrators’ accounts (403)', async () => {
    const max = await session(test.server, 'max.manager@harbor.example');
    const casey = await accountIdByEmail(test.server.database, 'casey.cashier@harbor.example');
    const tom = await accountIdByEmail(test.server.database, 'tom.tech@northwind.example');
    const sys = await accountIdByEmail(test.server.database, 'sysadmin@zyno.example');
    await test.server.database.query(
      'INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2)',
      [sys, harbor],
    );
    await unchanged(async () => {
      const body = (accountId: string) => ({ accountId, password: 'sneaky-password' });
      await expectError(await put('/identity/set-password', max, body(casey)), 403, 'forbidden');
      const outsider = await put('/identity/set-password', ava, body(tom));
      expect(await expectError(outsider, 404, 'not_found')).toBe(
        `There is no account ${tom} in this tenant.`,
      );
      await expectError(
        await put('/identity/set-password', ava, body('0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f')),
        404,
        'not_found',
      );
      await expectError(await put('/identity/set-password', ava, body(sys)), 403, 'forbidden');
    });
    await test.server.database.query(
      'DELETE FROM memberships WHERE account_id = $1 AND tenant_id = $2',
      [sys, harbor],
    );
  });

  it('refuses bad input (400), one’s own change without core.changePassword (403), and no sign-in (401)', async () => {
    const nina = await session(test.server, 'nina.noperm@harbor.example');
    const casey = await accountIdByEmail(test.server.database, 'casey.cashier@harbor.example');
    await unchanged(async () => {
      expect(
        await invalid('/identity/set-password', ava, {
          accountId: casey,
          password: 'short',
        }),
      ).toBe(`password: ${PASSWORD_MESSAGES.tooShort}`);
      expect(
        await invalid('/identity/set-password', ava, {
          accountId: 'casey',
          password: 'long-enough-pw',
        }),
      ).toBe('accountId: accountId must be an account id (a uuid).');
      await expectError(
        await put('/identity/set-password', ava, { accountId: casey }),
        400,
        'validation_failed',
      );
      await expectError(
        await put('/identity/set-password', nina, { password: 'nina-password' }),
        403,
        'forbidden',
      );
      await expectError(
        await put('/identity/set-password', null, { password: 'nobody-password' }),
        401,
        'unauthorized',
      );
    });
  });
});
