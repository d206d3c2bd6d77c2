// Fingerprints (spec §3 Fingerprint, §7 /identity/… fingerprint rows): enrolling, listing and
// deleting with the permission rules of spec §6, structural checks of the templates, and
// fingerprint sign-in at an install (POST /installs/auth-fp) through a test matcher — with a
// hint, by identification over the install tenant's staff, no match, lockout, and 503 when the
// server has no matcher.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { identitySchema, loginResponseSchema } from '@shared/auth/sign-in';
import { fingerprintSchema, fingerprintsResponseSchema } from '@shared/fingerprints/fingerprints';
import { installBrowserId } from '@shared/installs/installs';
import { auditEntries } from '../src/auth/audit-log';
import {
  AUTH,
  callApi,
  count,
  signIn,
  startHttpTestApp,
  type HttpTestApp,
  enrollmentSamples,
  exactTemplateMatcher,
  harborAdmin,
  isoTemplate,
  isoTemplateBytes,
  lastAudits,
  makeHandshake,
  post,
  registerInstall,
  useRecordingTestApp,
  sysAdminIn,
  type InstallKeys,
} from './fixtures';

/** The design fixtures next to the repository, or the repository's copy of them (its README). */
const SHARED_FIXTURES = new URL('../../../shared/fixtures/fingerprint-templates/', import.meta.url);
const FIXTURES = existsSync(SHARED_FIXTURES)
  ? SHARED_FIXTURES
  : new URL('../../tests/fixtures/fingerprint-templates/', import.meta.url);

const matcher = exactTemplateMatcher();
let harborId: string;

interface Caller {
  jwt: string;
  accountId: string;
}
const EMAILS = {
  ava: 'ava.admin@harbor.example',
  max: 'max.manager@harbor.example',
  casey: 'casey.cashier@harbor.example',
  nina: 'nina.noperm@harbor.example',
  tom: 'tom.tech@northwind.example',
} as const;
let callers: Record<keyof typeof EMAILS, Caller>;

async function caller(name: keyof typeof EMAILS): Promise<Caller> {
  const { login } = await signIn(app.server.app, EMAILS[name]);
  return { jwt: login.jwt, accountId: login.identity.id };
}

const app = await useRecordingTestApp({ fingerprintMatcher: matcher });
beforeAll(async () => {
  harborId = (await harborAdmin(app.server)).tenantId;
  callers = {
    ava: await caller('ava'),
    max: await caller('max'),
    casey: await caller('casey'),
    nina: await caller('nina'),
    tom: await caller('tom'),
  };
});

