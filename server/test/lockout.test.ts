// Brute-force lockout (auth/lockout.ts): 5 consecutive failures lock the account — or the
// install, for failures at a station — for 15 minutes; a locked subject is refused with 423 even
// with the right secret; a success before the threshold clears the count; every attempt is
// audited. Applies to browser password sign-in and to PIN/password sign-in at an install.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/api-error';
import { LOCKOUT_DURATION_MS, LOCKOUT_THRESHOLD } from '../src/auth/lockout';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import { passwordLogin } from './support';
import {
  addDesktopUser,
  harborAdmin,
  lastAudits,
  makeHandshake,
  post,
  registerInstall,
  type Admin,
  type InstallKeys,
  startInstallTestApp,
  type InstallTestApp,
} from './install-support';

const LOCKED_MESSAGE = 'Too many failed attempts. Try again in 15 minutes.';

let app: InstallTestApp;
let ava: Admin;
let userNumber = 0;
beforeAll(async () => {
  app = await startInstallTestApp();
  ava = await harborAdmin(app.server);
});
afterAll(() => app.server.close());

/** A fresh desktop user of Harbor Coffee, so each test starts with a clean count. */
async function newUser(): Promise<{ id: string; username: string; pin: string }> {
  userNumber += 1;
  const user = {
    username: `lockout${userNumber}`,
    pin: `2024${String(userNumber).padStart(4, '0')}`,
  };
  return { ...user, id: await addDesktopUser(app.server.database, ava.tenantId, user) };
}

async function newStation(): Promise<InstallKeys> {
  return (await registerInstall(app.server, ava)).keys;
}

function signInAt(keys: InstallKeys, username: string, password: string) {
  return post(app.server, '/installs/auth-credentials', {
    handshake: makeHandshake(keys),
    username,
    password,
  });
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

async function failTimes(n: number, attempt: () => Promise<Response>): Promise<void> {
  for (let index = 0; index < n; index += 1) {
    const response = await attempt();
    expect(response.status).toBe(401);
  }
}

describe('the constants', () => {
  it('are 5 failures and 15 minutes', () => {
    expect(LOCKOUT_THRESHOLD).toBe(5);
    expect(LOCKOUT_DURATION_MS).toBe(15 * 60 * 1000);
  });
});

describe('at an install', () => {
  it('locks an account after 5 wrong PINs and refuses even the right one', async () => {
    const user = await newUser();
    // Two stations, so the install's own count stays below the threshold.
    const first = await newStation();
    const second = await newStation();
    await failTimes(3, () => signInAt(first, user.username, '00000000'));
    await failTimes(2, () => signInAt(second, user.username, '00000000'));

    const refused = await signInAt(second, user.username, user.pin);
    expect(refused.status).toBe(423);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ code: 'account_locked', message: LOCKED_MESSAGE });
    expect(z.object({ lockedUntil: z.iso.datetime() }).safeParse(error.details).success).toBe(true);

    const audits = await lastAudits(app.server.database, 6);
    expect(audits.map((row) => row.result)).toEqual([
      'locked',
      'wrong_pin',
      'wrong_pin',
      'wrong_pin',
      'wrong_pin',
      'wrong_pin',
    ]);
    expect(
      audits.every((row) => row.account_id === user.id && row.username === user.username),
    ).toBe(true);
    // A third station is no way round it.
    expect((await signInAt(await newStation(), user.username, user.pin)).status).toBe(423);
  });

  it('clears the count on a success before the threshold', async () => {
    const user = await newUser();
    const station = await newStation();
    await failTimes(4, () => signInAt(station, user.username, '00000000'));
    expect((await signInAt(station, user.username, user.pin)).status).toBe(200);
    await failTimes(4, () => signInAt(station, user.username, '00000000'));
    expect((await signInAt(station, user.username, user.pin)).status).toBe(200);
  });

  it('locks the install after 5 failures there, whichever the usernames', async () => {
    const station = await newStation();
    for (let index = 0; index < LOCKOUT_THRESHOLD; index += 1) {
      expect((await signInAt(station, `nobody${index}`, '00000000')).status).toBe(401);
    }
    const refused = await signInAt(station, 'ava', '11112222');
    expect(refused.status).toBe(423);
    expect(await errorOf(refused)).toMatchObject({
      code: 'install_locked',
      message: LOCKED_MESSAGE,
    });
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      username: 'ava',
      result: 'locked',
      channel: 'install',
    });
    // Ava is not locked elsewhere.
    expect((await signInAt(await newStation(), 'ava', '11112222')).status).toBe(200);
  });

  it('lets the subject in again once the lock has run out, with a fresh count', async () => {
    const user = await newUser();
    const station = await newStation();
    await failTimes(5, () => signInAt(station, user.username, '00000000'));
    expect((await signInAt(station, user.username, user.pin)).status).toBe(423);
    await app.server.database.query(
      "UPDATE sign_in_failures SET locked_until = now() - interval '1 second' WHERE locked_until IS NOT NULL",
    );
    // One more failure after the lock does not lock again at once.
    await failTimes(1, () => signInAt(station, user.username, '00000000'));
    expect((await signInAt(station, user.username, user.pin)).status).toBe(200);
  });
});

describe('in a browser', () => {
  it('locks an account after 5 wrong passwords, across browser and install', async () => {
    const email = 'casey.cashier@harbor.example';
    for (let index = 0; index < LOCKOUT_THRESHOLD; index += 1) {
      const response = await passwordLogin(app.server.app, email, { password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
    }
    const refused = await passwordLogin(app.server.app, email, { password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({
      error: { code: 'account_locked', message: LOCKED_MESSAGE },
    });
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      email,
      method: 'password',
      result: 'locked',
      channel: 'browser',
      install_id: null,
    });
    // The same account at a station is locked too.
    const atStation = await signInAt(await newStation(), 'casey', '55556666');
    expect(atStation.status).toBe(423);
  });

  it('never locks an unknown e-mail address: it keeps getting invalid_credentials', async () => {
    for (let index = 0; index <= LOCKOUT_THRESHOLD; index += 1) {
      const response = await passwordLogin(app.server.app, 'nobody@harbor.example', {
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
  });

  it('clears the count on a success before the threshold', async () => {
    const email = 'max.manager@harbor.example';
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < LOCKOUT_THRESHOLD - 1; index += 1) {
        await passwordLogin(app.server.app, email, { password: 'wrong-password' });
      }
      expect((await passwordLogin(app.server.app, email)).statusCode).toBe(200);
    }
  });
});
