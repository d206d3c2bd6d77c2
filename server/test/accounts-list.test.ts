// The admin Users area over real HTTP. GET /accounts: keyset pages that add up to the whole
// tenant, search by name, e-mail or username, the role, sign-in method and status filters, the
// sorts, and what it refuses (bad parameters, forged cursors, callers who are not admins).
// GET /accounts/{id}: the member, its fingerprints and station, newest sign-ins and the tenants
// the caller may see; 404 outside the tenant. And the audit entry every account write leaves, in
// the same transaction; refused writes leave none.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDetailSchema, accountsPageSchema, type Account } from '@shared/accounts/accounts';
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
let bluebird: string;
let baristaRole: string;
let bluebirdRole: string;
let casey: string;
let morgan: string;
let tom: string;

const asAva = callsAs(server, () => ({ who: ava, tenant: harbor }));
const asMax = callsAs(server, () => ({ who: max, tenant: harbor }));
const anonymous = callsAs(server, () => ({ who: null, tenant: harbor }));

async function page(
  query: string,
): Promise<{ items: Account[]; total?: number; next: string | null }> {
  const response = await asAva(`/accounts?${query}`);
  expect(response.status).toBe(200);
  const body = accountsPageSchema.parse(await response.json());
  return {
    items: body.items,
    ...(body.total === undefined ? {} : { total: body.total }),
    next: body.nextCursor ?? null,
  };
}

async function emails(query: string): Promise<string[]> {
  return (await page(query)).items.map((account) => account.email);
}

/** Every page of the list, following nextCursor. */
async function walk(query: string, limit: number): Promise<Account[]> {
  const all: Account[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const next = await page(`${query}&limit=${limit}${suffix}`);
    all.push(...next.items);
    cursor = next.next;
  } while (cursor !== null);
  return all;
}

beforeAll(async () => {
  ava = await session(server, 'ava.admin@harbor.example');
  max = await session(server, 'max.manager@harbor.example');
  harbor = await tenantIdByName(server.database, 'Harbor Coffee');
  bluebird = await tenantIdByName(server.database, 'Bluebird Dental');
  const [role] = await server.database.query<{ id: string }>(
    `INSERT INTO roles (tenant_id, name) VALUES ($1, 'Barista') RETURNING id`,
    [harbor],
  );
  const [other] = await server.database.query<{ id: string }>(
    'SELECT id FROM roles WHERE tenant_id = $1 LIMIT 1',
    [bluebird],
  );
  if (role === undefined || other === undefined) throw new Error('No roles.');
  baristaRole = role.id;
  casey = await accountIdByEmail(server.database, 'casey.cashier@harbor.example');
  morgan = await accountIdByEmail(server.database, 'morgan.multi@harbor.example');
  tom = await accountIdByEmail(server.database, 'tom.tech@northwind.example');
  bluebirdRole = other.id;
  // Same first names, so the name sort's later keys decide; one with a wildcard in it.
  for (let n = 1; n <= 12; n += 1) {
    const response = await asAva('/accounts', {
      body: {
        email: `pat.${String(n).padStart(2, '0')}@harbor.example`,
        firstName: 'Pat',
        lastName: n === 7 ? 'Under_score' : `Staff ${String(13 - n).padStart(2, '0')}`,
        ...(n % 3 === 0 ? { username: `patty${n}`, pin: '12345678' } : {}),
        roleIds: n % 2 === 0 ? [baristaRole] : [],
      },
    });
    expect(response.status).toBe(201);
  }
  const pat5 = await accountIdByEmail(server.database, 'pat.05@harbor.example');
  await server.database.query(
    `INSERT INTO fingerprints (account_id, finger, templates, registered_by)
     VALUES ($1, 6, ARRAY['AAAA'], $2)`,
    [pat5, ava.accountId],
  );
  await server.database.query(
    `UPDATE accounts SET auth_mech = array_append(auth_mech, 'fingerprint') WHERE id = $1`,
    [pat5],
  );
});

describe('GET /accounts paging', () => {
  it('pages through every member once, in name order, with the total', async () => {
    const whole = await page('limit=500');
    expect(whole.next).toBeNull();
    expect(whole.total).toBe(whole.items.length);
    for (const limit of [1, 4, 7]) {
      const walked = await walk('sort=name', limit);
      expect(walked.map((account) => account.id)).toEqual(whole.items.map((account) => account.id));
    }
    const pats = whole.items.filter((account) => account.firstName === 'Pat');
    expect(pats.map((account) => account.lastName)).toEqual([
      'Staff 01',
      'Staff 02',
      'Staff 03',
      'Staff 04',
      'Staff 05',
      'Staff 07',
      'Staff 08',
      'Staff 09',
      'Staff 10',
      'Staff 11',
      'Staff 12',
      'Under_score',
    ]);
  });

  it('sorts by e-mail address and by last sign-in, either way, across pages', async () => {
    const descending = await walk('sort=-email', 5);
    const addresses = descending.map((account) => account.email);
    expect(addresses).toEqual([...addresses].sort().reverse());

    const times = (accounts: Account[]) => accounts.map((account) => account.lastSignInAt ?? '');
    const recent = await walk('sort=-lastSignIn', 3);
    expect(recent[0]?.email).toBe('max.manager@harbor.example');
    expect(times(recent)).toEqual([...times(recent)].sort().reverse());
    expect(recent.at(-1)?.lastSignInAt).toBeNull();
    const oldest = await walk('sort=lastSignIn', 4);
    expect(oldest).toHaveLength(recent.length);
    expect(times(oldest)).toEqual([...times(oldest)].sort());
    expect(oldest.at(-1)?.email).toBe('max.manager@harbor.example');
  });
});