function call(
  who: Caller,
  path: string,
  options: { method?: string; body?: unknown; tenantId?: string } = {},
) {
  return callApi(app.server, `${AUTH}${path}`, {
    jwt: who.jwt,
    tenantId: options.tenantId ?? harborId,
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

async function enroll(who: Caller, body: Record<string, unknown>) {
  return call(who, '/identity/enroll-fingerprint', { body });
}

async function fingerprintsOf(who: Caller, accountId?: string) {
  const query = accountId === undefined ? '' : `?accountId=${accountId}`;
  const response = await call(who, `/identity/fingerprints${query}`);
  expect(response.status).toBe(200);
  return fingerprintsResponseSchema.parse(await response.json());
}

async function authMechOf(who: Caller) {
  const response = await callApi(app.server, `${AUTH}/identity`, { jwt: who.jwt });
  return identitySchema.parse(await response.json()).authMech;
}

let seed = 100;
function nextSeed(): number {
  seed += 1;
  return seed;
}

describe('enrolling', () => {
  it('stores one finger from five samples and adds fingerprint to the auth methods', async () => {
    const response = await enroll(callers.max, { finger: 6, fmds: enrollmentSamples(nextSeed()) });
    expect(response.status).toBe(201);
    const stored = fingerprintSchema.parse(await response.json());
    expect(stored.finger).toBe(6);
    expect(await fingerprintsOf(callers.max)).toContainEqual(stored);
    expect(await authMechOf(callers.max)).toContain('fingerprint');
  });

  it('refuses a finger already enrolled for the account (409), and allows unassigned ones', async () => {
    const first = await enroll(callers.max, { finger: 3, fmds: enrollmentSamples(nextSeed()) });
    expect(first.status).toBe(201);
    const again = await enroll(callers.max, { finger: 3, fmds: enrollmentSamples(nextSeed()) });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'conflict',
      message:
        'The Left Index finger is already enrolled for this account. Delete it to enroll it again.',
    });
    for (let index = 0; index < 2; index += 1) {
      const unassigned = await enroll(callers.max, {
        finger: null,
        fmds: enrollmentSamples(nextSeed()),
      });
      expect(unassigned.status).toBe(201);
    }
  });

  it("lets a tenant admin enroll a member's finger", async () => {
    const response = await enroll(callers.ava, {
      accountId: callers.nina.accountId,
      finger: 5,
      fmds: enrollmentSamples(nextSeed()),
    });
    expect(response.status).toBe(201);
    expect(
      (await fingerprintsOf(callers.ava, callers.nina.accountId)).map((f) => f.finger),
    ).toEqual([5]);
    const stored = fingerprintSchema.parse(await response.json());
    const [entry] = await auditEntries(app.server.database, harborId, { targetId: stored.id });
    expect(entry).toMatchObject({
      action: 'fingerprint.enroll',
      actorAccountId: callers.ava.accountId,
      after: { accountId: callers.nina.accountId, finger: 5, samples: 5 },
    });
  });

  it('refuses own enrollment without core manageFingerprints (403)', async () => {
    const response = await enroll(callers.nina, { finger: 1, fmds: enrollmentSamples(nextSeed()) });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'forbidden',
      message: 'You may not manage your fingerprints in this tenant.',
    });
  });

  it("refuses another account's enrollment to a non-admin (403)", async () => {
    const response = await enroll(callers.max, {
      accountId: callers.casey.accountId,
      finger: 1,
      fmds: enrollmentSamples(nextSeed()),
    });
    expect(response.status).toBe(403);
  });

  it('answers 404 for an account that is not a member of the tenant', async () => {
    const response = await enroll(callers.ava, {
      accountId: callers.tom.accountId,
      finger: 1,
      fmds: enrollmentSamples(nextSeed()),
    });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: 'not_found',
      message: `There is no account ${callers.tom.accountId} in this tenant.`,
    });
  });

  it('needs sign-in (401)', async () => {
    const response = await post(app.server, '/identity/enroll-fingerprint', {
      finger: 1,
      fmds: enrollmentSamples(nextSeed()),
    });
    expect(response.status).toBe(401);
  });

  it('adds one finger from a single template at POST /identity/fingerprint', async () => {
    const response = await call(callers.max, '/identity/fingerprint', {
      body: { finger: 9, fmd: isoTemplate(nextSeed()) },
    });
    expect(response.status).toBe(201);
    expect(fingerprintSchema.parse(await response.json()).finger).toBe(9);
  });

  it('accepts the ISO/IEC 19794-2:2005 reference sample', async () => {
    const sample = readFileSync(new URL('iso19794p2v2005-sample.dat', FIXTURES)).toString('base64');
    const response = await call(callers.max, '/identity/fingerprint', {
      body: { finger: null, fmd: sample },
    });
    expect(response.status).toBe(201);
  });
});

