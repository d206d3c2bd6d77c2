// Where a person's grants come from, and the CSV the matrix exports.
import type { PermissionMatrixRow, RoleListItem } from '@shared/roles/roles';
import { describe, expect, it } from 'vitest';
import { describeSource, grantSource, matrixCsv } from './grant-sources';

const role = (id: string, name: string, permissions: RoleListItem['permissions']) => ({
  id,
  name,
  permissions,
  accountIds: [],
  memberCount: 0,
});

const ROLES = new Map<string, RoleListItem>([
  [
    '11111111-1111-4111-8111-111111111111',
    role('11111111-1111-4111-8111-111111111111', 'Cashier', { sales: { sp: true } }),
  ],
  [
    '22222222-2222-4222-8222-222222222222',
    role('22222222-2222-4222-8222-222222222222', '=Leads', {
      sales: { sp: true, reportsView: true },
    }),
  ],
]);

const row: PermissionMatrixRow = {
  accountId: '33333333-3333-4333-8333-333333333333',
  firstName: 'Casey',
  lastName: 'Cashier "CC"',
  email: 'casey@harbor.example',
  roleIds: [...ROLES.keys()],
  overrides: { talk: {}, sales: { reportsView: true } },
};

describe('grant sources', () => {
  it('names the roles that grant a key and the person’s own grant', () => {
    const sp = grantSource(row, ROLES, { app: 'sales', feature: 'sp' });
    expect(describeSource(sp)).toBe('From Cashier, =Leads');
    const reports = grantSource(row, ROLES, { app: 'sales', feature: 'reportsView' });
    expect(describeSource(reports)).toBe('From =Leads and own grant');
    expect(describeSource(grantSource(row, ROLES, { app: 'talk', feature: null }))).toBe(
      'Own grant',
    );
    expect(describeSource(grantSource(row, ROLES, { app: 'forms', feature: null }))).toBe(
      'Not granted',
    );
  });

  it('exports one quoted line per person, formulas defused', () => {
    const [header, line] = matrixCsv([row], ROLES).split('\r\n');
    expect(
      header?.startsWith('"Name","E-mail","Roles","crm","crm.membershipsRead","sales","sales.sp"'),
    ).toBe(true);
    expect(line).toContain(`"Casey Cashier ""CC""","casey@harbor.example","Cashier; =Leads"`);
    // sales.reportsView: a field starting with = would be a spreadsheet formula.
    expect(line).toContain(`"'=Leads; own grant"`);
    expect(line).toContain(`"Cashier; =Leads; own grant"`);
  });
});
