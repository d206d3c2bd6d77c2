// Fingerprint sign-in at an install (POST /installs/auth-fp) with the real engine matcher
// (fingerprints/engine-matcher.ts): five synthetic presses of one finger enrolled over HTTP, then
// another press of that finger signs in — with and without a hint — and a finger never enrolled
// does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginResponseSchema } from '@shared/auth-api';
import { encodeIsoTemplate, extractMinutiae, syntheticFinger } from '@zyno/fingerprint';
import { engineMatcher } from '../src/fingerprints/engine-matcher';
import { AUTH, callApi, signIn } from './support';
import {
  harborAdmin,
  makeHandshake,
  post,
  registerInstall,
  startInstallTestApp,
  type InstallKeys,
  type InstallTestApp,
} from './install-support';

const ENROLLED_FINGER = 4_101;
const OTHER_FINGER = 4_102;

/** What Zyno Desktop sends for a press: the extracted minutiae as an ISO record, base64. */
function press(finger: number, impression: number): string {
  const { image } = syntheticFinger(finger, impression);
  const { minutiae, quality } = extractMinutiae(image);
  const record = encodeIsoTemplate(minutiae, {
    width: image.width,
    height: image.height,
    quality,
  });
  return Buffer.from(record).toString('base64');
}

let app: InstallTestApp;
let keys: InstallKeys;

beforeAll(async () => {
  app = await startInstallTestApp({ fingerprintMatcher: engineMatcher() });
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
afterAll(() => app.server.close());

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
