// Installs (spec §3 Install, §7): registration by a tenant admin from the registration window,
// the admin list, revocation, detection from a handshake, and username + PIN/password sign-in at
// an install (POST /installs/auth-credentials and its older name POST /login/device).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { identitySchema, loginResponseSchema } from '@shared/auth/sign-in';
import {
  detectedInstallSchema,
  installBrowserId,
  installSchema,
  installsResponseSchema,
} from '@shared/installs/installs';
import { tenantAdminChannel } from '@shared/realtime';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  AUTH,
  callApi,
  count,
  signIn,
  adminCall,
  createInstallKeys,
  expectError,
  harborAdmin,
  lastAudits,
  makeHandshake,
  post,
  registerInstall,
  useRecordingTestApp,
  sysAdminIn,
  type Admin,
  type InstallKeys,
} from './fixtures';

const INVALID_CREDENTIALS =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';

let ava: Admin;
const app = await useRecordingTestApp();
beforeAll(async () => {
  ava = await harborAdmin(app.server);
});

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

function detect(keys: InstallKeys) {
  return post(app.server, '/installs/detect-install', { handshake: makeHandshake(keys) });
}

function signInAt(
  keys: InstallKeys,
  username: string,
  password: string,
  path = '/installs/auth-credentials',
) {
  return post(app.server, path, { handshake: makeHandshake(keys), username, password });
}

