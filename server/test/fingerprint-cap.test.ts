// The fingerprint cap over real HTTP: an account holds at most 10 fingerprints (one per finger,
// unassigned ones counted too), so nobody can fill the database with them. The eleventh is a 409
// that writes nothing, deleting one makes room again, and concurrent enrollments never pass it.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { fingerprintSchema } from '@shared/fingerprints/fingerprints';
import { MAX_FINGERPRINTS_PER_ACCOUNT } from '../src/fingerprints/fingerprints-routes';
import {
  digestTables,
  tableNames,
  addDesktopUser,
  adminCall,
  enrollmentSamples,
  harborAdmin,
  isoTemplate,
  useRecordingTestApp,
  type Admin,
  count,
} from './fixtures';

const TOO_MANY = {
  code: 'conflict',
  message: 'An account may have at most 10 fingerprints. Delete one to enroll another.',
};

let ava: Admin;

const app = await useRecordingTestApp();
beforeAll(async () => {
  ava = await harborAdmin(app.server);
});

let seed = 1000;
function enroll(accountId: string, finger: number | null) {
  seed += 1;
  return adminCall(app.server, '/identity/enroll-fingerprint', ava, {
    body: { accountId, finger, fmds: enrollmentSamples(seed) },
  });
}

function fingerprintsOf(accountId: string): Promise<number> {
  return app.server.database
    .query<{ n: number }>('SELECT count(*)::int AS n FROM fingerprints WHERE account_id = $1', [
      accountId,
    ])
    .then(([row]) => row?.n ?? 0);
}

describe('at most 10 fingerprints per account', () => {
  it('refuses the eleventh with 409 and writes nothing, until one is deleted', async () => {
    expect(MAX_FINGERPRINTS_PER_ACCOUNT).toBe(10);
    const accountId = await addDesktopUser(app.server.database, ava.tenantId, {
      username: 'cap.one',
      pin: '12341234',
    });
    for (let finger = 0; finger < 10; finger += 1) {
      expect((await enroll(accountId, finger)).status).toBe(201);
    }

    const tables = await tableNames(app.server.database);
    const before = await digestTables(app.server.database, tables);
    const eleventh = await enroll(accountId, null);
    expect(eleventh.status).toBe(409);
    expect(apiErrorBodySchema.parse(await eleventh.json()).error).toEqual(TOO_MANY);
    seed += 1;
    const single = await adminCall(app.server, '/identity/fingerprint', ava, {
      body: { accountId, finger: null, fmd: isoTemplate(seed) },
    });
    expect(single.status).toBe(409);
    expect(apiErrorBodySchema.parse(await single.json()).error).toEqual(TOO_MANY);
    expect(await digestTables(app.server.database, tables)).toEqual(before);

    const [oldest] = await app.server.database.query<{ id: string }>(
      'SELECT id FROM fingerprints WHERE account_id = $1 AND finger = 0',
      [accountId],
    );
    if (oldest === undefined) throw new Error('Finger 0 was not enrolled.');
    const deleted = await adminCall(app.server, `/identity/fingerprint/${oldest.id}`, ava, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    const again = await enroll(accountId, null);
    expect(again.status).toBe(201);
    expect(fingerprintSchema.parse(await again.json()).finger).toBeNull();
    expect(await fingerprintsOf(accountId)).toBe(10);
  });

  it('holds under 12 concurrent enrollments: exactly 10 are stored', async () => {
    const accountId = await addDesktopUser(app.server.database, ava.tenantId, {
      username: 'cap.two',
      pin: '12341234',
    });
    const fingers = [null, 0, 1, 2, 3, 4, null, 5, 6, 7, 8, 9];
    const total = await count(app.server.database, 'fingerprints');
    const responses = await Promise.all(fingers.map((finger) => enroll(accountId, finger)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(apiErrorBodySchema.parse(await refused.json()).error).toEqual(TOO_MANY);
    }
    expect(await fingerprintsOf(accountId)).toBe(10);
    expect(await count(app.server.database, 'fingerprints')).toBe(total + 10);
  });
});