describe('GET /accounts search and filters', () => {
  it('finds people by name, e-mail address or username, ignoring case', async () => {
    expect(await emails('search=AVA')).toEqual(['ava.admin@harbor.example']);
    expect(await emails('search=admin%20ava')).toEqual(['ava.admin@harbor.example']);
    expect(await emails('search=pat.11@')).toEqual(['pat.11@harbor.example']);
    expect(await emails('search=PATTY12')).toEqual(['pat.12@harbor.example']);
    expect(await emails('search=%20%20')).toContain('ava.admin@harbor.example');
    expect((await page('search=nobody-by-that-name')).total).toBe(0);
  });

  it('takes wildcards in the search literally', async () => {
    expect(await emails('search=_')).toEqual(['pat.07@harbor.example']);
    expect(await emails(`search=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('filters by role, sign-in method and status, and combines them', async () => {
    const baristas = await page(`roleId=${baristaRole}`);
    expect(baristas.total).toBe(6);
    expect(baristas.items.every((account) => account.roleIds.includes(baristaRole))).toBe(true);
    expect((await page(`roleId=${bluebirdRole}`)).total).toBe(0);

    expect(await emails('method=pin&search=pat')).toEqual([
      'pat.12@harbor.example',
      'pat.09@harbor.example',
      'pat.06@harbor.example',
      'pat.03@harbor.example',
    ]);
    expect(await emails('method=sso')).toEqual(['sam.sso@harbor.example']);
    expect(await emails('method=fingerprint')).toEqual(['pat.05@harbor.example']);
    const withFinger = (await page('search=pat.05')).items[0];
    expect(withFinger?.fingerprintCount).toBe(1);
    const without = await page('method=noFingerprint&limit=500');
    expect(without.items.map((account) => account.email)).not.toContain('pat.05@harbor.example');
    expect(without.items.every((account) => account.fingerprintCount === 0)).toBe(true);

    expect(await emails('status=admin')).toEqual(['ava.admin@harbor.example']);
    expect(await emails('status=managedElsewhere')).toEqual([]);
    await server.database.query(
      "UPDATE accounts SET managing_tenant_id = $1 WHERE email = 'morgan.multi@harbor.example'",
      [bluebird],
    );
    expect(await emails('status=managedElsewhere')).toEqual(['morgan.multi@harbor.example']);
    expect((await page('status=locked')).total).toBe(0);
    expect((await page('status=active')).total).toBe((await page('limit=1')).total);
    expect(await emails(`roleId=${baristaRole}&method=pin`)).toEqual([
      'pat.12@harbor.example',
      'pat.06@harbor.example',
    ]);
  });

  it('shows a locked member under status=locked', async () => {
    const pat1 = await accountIdByEmail(server.database, 'pat.01@harbor.example');
    await server.database.query(
      `INSERT INTO sign_in_failures (subject, account_id, source, failures, locked_until)
       VALUES ($1, $2, 'ip:203.0.113.9', 5, now() + interval '1 hour')`,
      [`account:${pat1}@ip:203.0.113.9`, pat1],
    );
    expect(await emails('status=locked')).toEqual(['pat.01@harbor.example']);
    expect(await emails('status=active&search=pat.01')).toEqual([]);
  });
});

describe('GET /accounts refusals', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['sort=password_hash', 'sort'],
    ['sort=-name;DROP', 'sort'],
    ['method=magic', 'method'],
    ['status=banned', 'status'],
    ['roleId=1%20OR%201=1', 'roleId'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['tenantId=anything', 'tenantId'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('{"s":"name","k":[1]}').toString('base64url')}`, 'cursor'],
    [
      `cursor=${Buffer.from('{"s":"lastSignIn","k":["yesterday","a"]}').toString('base64url')}&sort=lastSignIn`,
      'cursor',
    ],
  ])('answers 400 validation_failed for %s, naming %s', async (query, field) => {
    const message = await expectError(await asAva(`/accounts?${query}`), 400, 'validation_failed');
    expect(message).toContain(field);
  });

  it('refuses a cursor of another sort', async () => {
    const { next } = await page('sort=email&limit=2');
    expect(next).not.toBeNull();
    const message = await expectError(
      await asAva(`/accounts?sort=name&cursor=${encodeURIComponent(next ?? '')}`),
      400,
      'validation_failed',
    );
    expect(message).toContain('cursor');
  });

  it('is for administrators of the tenant only', async () => {
    await expectError(await anonymous('/accounts'), 401, 'unauthorized');
    await expectError(await asMax('/accounts'), 403, 'forbidden');
  });

  it('never lists another tenant’s people', async () => {
    const all = await page('limit=500');
    expect(all.items.map((account) => account.email)).not.toContain('tom.tech@northwind.example');
    expect(await emails('search=northwind')).toEqual([]);
  });
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
  beforeAll(async () => {
    // Morgan's account is Bluebird Dental's: Harbor Coffee only has it as a member.
    await server.database.query('UPDATE accounts SET managing_tenant_id = $1 WHERE id = $2', [
      bluebird,
      morgan,
    ]);
  });

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
