// Sign-in activity over real HTTP (admin /admin/iam/sign-ins): a tenant administrator reads the
// attempts at the tenant's stations and its members' browser sign-ins — never another tenant's
// stations nor unknown e-mail addresses — filtered, newest first, paged by cursor, and as CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  signInActivityPageSchema,
  type SignInAttempt,
} from '@shared/sign-in-activity/sign-in-activity';
import {
  adminCall,
  expectError,
  harborAdmin,
  makeHandshake,
  passwordLogin,
  post,
  registerInstall,
  session,
  sysAdminIn,
  useRecordingTestApp,
  type Admin,
  type InstallKeys,
} from './fixtures';

let ava: Admin;
let till: { install: { id: string }; keys: InstallKeys };
let chair: { install: { id: string }; keys: InstallKeys };
let startedAt: string;
const app = await useRecordingTestApp();

function signInAt(keys: InstallKeys, username: string, password: string) {
  return post(app.server, '/installs/auth-credentials', {
    handshake: makeHandshake(keys),
    username,
    password,
  });
}

beforeAll(async () => {
  startedAt = new Date(Date.now() - 1000).toISOString();
  ava = await harborAdmin(app.server);
  till = await registerInstall(app.server, ava, { name: 'Activity till' });
  chair = await registerInstall(app.server, await sysAdminIn(app.server, 'Bluebird Dental'), {
    name: 'Bluebird chair',
  });
  expect((await signInAt(till.keys, 'max', '99990000')).status).toBe(401);
  expect((await signInAt(till.keys, 'max', '33334444')).status).toBe(200);
  expect((await signInAt(till.keys, '=HYPERLINK("x")', '12345678')).status).toBe(401);
  expect((await signInAt(chair.keys, 'bluebird-only', '12345678')).status).toBe(401);
  const app_ = app.server.app;
  expect(
    (await passwordLogin(app_, 'casey.cashier@harbor.example', { password: 'nope' })).statusCode,
  ).toBe(401);
  expect((await passwordLogin(app_, 'nobody@elsewhere.example')).statusCode).toBe(401);
});

async function page(query = '', admin: Admin = ava) {
  const response = await adminCall(app.server, `/sign-in-activity${query}`, admin);
  expect(response.status).toBe(200);
  return signInActivityPageSchema.parse(await response.json());
}

const describeAttempt = (attempt: SignInAttempt) =>
  `${attempt.account?.email ?? attempt.typed ?? '?'} ${attempt.method} ${attempt.station?.name ?? 'browser'} ${attempt.result}`;

describe('what a tenant administrator sees', () => {
  it("lists this tenant's station and member attempts, newest first, and no others", async () => {
    const { items } = await page(`?from=${encodeURIComponent(startedAt)}`);
    const seen = items.map(describeAttempt);
    expect(seen).toEqual(
      expect.arrayContaining([
        'max.manager@harbor.example pin Activity till success',
        'max.manager@harbor.example pin Activity till wrong_pin',
        '=hyperlink("x") pin Activity till unknown_account',
        'casey.cashier@harbor.example password browser wrong_password',
        'ava.admin@harbor.example password browser success',
      ]),
    );
    expect(seen.join('\n')).not.toMatch(/Bluebird chair|nobody@elsewhere/);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const success = items.find((item) => item.result === 'success' && item.method === 'pin');
    expect(success).toMatchObject({
      account: { name: 'Max Manager' },
      station: { id: till.install.id, name: 'Activity till' },
      outcome: 'success',
    });
  });

  it("shows Bluebird's administrator Bluebird's station, not Harbor's", async () => {
    const { items } = await page('', await sysAdminIn(app.server, 'Bluebird Dental'));
    const seen = items.map(describeAttempt).join('\n');
    expect(seen).toContain('bluebird-only pin Bluebird chair unknown_account');
    expect(seen).not.toContain('Activity till');
  });

  it('filters by person, method, outcome, station and time', async () => {
    const only = async (query: string) => (await page(query)).items.map(describeAttempt);
    expect(await only(`?q=MAX&station=${till.install.id}`)).toEqual([
      'max.manager@harbor.example pin Activity till success',
      'max.manager@harbor.example pin Activity till wrong_pin',
    ]);
    expect(await only('?q=casey&outcome=wrong_secret&method=password&station=browser')).toEqual([
      'casey.cashier@harbor.example password browser wrong_password',
    ]);
    expect(await only(`?outcome=unknown&station=${till.install.id}`)).toEqual([
      '=hyperlink("x") pin Activity till unknown_account',
    ]);
    expect(await only(`?station=${chair.install.id}`)).toEqual([]);
    expect(await only('?q=100%25')).toEqual([]);
    expect(await only(`?to=${encodeURIComponent(startedAt)}&q=max`)).toEqual([]);
  });

  it('pages by cursor without repeating or skipping an attempt', async () => {
    const all = (await page('?limit=500')).items.map((item) => item.id);
    const paged: string[] = [];
    let cursor: string | null | undefined;
    do {
      const next = await page(`?limit=2${cursor == null ? '' : `&cursor=${cursor}`}`);
      expect(next.items.length).toBeLessThanOrEqual(2);
      paged.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor != null);
    expect(paged).toEqual(all);
  });

  it('refuses bad filters and cursors with 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['?method=carrier-pigeon', /^method: /],
      ['?outcome=maybe', /^outcome: /],
      ['?station=till-1', /^station: /],
      ['?from=yesterday', /^from: /],
      ['?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', /^from: /],
      ['?cursor=bm9wZQ', /^cursor: /],
      ['?limit=0', /^limit: /],
      ['?sort=-at', /sort/],
    ];
    for (const [query, message] of cases) {
      const response = await adminCall(app.server, `/sign-in-activity${query}`, ava);
      expect(await expectError(response, 400, 'validation_failed')).toMatch(message);
    }
  });

  it('is for tenant administrators only (403)', async () => {
    const max = await session(app.server, 'max.manager@harbor.example');
    const response = await adminCall(app.server, '/sign-in-activity', {
      jwt: max.jwt,
      tenantId: ava.tenantId,
    });
    await expectError(response, 403, 'forbidden');
  });
});

describe('the CSV export', () => {
  it('exports the filtered attempts with a header, and keeps typed text from running as a formula', async () => {
    const response = await adminCall(
      app.server,
      `/sign-in-activity/export?station=${till.install.id}`,
      ava,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('sign-in-activity.csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Person,E-mail,Typed,Method,Where,Result,IP address');
    expect(lines.slice(1)).toHaveLength(3);
    const [unknown, success, wrong] = lines.slice(1);
    expect(unknown).toContain(`,"'=hyperlink(""x"")",PIN,Activity till,Unknown account,`);
    expect(success).toContain(
      ',Max Manager,max.manager@harbor.example,max,PIN,Activity till,Success,',
    );
    expect(wrong).toContain(
      ',Max Manager,max.manager@harbor.example,max,PIN,Activity till,Wrong PIN,',
    );
  });
});