describe('malformed templates', () => {
  const valid = () => isoTemplateBytes(nextSeed());
  /** A valid record, then changed by `edit`. */
  const edited = (edit: (record: Buffer) => void) => () => {
    const record = valid();
    edit(record);
    return record;
  };
  const broken: [string, () => Buffer, string][] = [
    [
      'another format identifier',
      edited((record) => record.write('XYZ', 0, 'latin1')),
      "it does not start with the 'FMR' format identifier.",
    ],
    [
      'another version',
      edited((record) => record.write(' 30', 4, 'latin1')),
      "its version is not ' 20' (ISO/IEC 19794-2:2005).",
    ],
    [
      'a record length that does not match',
      () => valid().subarray(0, 60),
      'its record length says 102 bytes but it has 60.',
    ],
    ['no finger view', edited((record) => record.writeUInt8(0, 22)), 'it holds no finger view.'],
    [
      'minutiae beyond the end',
      edited((record) => record.writeUInt8(200, 27)),
      'finger view 1 is cut short.',
    ],
    [
      'bytes after the last view',
      () => {
        const record = Buffer.concat([valid(), Buffer.alloc(4)]);
        record.writeUInt32BE(record.length, 8);
        return record;
      },
      'it has 4 bytes after its last finger view.',
    ],
    [
      'the ANSI INCITS 378-2004 sibling format',
      () => readFileSync(new URL('ansi378v2004-sample.dat', FIXTURES)),
      '',
    ],
  ];

  for (const [name, make, problem] of broken) {
    it(`are refused with 400 naming the sample, writing nothing: ${name}`, async () => {
      const fingerprints = await count(app.server.database, 'fingerprints');
      const fmds = enrollmentSamples(nextSeed());
      fmds[2] = make().toString('base64');
      const response = await enroll(callers.max, { finger: null, fmds });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(
        /^fmds\.2: This is not an ISO\/IEC 19794-2:2005 fingerprint template: /,
      );
      if (problem !== '') expect(error.message.endsWith(problem)).toBe(true);
      expect(await count(app.server.database, 'fingerprints')).toBe(fingerprints);
    });
  }

  it('needs exactly 5 samples', async () => {
    const response = await enroll(callers.max, {
      finger: 2,
      fmds: enrollmentSamples(nextSeed()).slice(0, 4),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('fmds: An enrollment needs exactly 5 samples.');
  });

  it('names a finger out of range and a template that is not base64', async () => {
    const finger = await enroll(callers.max, { finger: 10, fmds: enrollmentSamples(nextSeed()) });
    expect((await errorOf(finger)).message).toBe('finger: finger must be from 0 to 9, or null.');
    const fmds = enrollmentSamples(nextSeed());
    fmds[0] = 'not base64!';
    const text = await enroll(callers.max, { finger: 2, fmds });
    expect((await errorOf(text)).message).toBe('fmds.0: A fingerprint template must be base64.');
  });
});

describe('listing', () => {
  it('lets anyone read their own list, also at GET /identity/get-fingerprints', async () => {
    const own = await call(callers.casey, '/identity/get-fingerprints');
    expect(own.status).toBe(200);
    expect(fingerprintsResponseSchema.parse(await own.json())).toEqual(
      await fingerprintsOf(callers.casey),
    );
    // Outside the tenant there is nothing to read (the tenant header is refused).
    expect((await call(callers.tom, '/identity/get-fingerprints')).status).toBe(403);
  });

  it("shows another account's list only to a tenant admin", async () => {
    const refused = await call(
      callers.max,
      `/identity/fingerprints?accountId=${callers.nina.accountId}`,
    );
    expect(refused.status).toBe(403);
    const notMember = await call(
      callers.ava,
      `/identity/fingerprints?accountId=${callers.tom.accountId}`,
    );
    expect(notMember.status).toBe(404);
  });

  it('names a malformed account id (400)', async () => {
    const response = await call(callers.ava, '/identity/fingerprints?accountId=nope');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^accountId: /);
  });
});

describe('deleting', () => {
  it('deletes one of your own, and drops fingerprint from the auth methods with the last', async () => {
    const casey = callers.casey;
    const first = fingerprintSchema.parse(
      await (await enroll(casey, { finger: 0, fmds: enrollmentSamples(nextSeed()) })).json(),
    );
    const second = fingerprintSchema.parse(
      await (await enroll(casey, { finger: 1, fmds: enrollmentSamples(nextSeed()) })).json(),
    );
    expect(
      (await call(casey, `/identity/fingerprint/${first.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await fingerprintsOf(casey)).map((f) => f.id)).toEqual([second.id]);
    expect(await authMechOf(casey)).toContain('fingerprint');
    await call(casey, `/identity/fingerprint/${second.id}`, { method: 'DELETE' });
    expect(await fingerprintsOf(casey)).toEqual([]);
    expect(await authMechOf(casey)).not.toContain('fingerprint');
  });

  it("refuses another's fingerprint to a non-admin (403), and unknown ids (404)", async () => {
    const [ninas] = await fingerprintsOf(callers.ava, callers.nina.accountId);
    if (ninas === undefined) throw new Error('Nina has no fingerprint.');
    const refused = await call(callers.max, `/identity/fingerprint/${ninas.id}`, {
      method: 'DELETE',
    });
    expect(refused.status).toBe(403);
    const unknown = await call(
      callers.ava,
      '/identity/fingerprint/00000000-0000-4000-8000-000000000000',
      { method: 'DELETE' },
    );
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({
      code: 'not_found',
      message: 'There is no fingerprint 00000000-0000-4000-8000-000000000000.',
    });
  });

  it("lets a tenant admin delete all of a member's fingerprints", async () => {
    await enroll(callers.ava, {
      accountId: callers.nina.accountId,
      finger: 6,
      fmds: enrollmentSamples(nextSeed()),
    });
    const response = await call(
      callers.ava,
      `/identity/delete-fingerprints/${callers.nina.accountId}`,
      {
        method: 'DELETE',
      },
    );
    expect(response.status).toBe(204);
    expect(await fingerprintsOf(callers.ava, callers.nina.accountId)).toEqual([]);
    expect(await authMechOf(callers.nina)).not.toContain('fingerprint');
    const [entry] = await auditEntries(app.server.database, harborId, {
      targetId: callers.nina.accountId,
    });
    expect(entry).toMatchObject({
      action: 'fingerprint.delete_all',
      actorAccountId: callers.ava.accountId,
    });
  });

  it("refuses deleting all of another's to a non-admin (403)", async () => {
    const response = await call(
      callers.max,
      `/identity/delete-fingerprints/${callers.ava.accountId}`,
      {
        method: 'DELETE',
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('sign-in with a fingerprint at an install', () => {
  let station: { install: { id: string }; keys: InstallKeys };
  let caseyPrint: string[];
  let maxPrint: string[];

  beforeAll(async () => {
    station = await registerInstall(app.server, await harborAdmin(app.server), {
      capabilities: ['fingerprintReader'],
    });
    caseyPrint = enrollmentSamples(nextSeed());
    maxPrint = enrollmentSamples(nextSeed());
    expect((await enroll(callers.casey, { finger: 6, fmds: caseyPrint })).status).toBe(201);
    expect((await enroll(callers.max, { finger: 5, fmds: maxPrint })).status).toBe(201);
  });

  function touch(fmd: string, hint?: string | null, keys: InstallKeys = station.keys) {
    return post(app.server, '/installs/auth-fp', {
      handshake: makeHandshake(keys),
      fmd,
      ...(hint === undefined ? {} : { hint }),
    });
  }

  it('signs in the hinted account when the touch matches, in a session bound to the install', async () => {
    const response = await touch(caseyPrint[3] ?? '', 'Casey');
    expect(response.status).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe('casey.cashier@harbor.example');
    expect(matcher.candidateCounts.at(-1)).toBe(1);
    const [session] = await app.server.database.query<{ browser_id: string }>(
      'SELECT browser_id FROM refresh_sessions WHERE install_id = $1',
      [station.install.id],
    );
    expect(session?.browser_id).toBe(installBrowserId(station.install.id));
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      account_id: callers.casey.accountId,
      username: 'casey',
      method: 'fingerprint',
      result: 'success',
      channel: 'install',
      install_id: station.install.id,
    });
  });

  it("identifies the account without a hint among the tenant's enrolled staff", async () => {
    const response = await touch(maxPrint[0] ?? '', null);
    expect(response.status).toBe(200);
    expect(loginResponseSchema.parse(await response.json()).identity.email).toBe(
      'max.manager@harbor.example',
    );
    expect(matcher.candidateCounts.at(-1)).toBeGreaterThan(1);
  });

  it('refuses a touch that matches nobody (401) and audits it', async () => {
    const response = await touch(isoTemplate(nextSeed()));
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'fingerprint_not_recognized',
      message:
        'Your fingerprint was not recognised. Try again, or sign in with your username and PIN.',
    });
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      account_id: null,
      method: 'fingerprint',
      result: 'no_match',
    });
    // A success clears the station's count again.
    expect((await touch(caseyPrint[0] ?? '')).status).toBe(200);
  });

  it("compares a hinted touch with the hinted account's fingerprints only", async () => {
    const response = await touch(caseyPrint[1] ?? '', 'max');
    expect(response.status).toBe(401);
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      account_id: callers.max.accountId,
      result: 'no_match',
    });
    expect((await touch(maxPrint[1] ?? '', 'max')).status).toBe(200);
  });

  it('does not match staff of another tenant at the install', async () => {
    const bluebird = await registerInstall(
      app.server,
      await sysAdminIn(app.server, 'Bluebird Dental'),
    );
    expect((await touch(caseyPrint[2] ?? '', null, bluebird.keys)).status).toBe(401);
    expect((await touch(caseyPrint[2] ?? '', 'casey', bluebird.keys)).status).toBe(401);
    // Someone outside the install's tenant is no one there.
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      account_id: null,
      result: 'unknown_account',
    });
  });

  it('pauses the hinted account at this station after 5 failed touches, answered like any miss', async () => {
    const other = await registerInstall(app.server, await harborAdmin(app.server));
    for (let index = 0; index < 5; index += 1) {
      // A colleague signing in keeps the station itself below its own threshold.
      if (index === 4) expect((await touch(caseyPrint[2] ?? '', null)).status).toBe(200);
      expect((await touch(isoTemplate(nextSeed()), 'max')).status).toBe(401);
    }
    const refused = await touch(maxPrint[2] ?? '', 'max');
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe('fingerprint_not_recognized');
    // Identified without a hint, the pause applies all the same.
    const unhinted = await touch(maxPrint[2] ?? '', null);
    expect(unhinted.status).toBe(401);
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      account_id: callers.max.accountId,
      result: 'locked',
    });
    // Another station lets Max in.
    expect((await touch(maxPrint[2] ?? '', 'max', other.keys)).status).toBe(200);
  });

  it('refuses a malformed template with 400, writing nothing', async () => {
    const audits = await count(app.server.database, 'sign_in_audit');
    const handshakes = await count(app.server.database, 'used_handshakes');
    const broken = isoTemplateBytes(nextSeed()).subarray(0, 40).toString('base64');
    const response = await touch(broken, 'casey');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      'fmd: This is not an ISO/IEC 19794-2:2005 fingerprint template: its record length says 102 bytes but it has 40.',
    );
    expect(await count(app.server.database, 'sign_in_audit')).toBe(audits);
    expect(await count(app.server.database, 'used_handshakes')).toBe(handshakes);
  });
});

describe('a server without a fingerprint matcher', () => {
  let bare: HttpTestApp;
  beforeAll(async () => {
    bare = await startHttpTestApp({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  });
  afterAll(() => bare.close());

  it('answers fingerprint sign-in with 503 fingerprint_matching_unavailable', async () => {
    const { keys } = await registerInstall(bare, await harborAdmin(bare));
    const response = await callApi(bare, `${AUTH}/installs/auth-fp`, {
      body: { handshake: makeHandshake(keys), fmd: isoTemplate(1), hint: 'casey' },
    });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toEqual({
      code: 'fingerprint_matching_unavailable',
      message:
        'Fingerprint sign-in is not available on this server yet. Sign in with your username and PIN.',
    });
  });
});
