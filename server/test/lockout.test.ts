// Brute-force throttling (auth/lockout.ts, docs/security.md): 5 failures in a row pause an
// account's sign-in from that place only (a browser address or a station), for longer each time;
// while paused it answers exactly like a wrong secret; a station itself locks after 5 failures
// there, whoever they named. Nobody elsewhere can lock an account out, a username outside the
// install's tenant is no one there, the owner learns of failures at their next sign-in, and the
// managing tenant's admins see and clear pauses.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInLocksResponseSchema } from '@shared/accounts/accounts';
import { apiErrorBodySchema } from '@shared/api-error';
import { loginResponseSchema } from '@shared/auth/sign-in';
import { INSTALL_LOCK_MS, LOCK_DURATIONS_MS, LOCKOUT_THRESHOLD } from '../src/auth/lockout';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  accountIdByEmail,
  api,
  expectError,
  session,
  addDesktopUser,
  harborAdmin,
  lastAudits,
  makeHandshake,
  post,
  registerInstall,
  type Admin,
  type InstallKeys,
  useRecordingTestApp,
  AUTH,
  BROWSER_ID,
} from './fixtures';

const STATION_LOCKED = 'Too many failed attempts. Try again in 15 minutes.';

let ava: Admin;
let userNumber = 0;
const app = await useRecordingTestApp();
beforeAll(async () => {
  ava = await harborAdmin(app.server);
});

/** A fresh desktop user of Harbor Coffee (or `tenantId`), so each test starts with clean counts. */
async function newUser(
  tenantId = ava.tenantId,
): Promise<{ id: string; username: string; pin: string }> {
  userNumber += 1;
  const user = {
    username: `lockout${userNumber}`,
    pin: `2024${String(userNumber).padStart(4, '0')}`,
  };
  return { ...user, id: await addDesktopUser(app.server.database, tenantId, user) };
}