describe('registration', () => {
  it('lets a tenant admin register a station, and tells the tenant admins', async () => {
    const keys = createInstallKeys();
    const response = await adminCall(app.server, '/installs', ava, {
      body: {
        handshake: makeHandshake(keys),
        name: '  Till 1 ',
        capabilities: ['fingerprintReader', 'fingerprintReader'],
      },
    });
    expect(response.status).toBe(201);
    const install = installSchema.parse(await response.json());
    expect(install).toMatchObject({
      tenantId: ava.tenantId,
      tenantName: 'Harbor Coffee',
      name: 'Till 1',
      capabilities: ['fingerprintReader'],
      lastSeenAt: null,
      revokedAt: null,
    });
    expect(app.realtime.events.at(-1)).toEqual({
      channel: tenantAdminChannel(ava.tenantId),
      event: 'installs-changed',
      data: { id: install.id },
    });
  });

  it('skips the causing realtime connection', async () => {
    const response = await callApi(app.server, `${AUTH}/installs`, {
      jwt: ava.jwt,
      tenantId: ava.tenantId,
      headers: { 'X-Zyno-Socket-Id': '123.456' },
      body: { handshake: makeHandshake(createInstallKeys()), name: 'Back office' },
    });
    expect(response.status).toBe(201);
    expect(app.realtime.events.at(-1)?.exceptSocketId).toBe('123.456');
  });

  it('refuses a user who is not an admin of the tenant (403), writing nothing', async () => {
    const { login } = await signIn(app.server.app, 'max.manager@harbor.example');
    const installs = await count(app.server.database, 'installs');
    const response = await callApi(app.server, `${AUTH}/installs`, {
      jwt: login.jwt,
      tenantId: ava.tenantId,
      body: { handshake: makeHandshake(createInstallKeys()), name: 'Till 2' },
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('forbidden');
    expect(await count(app.server.database, 'installs')).toBe(installs);
  });

  it('needs sign-in (401)', async () => {
    const response = await post(app.server, '/installs', {
      handshake: makeHandshake(createInstallKeys()),
      name: 'Till 3',
    });
    expect(response.status).toBe(401);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const installs = await count(app.server.database, 'installs');
    const blank = await adminCall(app.server, '/installs', ava, {
      body: { handshake: makeHandshake(createInstallKeys()), name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toMatchObject({
      code: 'validation_failed',
      message: 'name: Enter a name for this station.',
    });
    const capability = await adminCall(app.server, '/installs', ava, {
      body: { handshake: makeHandshake(createInstallKeys()), name: 'Till', capabilities: ['x'] },
    });
    expect(capability.status).toBe(400);
    expect((await errorOf(capability)).message).toMatch(/^capabilities\.0: /);
    expect(await count(app.server.database, 'installs')).toBe(installs);
  });

  it('refuses a station already registered to a live install (409)', async () => {
    const { keys } = await registerInstall(app.server, ava);
    const again = await adminCall(app.server, '/installs', ava, {
      body: { handshake: makeHandshake(keys), name: 'Again' },
    });
    expect(await expectError(again, 409, 'conflict')).toBe(
      'This station is already registered. An administrator must revoke its registration before it can be registered again.',
    );
  });

  it('lets a revoked station register again with the same keys', async () => {
    const { install, keys } = await registerInstall(app.server, ava);
    const revoked = await adminCall(app.server, `/installs/${install.id}`, ava, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const again = await adminCall(app.server, '/installs', ava, {
      body: { handshake: makeHandshake(keys), name: 'Reinstalled' },
    });
    expect(again.status).toBe(201);
    const detected = detectedInstallSchema.parse(await (await detect(keys)).json());
    expect(detected.id).not.toBe(install.id);
  });

  it('registers in a tenant a system administrator acts in', async () => {
    const admin = await sysAdminIn(app.server, 'Bluebird Dental');
    const { install } = await registerInstall(app.server, admin);
    expect(install).toMatchObject({ tenantId: admin.tenantId, tenantName: 'Bluebird Dental' });
  });
});

describe('the list', () => {
  it("shows a tenant admin the tenant's installs, and no other tenant's", async () => {
    const { install } = await registerInstall(app.server, ava, { name: 'Listed station' });
    const response = await adminCall(app.server, '/installs', ava);
    expect(response.status).toBe(200);
    const installs = installsResponseSchema.parse(await response.json());
    expect(installs.map((item) => item.id)).toContain(install.id);
    expect(installs.every((item) => item.tenantId === ava.tenantId)).toBe(true);
  });

  it('is only for tenant admins (403)', async () => {
    const { login } = await signIn(app.server.app, 'max.manager@harbor.example');
    const response = await callApi(app.server, `${AUTH}/installs`, {
      jwt: login.jwt,
      tenantId: ava.tenantId,
    });
    expect(response.status).toBe(403);
  });
});

describe('detection', () => {
  it('names the install and its tenant, and records when it was seen', async () => {
    const { install, keys } = await registerInstall(app.server, ava);
    const response = await detect(keys);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: install.id,
      tenantId: ava.tenantId,
      tenantName: 'Harbor Coffee',
    });
    const listed = installsResponseSchema
      .parse(await (await adminCall(app.server, '/installs', ava)).json())
      .find((item) => item.id === install.id);
    expect(listed?.lastSeenAt).not.toBeNull();
  });

  it('answers 401 for a station that is not registered', async () => {
    expect(await expectError(await detect(createInstallKeys()), 401, 'unauthorized')).toBe(
      'This station is not registered, or its registration was revoked. Sign in to register it.',
    );
  });

  it('answers 401 for a revoked install', async () => {
    const { install, keys } = await registerInstall(app.server, ava);
    await adminCall(app.server, `/installs/${install.id}`, ava, { method: 'DELETE' });
    expect((await detect(keys)).status).toBe(401);
  });
});

describe('revocation', () => {
  it('revokes, ends the sessions signed in there, and tells the tenant admins', async () => {
    const { install, keys } = await registerInstall(app.server, ava);
    const login = loginResponseSchema.parse(await (await signInAt(keys, 'max', '33334444')).json());
    const response = await adminCall(app.server, `/installs/${install.id}`, ava, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(app.realtime.events.at(-1)).toMatchObject({
      channel: tenantAdminChannel(ava.tenantId),
      event: 'installs-changed',
      data: { id: install.id },
    });
    const identity = await callApi(app.server, `${AUTH}/identity`, { jwt: login.jwt });
    expect(identity.status).toBe(401);
    const listed = installsResponseSchema
      .parse(await (await adminCall(app.server, '/installs', ava)).json())
      .find((item) => item.id === install.id);
    expect(listed?.revokedAt).not.toBeNull();
    // Revoking again changes nothing.
    const events = app.realtime.events.length;
    const again = await adminCall(app.server, `/installs/${install.id}`, ava, {
      method: 'DELETE',
    });
    expect(again.status).toBe(204);
    expect(app.realtime.events).toHaveLength(events);
  });

  it("answers 404 for an unknown install and for another tenant's", async () => {
    const unknown = await adminCall(
      app.server,
      '/installs/00000000-0000-4000-8000-000000000000',
      ava,
      { method: 'DELETE' },
    );
    expect(unknown.status).toBe(404);
    const { install } = await registerInstall(
      app.server,
      await sysAdminIn(app.server, 'Bluebird Dental'),
    );
    const other = await adminCall(app.server, `/installs/${install.id}`, ava, {
      method: 'DELETE',
    });
    expect(other.status).toBe(404);
    expect(await errorOf(other)).toEqual({
      code: 'not_found',
      message: `There is no install ${install.id} in this tenant.`,
    });
  });

  it('is only for tenant admins (403)', async () => {
    const { install } = await registerInstall(app.server, ava);
    const { login } = await signIn(app.server.app, 'max.manager@harbor.example');
    const response = await callApi(app.server, `${AUTH}/installs/${install.id}`, {
      jwt: login.jwt,
      tenantId: ava.tenantId,
      method: 'DELETE',
    });
    expect(response.status).toBe(403);
  });

  it('names a malformed id (400)', async () => {
    const response = await adminCall(app.server, '/installs/not-a-uuid', ava, {
      method: 'DELETE',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^id: /);
  });
});

describe('sign-in with username and PIN or password', () => {
  let station: { install: { id: string }; keys: InstallKeys };
  beforeAll(async () => {
    station = await registerInstall(app.server, ava, { name: 'Sign-in station' });
  });

  it('signs Ava in with her PIN, in a session bound to the install, and records when the station was seen', async () => {
    const lastSeen = async () =>
      (
        await app.server.database.query<{ last_seen_at: Date | null }>(
          'SELECT last_seen_at FROM installs WHERE id = $1',
          [station.install.id],
        )
      )[0]?.last_seen_at;
    expect(await lastSeen()).toBeNull();
    const response = await signInAt(station.keys, ' Ava ', '11112222');
    expect(response.status).toBe(200);
    expect(await lastSeen()).toBeInstanceOf(Date);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe('ava.admin@harbor.example');
    expect(login.rememberMeExpiresAt).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/^zyno_refresh=/);

    const [session] = await app.server.database.query<{ install_id: string; browser_id: string }>(
      'SELECT install_id, browser_id FROM refresh_sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(session).toEqual({
      install_id: station.install.id,
      browser_id: installBrowserId(station.install.id),
    });
    const identity = await callApi(app.server, `${AUTH}/identity`, { jwt: login.jwt });
    expect(identitySchema.parse(await identity.json()).id).toBe(login.identity.id);

    const [audit] = await lastAudits(app.server.database, 1);
    expect(audit).toEqual({
      account_id: login.identity.id,
      email: null,
      username: 'ava',
      method: 'pin',
      result: 'success',
      channel: 'install',
      install_id: station.install.id,
    });
  });

  it('renews the install session with the install browser id', async () => {
    const response = await signInAt(station.keys, 'max', '33334444');
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const renewal = await callApi(app.server, `${AUTH}/login/renew`, {
      cookie,
      body: { browserId: installBrowserId(station.install.id) },
    });
    expect(renewal.status).toBe(200);
  });

  it('takes the web password in the same field', async () => {
    const response = await signInAt(station.keys, 'casey', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      method: 'password',
      result: 'success',
    });
  });

  it('refuses a wrong PIN with invalid_credentials and audits it', async () => {
    const sessions = await count(app.server.database, 'refresh_sessions');
    const response = await signInAt(station.keys, 'ava', '99998888');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'invalid_credentials',
      message: INVALID_CREDENTIALS,
    });
    expect(await count(app.server.database, 'refresh_sessions')).toBe(sessions);
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      username: 'ava',
      method: 'pin',
      result: 'wrong_pin',
      channel: 'install',
    });
    // A success clears the count again.
    expect((await signInAt(station.keys, 'ava', '11112222')).status).toBe(200);
  });

  it('gives an unknown username the same answer', async () => {
    const response = await signInAt(station.keys, 'nobody', 'wrong-password');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('invalid_credentials');
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      account_id: null,
      username: 'nobody',
      method: 'password',
      result: 'unknown_account',
    });
    // Keep the station's own count clear for the tests after this one.
    expect((await signInAt(station.keys, 'ava', '11112222')).status).toBe(200);
  });

  it('treats a user who is not a member of the install tenant as unknown, right PIN or not', async () => {
    const bluebird = await registerInstall(
      app.server,
      await sysAdminIn(app.server, 'Bluebird Dental'),
    );
    const response = await signInAt(bluebird.keys, 'ava', '11112222');
    const unknown = await signInAt(bluebird.keys, 'nobody-here', '11112222');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual(await errorOf(unknown));
    expect((await lastAudits(app.server.database, 2))[1]).toMatchObject({
      account_id: null,
      username: 'ava',
      result: 'unknown_account',
      install_id: bluebird.install.id,
    });
  });

  it('refuses a station that is not registered (401)', async () => {
    const response = await signInAt(createInstallKeys(), 'ava', '11112222');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthorized');
  });

  it('names a blank field (400), writing nothing', async () => {
    const audits = await count(app.server.database, 'sign_in_audit');
    const response = await post(app.server, '/installs/auth-credentials', {
      handshake: makeHandshake(station.keys),
      username: '  ',
      password: '11112222',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('username: Enter your username.');
    const noPassword = await post(app.server, '/installs/auth-credentials', {
      handshake: makeHandshake(station.keys),
      username: 'ava',
      password: '',
    });
    expect((await errorOf(noPassword)).message).toBe('password: Enter your PIN or password.');
    expect(await count(app.server.database, 'sign_in_audit')).toBe(audits);
  });

  it('answers the same at POST /login/device, the older name', async () => {
    const response = await signInAt(station.keys, 'ava', '11112222', '/login/device');
    expect(response.status).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe('ava.admin@harbor.example');
    const wrong = await signInAt(station.keys, 'ava', '00000000', '/login/device');
    expect((await errorOf(wrong)).code).toBe('invalid_credentials');
    expect((await signInAt(station.keys, 'ava', '11112222', '/login/device')).status).toBe(200);
  });
});
