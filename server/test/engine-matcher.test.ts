// Fingerprint sign-in at an install (POST /installs/auth-fp) with the real engine matcher
// (fingerprints/engine-matcher.ts): five synthetic presses of one finger enrolled over HTTP, then
// another press of that finger signs in — with and without a hint — and a finger never enrolled
// does not; and the matcher's cache of prepared samples follows a re-enrolled fingerprint.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginResponseSchema } from '@shared/auth/sign-in';
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
});

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
    const candidate = { id: 'fingerprint-1', accountId: 'account-1', finger: 6 };
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

  it('matches nothing with a probe the codec cannot read', async () => {
    const matcher = engineMatcher();
    const templates = [pressRecord(ENROLLED_FINGER, 0)];
    const unreadable = Uint8Array.from(templates[0] ?? []).fill(0, 0, 4);
    expect(
      await matcher.identify(unreadable, [{ id: 'f', accountId: 'a', finger: null, templates }]),
    ).toBeNull();
  });
});
