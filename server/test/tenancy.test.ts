// The tenancy and impersonation rules of every request (server/src/auth/request-context.ts), over
// real HTTP: members act in their tenants; MSP staff with msp.login act, as administrators, in the
// tenants their MSP manages; system administrators in any tenant and as any user; one
// impersonation at a time; malformed headers are 400; ended sessions are 401.
import { describe, expect, it } from 'vitest';
import { identitySchema } from '@shared/auth/sign-in';
import { PERMISSION_AREAS } from '@shared/permissions';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import {
  AUTH,
  api,
  demoTenantIds,
  expectError,
  session,
  signIn,
  useRecordingTestApp,
  type ApiCall,
} from './fixtures';

const test = await useRecordingTestApp();
const { harbor, bluebird, northwind, operations } = await demoTenantIds(test.server.database);
const ava = await session(test.server, 'ava.admin@harbor.example');
const tom = await session(test.server, 'tom.tech@northwind.example');
const sys = await session(test.server, 'sysadmin@zyno.example');

function permissions(who: { jwt: string } | null, call: ApiCall = {}) {
  return api(test.server, '/permissions', who, null, call);
}

const nowhere = '7d3b5a1c-9e8f-4a2b-8c6d-5e4f3a2b1c0d';

/** Every feature of the given apps plus core: what masquerade access carries. */
function everything(apps: readonly (keyof typeof PERMISSION_AREAS)[]) {
  return Object.fromEntries(
    [...apps, 'core' as const].map((app) => [
      app,
      Object.fromEntries(PERMISSION_AREAS[app].map((feature) => [feature, true])),
    ]),
  );
}

describe('the tenant header', () => {
  it('lets a member act in their tenant', async () => {
    const response = await permissions(ava, { tenantId: harbor });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sales: { sp: true } });
  });

  it('refuses a tenant the user is not a member of, or one that does not exist (403)', async () => {
    const message = await expectError(
      await permissions(ava, { tenantId: bluebird }),
      403,
      'forbidden',
    );
    expect(message).toBe('You are not a member of the tenant in X-Zyno-Tenant-Id.');
    await expectError(await permissions(ava, { tenantId: nowhere }), 403, 'forbidden');
    // MSP staff need the masquerade header: the plain tenant header is for members.
    await expectError(await api(test.server, '/accounts', tom, harbor), 403, 'forbidden');
  });

  it('is required (400) and must be one uuid (400)', async () => {
    expect(await expectError(await permissions(ava), 400, 'validation_failed')).toBe(
      'The X-Zyno-Tenant-Id header is required.',
    );
    expect(
      await expectError(await permissions(ava, { tenantId: 'harbor' }), 400, 'validation_failed'),
    ).toBe('The X-Zyno-Tenant-Id header must be one tenant id (a uuid).');
    await expectError(
      await permissions(ava, { tenantId: `${harbor}, ${bluebird}` }),
      400,
      'validation_failed',
    );
  });
});

