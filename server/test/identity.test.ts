// Identity and effective permissions of the demo accounts, and the bearer and tenant checks in
// front of them.
import { importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_HEADERS } from '@shared/api-headers';
import { identitySchema, type LoginResponse } from '@shared/auth/sign-in';
import { PERMISSION_AREAS, everyFeature, type Permissions } from '@shared/permissions';
import { loadEffectivePermissions } from '../src/auth/effective-permissions';
import { AUTH, signIn, useTestApp, tenantId } from './fixtures';

const server = await useTestApp();

function getIdentity(jwt: string) {
  return server.app.inject({
    method: 'GET',
    url: `${AUTH}/identity`,
    headers: { authorization: `Bearer ${jwt}` },
  });
}

function getPermissions(jwt: string, tenant?: string) {
  return server.app.inject({
    method: 'GET',
    url: `${AUTH}/permissions`,
    headers: {
      authorization: `Bearer ${jwt}`,
      ...(tenant === undefined ? {} : { [API_HEADERS.tenantId]: tenant }),
    },
  });
}

async function permissionsIn(login: LoginResponse, tenantName: string): Promise<Permissions> {
  const response = await getPermissions(login.jwt, tenantId(login, tenantName));
  expect(response.statusCode).toBe(200);
  return response.json<Permissions>();
}

describe('identity', () => {
  it('describes Ava: admin of Harbor Coffee with its apps, password and PIN sign-in', async () => {
    const { login } = await signIn(server.app, 'ava.admin@harbor.example');
    const response = await getIdentity(login.jwt);
    expect(response.statusCode).toBe(200);
    const identity = identitySchema.parse(response.json());
    expect(identity).toEqual(login.identity);
    expect(identity).toMatchObject({
      email: 'ava.admin@harbor.example',
      firstName: 'Ava',
      lastName: 'Admin',
      avatarId: null,
      isSysAdmin: false,
      authMech: ['password', 'pin'],
      tenants: [
        {
          name: 'Harbor Coffee',
          isAdmin: true,
          isFavorite: false,
          apps: ['crm', 'display', 'forms', 'inventory', 'sales', 'talk'],
        },
      ],
    });
  });

  it('lists both of Morgan’s tenants with Bluebird Dental as the favourite', async () => {
    const { login } = await signIn(server.app, 'morgan.multi@harbor.example');
    expect(login.identity.authMech).toEqual(['password']);
    expect(login.identity.tenants).toEqual([
      {
        id: expect.any(String) as string,
        name: 'Bluebird Dental',
        isFavorite: true,
        isAdmin: false,
        apps: ['crm', 'forms', 'talk'],
      },
      {
        id: expect.any(String) as string,
        name: 'Harbor Coffee',
        isFavorite: false,
        isAdmin: false,
        apps: ['crm', 'display', 'forms', 'inventory', 'sales', 'talk'],
      },
    ]);
  });

  it('marks the system administrator and the MSP technician', async () => {
    const sys = await signIn(server.app, 'sysadmin@zyno.example');
    expect(sys.login.identity).toMatchObject({
      isSysAdmin: true,
      tenants: [{ name: 'Zyno Operations', isAdmin: true }],
    });
    const tom = await signIn(server.app, 'tom.tech@northwind.example');
    expect(tom.login.identity.tenants).toMatchObject([{ name: 'Northwind IT', isAdmin: true }]);
    expect(await permissionsIn(tom.login, 'Northwind IT')).toEqual({ msp: { login: true } });
  });

  it('refuses a missing, malformed, foreign or expired token', async () => {
    const missing = await server.app.inject({ method: 'GET', url: `${AUTH}/identity` });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to continue.' },
    });
    expect((await getIdentity('not-a-jwt')).statusCode).toBe(401);

    const { login } = await signIn(server.app, 'ava.admin@harbor.example');
    const [key] = await server.database.query<{ id: string; private_jwk: JWK }>(
      'SELECT id, private_jwk FROM signing_keys',
    );
    const privateKey = await importJWK(key?.private_jwk ?? {}, 'EdDSA');
    const expired = await new SignJWT()
      .setProtectedHeader({ alg: 'EdDSA', kid: key?.id ?? '' })
      .setSubject(login.identity.id)
      .setIssuer('zyno')
      .setAudience('zyno-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(privateKey);
    const response = await getIdentity(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });

    const [header, payload] = login.jwt.split('.');
    expect(
      (await getIdentity(`${header ?? ''}.${payload ?? ''}.forged-signature`)).statusCode,
    ).toBe(401);
  });
});