async function newInstall(): Promise<InstallKeys & { installId: string }> {
  const { install, keys } = await registerInstall(app.server, ava);
  return { ...keys, installId: install.id };
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

/** A browser sign-in from `address`. */
function browserSignIn(
  email: string,
  password: string,
  address: string,
): Promise<LightMyRequestResponse> {
  return app.server.app.inject({
    method: 'POST',
    url: `${AUTH}/login/password-login`,
    remoteAddress: address,
    payload: { email, password, browserId: BROWSER_ID, rememberMe: false },
  });
}

/** Ends every pause and station lock now, as if their time had run out. */
async function letLocksRunOut(): Promise<void> {
  await app.server.database.query(
    "UPDATE sign_in_failures SET locked_until = now() - interval '1 second' WHERE locked_until IS NOT NULL",
  );
}

async function pauseOf(accountId: string, source: string) {
  const [row] = await app.server.database.query<{
    failures: number;
    lock_count: number;
    minutes: number | null;
  }>(
    `SELECT failures, lock_count,
            round(extract(epoch FROM locked_until - last_failed_at) / 60)::int AS minutes
       FROM sign_in_failures WHERE account_id = $1 AND source = $2`,
    [accountId, source],
  );
  return row;
}

describe('the constants', () => {
  it('are 5 failures, pauses of 1, 5, 15 and then 60 minutes, and 15-minute station locks', () => {
    expect(LOCKOUT_THRESHOLD).toBe(5);
    expect(LOCK_DURATIONS_MS).toEqual([1, 5, 15, 60].map((minutes) => minutes * 60_000));
    expect(INSTALL_LOCK_MS).toBe(15 * 60_000);
  });
});

describe('at an install', () => {
  it('failures spread over stations pause the account nowhere', async () => {
    const user = await newUser();
    const first = await newInstall();
    const second = await newInstall();
    await failTimes(3, () => signInAt(first, user.username, '00000000'));
    await failTimes(3, () => signInAt(second, user.username, '00000000'));
    expect((await signInAt(second, user.username, user.pin)).status).toBe(200);
    expect((await signInAt(first, user.username, user.pin)).status).toBe(200);
  });

  it('5 wrong PINs lock the station; once it reopens, that account stays paused there only, answered like a wrong PIN', async () => {
    const user = await newUser();
    const install = await newInstall();
    await failTimes(5, () => signInAt(install, user.username, '00000000'));

    const locked = await signInAt(install, user.username, user.pin);
    expect(locked.status).toBe(423);
    expect(await errorOf(locked)).toMatchObject({
      code: 'install_locked',
      message: STATION_LOCKED,
    });

    // The station's lock ends first (a colleague signs in), the account's pause there stays.
    await app.server.database.query(
      "UPDATE sign_in_failures SET locked_until = now() - interval '1 second' WHERE subject LIKE 'install:%'",
    );
    const paused = await signInAt(install, user.username, user.pin);
    const wrong = await signInAt(install, user.username, '00000000');
    expect(paused.status).toBe(401);
    expect(await errorOf(paused)).toEqual(await errorOf(wrong));
    expect((await lastAudits(app.server.database, 2)).map((row) => row.result)).toEqual([
      'locked',
      'locked',
    ]);
    // Another station lets the person in, and tells them what happened.
    const elsewhere = await signInAt(await newInstall(), user.username, user.pin);
    expect(elsewhere.status).toBe(200);
    expect(loginResponseSchema.parse(await elsewhere.json()).signInNotice).toMatchObject({
      failedAttempts: 8,
      refusedWhilePaused: 3,
    });
  });

  it('clears the count on a success before the threshold', async () => {
    const user = await newUser();
    const install = await newInstall();
    await failTimes(4, () => signInAt(install, user.username, '00000000'));
    expect((await signInAt(install, user.username, user.pin)).status).toBe(200);
    await failTimes(4, () => signInAt(install, user.username, '00000000'));
    expect((await signInAt(install, user.username, user.pin)).status).toBe(200);
  });

  it('locks the station after 5 failures there, whichever the usernames', async () => {
    const install = await newInstall();
    for (let index = 0; index < LOCKOUT_THRESHOLD; index += 1) {
      expect((await signInAt(install, `nobody${index}`, '00000000')).status).toBe(401);
    }
    const refused = await signInAt(install, 'ava', '11112222');
    expect(refused.status).toBe(423);
    expect(await errorOf(refused)).toMatchObject({
      code: 'install_locked',
      message: STATION_LOCKED,
    });
    expect((await lastAudits(app.server.database, 1))[0]).toMatchObject({
      username: 'ava',
      result: 'locked',
      channel: 'install',
    });
    // Ava is not locked elsewhere.
    expect((await signInAt(await newInstall(), 'ava', '11112222')).status).toBe(200);
  });

  it('pauses longer each time: 1 minute, then 5, then 15', async () => {
    const user = await newUser();
    const install = await newInstall();
    const otherInstall = await newInstall();
    const source = `install:${install.installId}`;
    for (const [round, minutes] of [1, 5, 15].entries()) {
      // A colleague's success at the station keeps the station itself open.
      await failTimes(4, () => signInAt(install, user.username, '00000000'));
      expect((await signInAt(install, 'ava', '11112222')).status).toBe(200);
      await failTimes(1, () => signInAt(install, user.username, '00000000'));
      expect(await pauseOf(user.id, source)).toEqual({
        failures: 5 * (round + 1),
        lock_count: round + 1,
        minutes,
      });
      expect((await signInAt(install, 'ava', '11112222')).status).toBe(200);
      expect((await signInAt(install, user.username, user.pin)).status).toBe(401);
      await letLocksRunOut();
    }
    expect((await signInAt(otherInstall, user.username, user.pin)).status).toBe(200);
  });

  it('treats a username outside the install’s tenant as unknown: no 403, no count of its own', async () => {
    const bluebird = (
      await app.server.database.query<{ id: string }>(
        "SELECT id FROM tenants WHERE name = 'Bluebird Dental'",
      )
    )[0]?.id;
    if (bluebird === undefined) throw new Error('No Bluebird Dental.');
    const outsider = await newUser(bluebird);
    const install = await newInstall();
    const right = await signInAt(install, outsider.username, outsider.pin);
    const unknown = await signInAt(install, 'no-such-user', outsider.pin);
    expect(right.status).toBe(401);
    expect(await errorOf(right)).toEqual(await errorOf(unknown));
    expect((await lastAudits(app.server.database, 2)).map((row) => row.result)).toEqual([
      'unknown_account',
      'unknown_account',
    ]);
    await failTimes(3, () => signInAt(install, outsider.username, '00000000'));
    const counted = await app.server.database.query(
      'SELECT 1 FROM sign_in_failures WHERE account_id = $1',
      [outsider.id],
    );
    expect(counted).toEqual([]);
  });
});

describe('in a browser', () => {
  it('pauses only the address the failures came from, and a paused account answers like an unknown one', async () => {
    const email = 'casey.cashier@harbor.example';
    const attacker = '203.0.113.7';
    for (let index = 0; index < LOCKOUT_THRESHOLD; index += 1) {
      expect((await browserSignIn(email, 'wrong-password', attacker)).statusCode).toBe(401);
    }
    const paused = await browserSignIn(email, DEMO_PASSWORD, attacker);
    const unknown = await browserSignIn('nobody@harbor.example', DEMO_PASSWORD, attacker);
    expect(paused.statusCode).toBe(401);
    expect(paused.json()).toEqual(unknown.json());
    expect(paused.json()).toMatchObject({ error: { code: 'invalid_credentials' } });

    // Casey, at her own address and at a station, is not locked out.
    const own = await browserSignIn(email, DEMO_PASSWORD, '198.51.100.20');
    expect(own.statusCode).toBe(200);
    expect(loginResponseSchema.parse(own.json()).signInNotice).toMatchObject({
      failedAttempts: 6,
      refusedWhilePaused: 1,
    });
    // Told once: the next sign-in has nothing to tell.
    const again = await browserSignIn(email, DEMO_PASSWORD, '198.51.100.20');
    expect(loginResponseSchema.parse(again.json()).signInNotice).toBeUndefined();
    expect((await signInAt(await newInstall(), 'casey', '55556666')).status).toBe(200);
  });

  it('counts exactly under concurrency: 50 parallel wrong passwords make one pause', async () => {
    const email = 'nina.noperm@harbor.example';
    const address = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => browserSignIn(email, 'wrong-password', address)),
    );
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const nina = await accountIdByEmail(app.server.database, email);
    expect(await pauseOf(nina, `ip:${address}`)).toEqual({
      failures: 5,
      lock_count: 1,
      minutes: 1,
    });
    const audited = await app.server.database.query<{ result: string; n: number }>(
      `SELECT result, count(*)::int AS n FROM sign_in_audit WHERE account_id = $1
        GROUP BY result ORDER BY result`,
      [nina],
    );
    expect(audited).toEqual([
      { result: 'locked', n: 45 },
      { result: 'wrong_password', n: 5 },
    ]);
  });

  it('never counts for an unknown e-mail address: it keeps getting invalid_credentials', async () => {
    for (let index = 0; index <= LOCKOUT_THRESHOLD; index += 1) {
      const response = await browserSignIn(
        'nobody@harbor.example',
        'wrong-password',
        '203.0.113.9',
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
    const rows = await app.server.database.query(
      "SELECT 1 FROM sign_in_failures WHERE source = 'ip:203.0.113.9'",
    );
    expect(rows).toEqual([]);
  });

  it('clears the count on a success before the threshold', async () => {
    const email = 'max.manager@harbor.example';
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < LOCKOUT_THRESHOLD - 1; index += 1) {
        await browserSignIn(email, 'wrong-password', '203.0.113.60');
      }
      expect((await browserSignIn(email, DEMO_PASSWORD, '203.0.113.60')).statusCode).toBe(200);
    }
  });
});