describe('tenant impersonation (MSP mode)', () => {
  it('lets MSP staff with msp.login act in a managed tenant with its admin rights', async () => {
    const response = await permissions(tom, { masqueradeTenantId: harbor });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      everything(['crm', 'display', 'forms', 'inventory', 'sales', 'talk']),
    );
    const accounts = await api(test.server, '/accounts', tom, null, {
      masqueradeTenantId: harbor,
    });
    expect(accounts.status).toBe(200);
    const bluebirdAccounts = await api(test.server, '/accounts', tom, bluebird, {
      masqueradeTenantId: bluebird,
    });
    expect(bluebirdAccounts.status).toBe(200);
  });

  it('refuses a tenant the MSP does not manage (403)', async () => {
    expect(
      await expectError(
        await permissions(tom, { masqueradeTenantId: operations }),
        403,
        'forbidden',
      ),
    ).toBe('You may not act in this tenant.');
    await expectError(await permissions(tom, { masqueradeTenantId: nowhere }), 403, 'forbidden');
  });

  it('refuses users without msp.login (403)', async () => {
    await expectError(await permissions(ava, { masqueradeTenantId: bluebird }), 403, 'forbidden');
    await expectError(await permissions(ava, { masqueradeTenantId: northwind }), 403, 'forbidden');
  });

  it('lets a system administrator act in any tenant', async () => {
    for (const tenant of [harbor, bluebird, northwind]) {
      const response = await permissions(sys, { masqueradeTenantId: tenant });
      expect(response.status).toBe(200);
    }
    const accounts = await api(test.server, '/accounts', sys, null, {
      masqueradeTenantId: northwind,
    });
    expect(accounts.status).toBe(200);
  });

  it('needs the tenant header, when sent too, to name the same tenant (400)', async () => {
    await expectError(
      await permissions(tom, { tenantId: northwind, masqueradeTenantId: harbor }),
      400,
      'validation_failed',
    );
    expect((await permissions(tom, { tenantId: harbor, masqueradeTenantId: harbor })).status).toBe(
      200,
    );
  });

  it('refuses a malformed masquerade tenant header (400)', async () => {
    await expectError(
      await permissions(sys, { masqueradeTenantId: 'everything' }),
      400,
      'validation_failed',
    );
  });
});

describe('user impersonation', () => {
  it('lets a system administrator act as another user', async () => {
    const identity = await api(test.server, '/identity', sys, null, {
      masqueradeUserId: ava.accountId,
    });
    expect(identity.status).toBe(200);
    expect(identitySchema.parse(await identity.json())).toMatchObject({
      id: ava.accountId,
      email: 'ava.admin@harbor.example',
    });
    const asAva = await permissions(sys, { masqueradeUserId: ava.accountId, tenantId: harbor });
    expect(await asAva.json()).toEqual(await (await permissions(ava, { tenantId: harbor })).json());
    // Acting as Ava, the operator is in Ava's tenants, not their own.
    await expectError(
      await permissions(sys, { masqueradeUserId: ava.accountId, tenantId: operations }),
      403,
      'forbidden',
    );
  });

  it('refuses everyone else (403), and unknown users (403)', async () => {
    expect(
      await expectError(
        await api(test.server, '/identity', ava, null, { masqueradeUserId: tom.accountId }),
        403,
        'forbidden',
      ),
    ).toBe('Only system administrators may impersonate a user.');
    await expectError(
      await api(test.server, '/identity', tom, null, { masqueradeUserId: ava.accountId }),
      403,
      'forbidden',
    );
    await expectError(
      await api(test.server, '/identity', sys, null, { masqueradeUserId: nowhere }),
      403,
      'forbidden',
    );
  });

  it('refuses both impersonations at once (400) and a malformed user header (400)', async () => {
    expect(
      await expectError(
        await permissions(sys, { masqueradeUserId: ava.accountId, masqueradeTenantId: harbor }),
        400,
        'validation_failed',
      ),
    ).toBe('Impersonate either a user or a tenant, not both at once.');
    await expectError(
      await api(test.server, '/identity', sys, null, { masqueradeUserId: 'ava' }),
      400,
      'validation_failed',
    );
  });
});

describe('sessions', () => {
  it('refuses the token of a session that ended (401)', async () => {
    const { login, refreshToken } = await signIn(test.server.app, 'max.manager@harbor.example');
    const maxHarbor = login.identity.tenants[0]?.id;
    expect((await permissions(login, { tenantId: maxHarbor })).status).toBe(200);
    const logout = await test.server.app.inject({
      method: 'POST',
      url: `${AUTH}/login/logout`,
      cookies: { [REFRESH_COOKIE]: refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect(
      await expectError(await permissions(login, { tenantId: maxHarbor }), 401, 'unauthorized'),
    ).toBe('Your session has ended. Sign in again.');
  });

  it('refuses a missing or malformed bearer token (401)', async () => {
    await expectError(await permissions(null, { tenantId: harbor }), 401, 'unauthorized');
    await expectError(
      await permissions(null, { tenantId: harbor, headers: { Authorization: 'Basic abc' } }),
      401,
      'unauthorized',
    );
  });
});
