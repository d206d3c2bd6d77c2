// The stations screen's calls (admin /admin/iam/stations): the list names who registered each
// install, an administrator renames and revokes one, and every change is audited with its
// before and after; another tenant's install is absent, a non-admin is refused, bad input is 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { installSchema, installsResponseSchema } from '@shared/installs/installs';
import { tenantAdminChannel } from '@shared/realtime';
import { auditEntries } from '../src/auth/audit-log';
import {
  adminCall,
  count,
  expectError,
  harborAdmin,
  registerInstall,
  signIn,
  sysAdminIn,
  useRecordingTestApp,
  type Admin,
} from './fixtures';

let ava: Admin;
const app = await useRecordingTestApp();
beforeAll(async () => {
  ava = await harborAdmin(app.server);
});

function rename(id: string, body: unknown, admin: Admin = ava) {
  return adminCall(app.server, `/installs/${id}`, admin, { method: 'PUT', body });
}

async function listed(id: string) {
  const installs = installsResponseSchema.parse(
    await (await adminCall(app.server, '/installs', ava)).json(),
  );
  return installs.find((install) => install.id === id);
}

describe('the list', () => {
  it('names the administrator who registered each station', async () => {
    const { install } = await registerInstall(app.server, ava, { name: 'Back office' });
    expect((await listed(install.id))?.registeredBy).toEqual({
      id: expect.any(String) as string,
      name: 'Ava Admin',
    });
  });

  it('audits the registration', async () => {
    const { install } = await registerInstall(app.server, ava, {
      name: 'Audited till',
      capabilities: ['fingerprintReader'],
    });
    const [entry] = await auditEntries(app.server.database, ava.tenantId, {
      targetType: 'install',
      targetId: install.id,
    });
    expect(entry).toMatchObject({
      action: 'install.register',
      before: null,
      after: { name: 'Audited till', capabilities: ['fingerprintReader'], revokedAt: null },
      access: 'member',
    });
  });
});

describe('renaming', () => {
  it('renames, audits before and after, and tells the tenant admins', async () => {
    const { install } = await registerInstall(app.server, ava, { name: 'Till 7' });
    const response = await rename(install.id, { name: '  Drive-through  ' });
    expect(response.status).toBe(200);
    expect(installSchema.parse(await response.json())).toMatchObject({
      id: install.id,
      name: 'Drive-through',
    });
    expect((await listed(install.id))?.name).toBe('Drive-through');
    expect(app.realtime.events.at(-1)).toEqual({
      channel: tenantAdminChannel(ava.tenantId),
      event: 'installs-changed',
      data: { id: install.id },
    });
    const [entry] = await auditEntries(app.server.database, ava.tenantId, {
      targetId: install.id,
    });
    expect(entry).toMatchObject({
      action: 'install.rename',
      before: { name: 'Till 7' },
      after: { name: 'Drive-through' },
    });
  });

  it('refuses a bad name with 400 naming the field, writing nothing', async () => {
    const { install } = await registerInstall(app.server, ava, { name: 'Keeps its name' });
    const audits = await count(app.server.database, 'audit_log');
    const cases: unknown[] = [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'Line\nbreak' },
      { name: 42 },
      { name: 'Fine', extra: true },
      {},
    ];
    for (const body of cases) {
      const message = await expectError(await rename(install.id, body), 400, 'validation_failed');
      expect(message).toMatch(/name|extra/);
    }
    expect((await listed(install.id))?.name).toBe('Keeps its name');
    expect(await count(app.server.database, 'audit_log')).toBe(audits);
  });

  it("answers 404 for another tenant's station and 403 to a member who is not an admin", async () => {
    const bluebird = await sysAdminIn(app.server, 'Bluebird Dental');
    const { install: theirs } = await registerInstall(app.server, bluebird, { name: 'Chair 1' });
    const message = await expectError(await rename(theirs.id, { name: 'Mine' }), 404, 'not_found');
    expect(message).toBe(`There is no install ${theirs.id} in this tenant.`);

    const { install } = await registerInstall(app.server, ava);
    const { login } = await signIn(app.server.app, 'max.manager@harbor.example');
    const max = { jwt: login.jwt, tenantId: ava.tenantId };
    await expectError(await rename(install.id, { name: 'Max was here' }, max), 403, 'forbidden');
    expect((await listed(install.id))?.name).toBe('Front counter');
  });

  it('refuses to rename a revoked station (409)', async () => {
    const { install } = await registerInstall(app.server, ava);
    await adminCall(app.server, `/installs/${install.id}`, ava, { method: 'DELETE' });
    await expectError(await rename(install.id, { name: 'Ghost' }), 409, 'conflict');
  });
});

describe('revoking', () => {
  it('audits a revocation once, however often it is repeated', async () => {
    const { install } = await registerInstall(app.server, ava, { name: 'Old till' });
    for (let time = 0; time < 2; time += 1) {
      const response = await adminCall(app.server, `/installs/${install.id}`, ava, {
        method: 'DELETE',
      });
      expect(response.status).toBe(204);
    }
    const entries = await auditEntries(app.server.database, ava.tenantId, {
      targetId: install.id,
    });
    expect(entries.map((entry) => entry.action)).toEqual(['install.revoke', 'install.register']);
    expect(entries[0]).toMatchObject({
      before: { name: 'Old till', revokedAt: null },
      after: { name: 'Old till', revokedAt: expect.any(String) as string },
    });
  });
});