describe('admins of the managing tenant', () => {
  it('see where an account is paused and clear it; others may not', async () => {
    const user = await newUser();
    const install = await newInstall();
    await failTimes(5, () => signInAt(install, user.username, '00000000'));
    const avaSession = { jwt: ava.jwt };
    const listed = await api(
      app.server,
      `/accounts/${user.id}/sign-in-locks`,
      avaSession,
      ava.tenantId,
    );
    expect(listed.status).toBe(200);
    const locks = signInLocksResponseSchema.parse(await listed.json());
    expect(locks).toEqual([
      {
        source: {
          kind: 'station',
          installId: install.installId,
          installName: expect.any(String) as string,
        },
        failures: 5,
        lastFailedAt: expect.any(String) as string,
        lockedUntil: expect.any(String) as string,
      },
    ]);
    const accounts = await api(app.server, '/accounts?limit=500', avaSession, ava.tenantId);
    const page = (await accounts.json()) as { items: { id: string; isSignInLocked: boolean }[] };
    const listedUser = page.items.find((account) => account.id === user.id);
    expect(listedUser?.isSignInLocked).toBe(true);

    const max = await session(app.server, 'max.manager@harbor.example');
    await expectError(
      await api(app.server, `/accounts/${user.id}/sign-in-locks`, max, ava.tenantId, {
        method: 'DELETE',
      }),
      403,
      'forbidden',
    );
    const tom = await session(app.server, 'tom.tech@northwind.example');
    const northwind = tom.login.identity.tenants[0]?.id ?? '';
    await expectError(
      await api(app.server, `/accounts/${user.id}/sign-in-locks`, tom, northwind),
      404,
      'not_found',
    );

    const cleared = await api(
      app.server,
      `/accounts/${user.id}/sign-in-locks`,
      avaSession,
      ava.tenantId,
      {
        method: 'DELETE',
      },
    );
    expect(cleared.status).toBe(204);
    await letLocksRunOut();
    expect((await signInAt(install, user.username, user.pin)).status).toBe(200);
  });
});
