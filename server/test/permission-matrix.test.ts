// The auditor's permission matrix over real HTTP (GET /roles/permission-matrix): the tenant's
// members with their roles and per-member grants, searched, filtered by role and by what they
// are granted (from a role or their own grant), paged by cursor; administrators only; hostile
// queries answer 400, never 500, and nothing of another tenant is shown.
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionMatrixPageSchema, type PermissionMatrixRow } from '@shared/roles/roles';
import { expectError, useRecordingTestApp } from './fixtures';
import { listRoles, someRoleOf, useHarborCallers } from './fixtures/roles';

const test = await useRecordingTestApp();
const { asAva, asMax, anonymous, ids } = useHarborCallers(test.server);
let bluebirdRole: string;
const roleIds = new Map<string, string>();
beforeAll(async () => {
  bluebirdRole = await someRoleOf(test.server.database, ids.bluebird);
  for (const role of await listRoles(asAva)) roleIds.set(role.name, role.id);
});

async function matrix(query = '') {
  const response = await asAva(`/roles/permission-matrix${query}`);
  expect(response.status).toBe(200);
  return permissionMatrixPageSchema.parse(await response.json());
}

const emails = (rows: readonly PermissionMatrixRow[]) => rows.map((row) => row.email);

const HARBOR_BY_NAME = [
  'ava.admin@harbor.example',
  'casey.cashier@harbor.example',
  'max.manager@harbor.example',
  'morgan.multi@harbor.example',
  'nina.noperm@harbor.example',
  'sam.sso@harbor.example',
];

describe('GET /roles/permission-matrix', () => {
  it('lists every member by name with the roles they hold and their own grants', async () => {
    const page = await matrix();
    expect(emails(page.items)).toEqual(HARBOR_BY_NAME);
    expect(page.total).toBe(6);
    expect(page.nextCursor).toBeNull();
    expect(page.items.find((row) => row.firstName === 'Casey')).toMatchObject({
      lastName: 'Cashier',
      roleIds: [roleIds.get('Cashier')],
      overrides: {},
    });
    expect(page.items.find((row) => row.firstName === 'Morgan')).toMatchObject({
      roleIds: [],
      overrides: { crm: {}, forms: {} },
    });
  });

  it('searches names, e-mail and username, ignoring case; % and _ match only themselves', async () => {
    expect(emails((await matrix('?q=CASH')).items)).toEqual(['casey.cashier@harbor.example']);
    expect(emails((await matrix('?q=max%20man')).items)).toEqual(['max.manager@harbor.example']);
    expect(emails((await matrix('?q=ava')).items)).toEqual(['ava.admin@harbor.example']);
    expect((await matrix('?q=%25')).items).toEqual([]);
    expect((await matrix('?q=_')).items).toEqual([]);
    expect((await matrix('?q=')).total).toBe(6);
  });

  it('keeps the holders of one role; another tenant’s role holds nobody here', async () => {
    expect(emails((await matrix(`?roleId=${roleIds.get('Manager') ?? ''}`)).items)).toEqual([
      'max.manager@harbor.example',
    ]);
    expect(await matrix(`?roleId=${bluebirdRole}`)).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
  });

  it('keeps who is granted an app or feature, by a role or their own grant', async () => {
    expect(emails((await matrix('?key=sales.sp')).items)).toEqual([
      'ava.admin@harbor.example',
      'casey.cashier@harbor.example',
      'max.manager@harbor.example',
    ]);
    expect(emails((await matrix('?key=sales.spWithoutInstall')).items)).toEqual([
      'ava.admin@harbor.example',
      'max.manager@harbor.example',
    ]);
    expect(emails((await matrix('?key=crm')).items)).toEqual([
      'ava.admin@harbor.example',
      'max.manager@harbor.example',
      'morgan.multi@harbor.example',
      'sam.sso@harbor.example',
    ]);
    expect(emails((await matrix('?key=forms&q=morgan')).items)).toEqual([
      'morgan.multi@harbor.example',
    ]);
    expect((await matrix('?key=msp.login')).total).toBe(0);
  });

  it('pages by cursor in either direction and by e-mail, each member once', async () => {
    for (const [sort, expected] of [
      ['name', HARBOR_BY_NAME],
      ['-name', [...HARBOR_BY_NAME].reverse()],
      ['email', [...HARBOR_BY_NAME].sort()],
      ['-email', [...HARBOR_BY_NAME].sort().reverse()],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const cursorParam = cursor == null ? '' : `&cursor=${cursor}`;
        const page = await matrix(`?limit=4&sort=${sort}${cursorParam}`);
        expect(page.total).toBe(6);
        seen.push(...emails(page.items));
        cursor = page.nextCursor;
      } while (cursor != null);
      expect(seen).toEqual(expected);
    }
  });

  it('needs sign-in (401) and administrator rights (403)', async () => {
    await expectError(await anonymous('/roles/permission-matrix'), 401, 'unauthorized');
    await expectError(await asMax('/roles/permission-matrix'), 403, 'forbidden');
  });

  it('answers hostile queries with 400 naming the parameter, never 500', async () => {
    const cases: [string, string][] = [
      ['?key=rockets', 'key: key must be an app or app.feature'],
      ['?key=sales.teleport', 'key: key must be an app or app.feature'],
      ['?roleId=abc', 'roleId: roleId must be a role id.'],
      ['?cursor=not-a-cursor', 'cursor: This is not a cursor this list gave out.'],
      [`?cursor=${Buffer.from('["a","b"]').toString('base64url')}`, 'cursor: '],
      ['?limit=0', 'limit: '],
      ['?limit=100000', 'limit: '],
      ['?sort=password', 'sort: '],
      ['?q=a%00b', 'q'],
      ['?q=' + 'x'.repeat(201), 'q: q may be at most 200 characters long.'],
      ['?tenantId=other', 'Unrecognized key'],
      ['?q=a&q=b', 'q: '],
    ];
    for (const [query, message] of cases) {
      const response = await asAva(`/roles/permission-matrix${query}`);
      expect(await expectError(response, 400, 'validation_failed'), query).toContain(message);
    }
  });
});
