// Fingerprint sign-in at an install (POST /installs/auth-fp) with the real engine matcher
// (fingerprints/engine-matcher.ts): five synthetic presses of one finger enrolled over HTTP, then
// another press of that finger signs in — with and without a hint — and a finger never enrolled
// does not, whether the enrolment stored its merged template or (enrolled before that column) not;
// and the matcher's cache of prepared samples follows a re-enrolled fingerprint.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeIsoRecord, decodeTemplateMinutiae, mergedEnrollmentRecord } from '@zyno/fingerprint';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { fingerprintSchema } from '@shared/fingerprints/fingerprints';
import { engineMatcher } from '../src/installs/engine-matcher';
import {
  AUTH,
  callApi,
  signIn,
  harborAdmin,
  makeHandshake,
  post,
  press,
  pressRecord,
  registerInstall,
  useRecordingTestApp,
  type InstallKeys,
} from './fixtures';

const ENROLLED_FINGER = 4_101;
const OTHER_FINGER = 4_102;

let keys: InstallKeys;
let fingerprintId: string;

const app = await useRecordingTestApp({ fingerprintMatcher: engineMatcher() });
beforeAll(async () => {
  const admin = await harborAdmin(app.server);
  ({ keys } = await registerInstall(app.server, admin, { capabilities: ['fingerprintReader'] }));
  const { login } = await signIn(app.server.app, 'casey.cashier@harbor.example');
  const enrolled = await callApi(app.server, `${AUTH}/identity/enroll-fingerprint`, {
    jwt: login.jwt,
    tenantId: admin.tenantId,
    body: { finger: 6, fmds: [0, 1, 2, 3, 4].map((i) => press(ENROLLED_FINGER, i)) },
  });
  expect(enrolled.status).toBe(201);
  ({ id: fingerprintId } = fingerprintSchema.parse(await enrolled.json()));
});

async function storedMergedTemplate(): Promise<Uint8Array | null> {
  const [row] = await app.server.database.query<{ merged_template: Uint8Array | null }>(
    'SELECT merged_template FROM fingerprints WHERE id = $1',
    [fingerprintId],
  );
  if (row === undefined) throw new Error('The fingerprint is missing');
  return row.merged_template;
}

function touch(fmd: string, hint?: string) {
  return post(app.server, '/installs/auth-fp', {
    handshake: makeHandshake(keys),
    fmd,
    ...(hint === undefined ? {} : { hint }),
  });
}

describe('fingerprint sign-in with the engine matcher', () => {
  it('signs in the enrolled account from another press of the finger, with a hint', async () => {
    const response = await touch(press(ENROLLED_FINGER, 6), 'casey');
    expect(response.status).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe('casey.cashier@harbor.example');
  });

  it('identifies the account without a hint', async () => {
    const response = await touch(press(ENROLLED_FINGER, 7));
    expect(response.status).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe('casey.cashier@harbor.example');
  });

  it('stores the merged template of the five presses as an ISO/IEC 19794-2 record', async () => {
    const stored = await storedMergedTemplate();
    if (stored === null) throw new Error('No merged template was stored');
    expect(decodeIsoRecord(stored).standard).toBe('iso-19794-2:2005');
    const presses = [0, 1, 2, 3, 4].map((i) =>
      decodeTemplateMinutiae(pressRecord(ENROLLED_FINGER, i)),
    );
    expect(Buffer.from(stored)).toEqual(Buffer.from(mergedEnrollmentRecord(presses) ?? []));
  });

  it('identifies a fingerprint enrolled before merged templates were stored', async () => {
    await app.server.database.query(
      'UPDATE fingerprints SET merged_template = NULL WHERE id = $1',
      [fingerprintId],
    );
    const response = await touch(press(ENROLLED_FINGER, 7));
    expect(response.status).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.identity.email).toBe('casey.cashier@harbor.example');
  });

  it('does not sign in a finger that was never enrolled', async () => {
    for (const hint of ['casey', undefined]) {
      const response = await touch(press(OTHER_FINGER, 0), hint);
      expect(response.status).toBe(401);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe(
        'fingerprint_not_recognized',
      );
    }
  });
});

describe('engineMatcher', () => {
  it('matches a re-enrolled fingerprint against its new samples, not the ones it cached', async () => {
    const matcher = engineMatcher();
    const enrolment = (finger: number) => [0, 1, 2, 3, 4].map((i) => pressRecord(finger, i));
    const candidate = {
      id: 'fingerprint-1',
      accountId: 'account-1',
      finger: 6,
      mergedTemplate: null,
    };
    const probe = pressRecord(ENROLLED_FINGER, 5);
    const first = await matcher.identify(probe, [
      { ...candidate, templates: enrolment(ENROLLED_FINGER) },
    ]);
    expect(first?.fingerprintId).toBe('fingerprint-1');
    const reenrolled = [{ ...candidate, templates: enrolment(OTHER_FINGER) }];
    expect(await matcher.identify(probe, reenrolled)).toBeNull();
    expect((await matcher.identify(pressRecord(OTHER_FINGER, 6), reenrolled))?.fingerprintId).toBe(
      'fingerprint-1',
    );
  });

  it('scores against the stored merged template, and notices when it changes', async () => {
    const matcher = engineMatcher();
    const presses = [0, 1, 2, 3, 4].map((i) =>
      decodeTemplateMinutiae(pressRecord(ENROLLED_FINGER, i)),
    );
    // One press of another finger: a touch of the enrolled finger can match only the merged one.
    const candidate = {
      id: 'fingerprint-1',
      accountId: 'account-1',
      finger: 6,
      templates: [pressRecord(OTHER_FINGER, 0)],
    };
    const probe = pressRecord(ENROLLED_FINGER, 5);
    const withMerged = [{ ...candidate, mergedTemplate: mergedEnrollmentRecord(presses) }];
    expect((await matcher.identify(probe, withMerged))?.fingerprintId).toBe('fingerprint-1');
    expect(await matcher.identify(probe, [{ ...candidate, mergedTemplate: null }])).toBeNull();
  });

  it('matches nothing with a probe the codec cannot read', async () => {
    const matcher = engineMatcher();
    const templates = [pressRecord(ENROLLED_FINGER, 0)];
    const unreadable = Uint8Array.from(templates[0] ?? []).fill(0, 0, 4);
    expect(
      await matcher.identify(unreadable, [
        { id: 'f', accountId: 'a', finger: null, templates, mergedTemplate: null },
      ]),
    ).toBeNull();
  });
});
