// GET /msp/tenants over real HTTP: the tenants a user may switch into without a membership — the
// managed customers for MSP staff with msp.login, every other tenant for system administrators,
// none for anyone else.
import { beforeAll, describe, expect, it } from 'vitest';
import { mspTenantsResponseSchema, type MspTenant } from '@shared/msp/msp-tenants';
import { api, expectError, session, useRecordingTestApp, tenantIdByName } from './fixtures';

let northwind: string;

const test = await useRecordingTestApp();
beforeAll(async () => {
  northwind = await tenantIdByName(test.server.database, 'Northwind IT');
});

async function mspTenantsOf(email: string, call = {}): Promise<MspTenant[]> {
  const who = await session(test.server, email);
  const response = await api(test.server, '/msp/tenants', who, null, call);
  expect(response.status).toBe(200);
  return mspTenantsResponseSchema.parse(await response.json());
}

describe('GET /msp/tenants', () => {
  it('lists the customer tenants of Tom’s MSP, shaped like identity tenants', async () => {
    const tenants = await mspTenantsOf('tom.tech@northwind.example');
    expect(tenants).toEqual([
      {
        id: await tenantIdByName(test.server.database, 'Bluebird Dental'),
        name: 'Bluebird Dental',
        isFavorite: false,
        isAdmin: true,
        apps: ['crm', 'forms', 'talk'],
        isMspTenant: true,
        mspTenantId: northwind,
      },
      {
        id: await tenantIdByName(test.server.database, 'Harbor Coffee'),
        name: 'Harbor Coffee',
        isFavorite: false,
        isAdmin: true,
        apps: ['crm', 'display', 'forms', 'inventory', 'sales', 'talk'],
        isMspTenant: true,
        mspTenantId: northwind,
      },
    ]);
  });

  it('lists every tenant the system administrator is not a member of', async () => {
    const tenants = await mspTenantsOf('sysadmin@zyno.example');
    expect(tenants.map((tenant) => [tenant.name, tenant.mspTenantId])).toEqual([
      ['Bluebird Dental', null],
      ['Harbor Coffee', null],
      ['Northwind IT', null],
    ]);
  });

  it('is empty for users without msp.login, even a member of an MSP tenant', async () => {
    expect(await mspTenantsOf('ava.admin@harbor.example')).toEqual([]);
    expect(await mspTenantsOf('morgan.multi@harbor.example')).toEqual([]);
    const ava = await session(test.server, 'ava.admin@harbor.example');
    // Ava joins Northwind IT without the Technician role: still no msp.login.
    await test.server.database.query(
      'INSERT INTO memberships (account_id, tenant_id) VALUES ($1, $2)',
      [ava.accountId, northwind],
    );
    expect(await mspTenantsOf('ava.admin@harbor.example')).toEqual([]);
    await test.server.database.query(
      'DELETE FROM memberships WHERE account_id = $1 AND tenant_id = $2',
      [ava.accountId, northwind],
    );
  });

  it('is empty while a system administrator impersonates a user', async () => {
    const ava = await session(test.server, 'ava.admin@harbor.example');
    const sys = await session(test.server, 'sysadmin@zyno.example');
    const response = await api(test.server, '/msp/tenants', sys, null, {
      masqueradeUserId: ava.accountId,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('needs sign-in (401)', async () => {
    await expectError(await api(test.server, '/msp/tenants', null, null), 401, 'unauthorized');
    await expectError(
      await api(test.server, '/msp/tenants', { jwt: 'not-a-token' }, null),
      401,
      'unauthorized',
    );
  });
});