describe('permissions', () => {
  it('gives Ava every app and feature of spec §6 in Harbor Coffee, but no MSP switching', async () => {
    const { login } = await signIn(server.app, 'ava.admin@harbor.example');
    const { msp, ...tenantAreas } = PERMISSION_AREAS;
    expect(msp).toEqual(['login']);
    const expected = Object.fromEntries(
      Object.entries(tenantAreas).map(([app, features]) => [
        app,
        Object.fromEntries(features.map((feature) => [feature, true])),
      ]),
    );
    expect(await permissionsIn(login, 'Harbor Coffee')).toEqual(expected);
  });

  it('gives Max the manager’s sales, crm, talk and core permissions', async () => {
    const { login } = await signIn(server.app, 'max.manager@harbor.example');
    expect(await permissionsIn(login, 'Harbor Coffee')).toEqual({
      sales: everyFeature('sales'),
      crm: { membershipsRead: true },
      talk: {},
      core: everyFeature('core'),
    });
  });

  it('gives Casey the point of sale only, plus her own password and fingerprints', async () => {
    const { login } = await signIn(server.app, 'casey.cashier@harbor.example');
    expect(await permissionsIn(login, 'Harbor Coffee')).toEqual({
      sales: { sp: true },
      core: everyFeature('core'),
    });
  });

  it('gives Nina nothing', async () => {
    const { login } = await signIn(server.app, 'nina.noperm@harbor.example');
    expect(await permissionsIn(login, 'Harbor Coffee')).toEqual({});
  });

  it('gives Morgan different permissions in each tenant', async () => {
    const { login } = await signIn(server.app, 'morgan.multi@harbor.example');
    expect(await permissionsIn(login, 'Harbor Coffee')).toEqual({ crm: {}, forms: {} });
    expect(await permissionsIn(login, 'Bluebird Dental')).toEqual({
      crm: { membershipsRead: true },
      forms: {},
      talk: {},
    });
  });

  it('merges roles with the membership’s own map', async () => {
    const [row] = await server.database.query<{ account_id: string; tenant_id: string }>(
      `SELECT m.account_id, m.tenant_id FROM memberships m
         JOIN accounts a ON a.id = m.account_id WHERE a.email = 'sam.sso@harbor.example'`,
    );
    expect(row).toBeDefined();
    const sam = row ?? { account_id: '', tenant_id: '' };
    expect(await loadEffectivePermissions(server.database, sam.account_id, sam.tenant_id)).toEqual({
      crm: {},
      talk: {},
    });
    const [cashier] = await server.database.query<{ id: string }>(
      "SELECT id FROM roles WHERE name = 'Cashier'",
    );
    await server.database.query(
      'INSERT INTO account_roles (account_id, tenant_id, role_id) VALUES ($1, $2, $3)',
      [sam.account_id, sam.tenant_id, cashier?.id],
    );
    expect(await loadEffectivePermissions(server.database, sam.account_id, sam.tenant_id)).toEqual({
      crm: {},
      talk: {},
      sales: { sp: true },
      core: everyFeature('core'),
    });
  });

  it('refuses a tenant the user is not a member of', async () => {
    const { login } = await signIn(server.app, 'ava.admin@harbor.example');
    const morgan = await signIn(server.app, 'morgan.multi@harbor.example');
    const response = await getPermissions(login.jwt, tenantId(morgan.login, 'Bluebird Dental'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('needs the tenant header, holding a tenant id', async () => {
    const { login } = await signIn(server.app, 'ava.admin@harbor.example');
    const missing = await getPermissions(login.jwt);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: { code: 'validation_failed', message: 'The X-Zyno-Tenant-Id header is required.' },
    });
    expect((await getPermissions(login.jwt, 'harbor')).statusCode).toBe(400);
  });

  it('needs a bearer token', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${AUTH}/permissions` });
    expect(response.statusCode).toBe(401);
  });
});
