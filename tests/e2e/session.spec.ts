// The session across time and tabs (spec §4 "Session start", "Renewal, idle and logout",
// "Permission changes"): a stored session survives a reload; 15 idle minutes end it with the
// spec's message; remember me keeps it; a sign-out in one tab signs out the others; a permission
// change reaches every tab through realtime without a reload.
import { expect, test, type Page } from '@playwright/test';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

const TIMED_OUT = 'Your session timed out due to inactivity.';
const NO_PERMISSIONS =
  "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.";

const launcherEntry = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

// A route handler still fetching when a test ends would fail the run outside any test.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a stored session survives a reload', async ({ page }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await expect(launcherEntry(page, 'Sales').first()).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(launcherEntry(page, 'Sales').first()).toBeVisible();
});

test('15 idle minutes end the session with the timeout message, in every tab', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signInThroughPage(page, 'max.manager@harbor.example');
  const other = await context.newPage();
  await other.goto('/');
  await expect(launcherEntry(other, 'Sales').first()).toBeVisible();

  await page.clock.fastForward('14:00');
  await expect(page).not.toHaveURL(/\/login/);
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(TIMED_OUT)).toBeVisible();
  // The other tab hears of it at once.
  await expect(other).toHaveURL(/\/login/);
});

test('remember me keeps an idle session', async ({ page }) => {
  // The page's clock runs 20 minutes ahead of the server's by the end: renewals keep the session
  // all the same, their expiries moved onto the page's clock.
  await page.clock.install();
  await signInThroughPage(page, 'max.manager@harbor.example', { rememberMe: true });
  await page.clock.runFor('20:00');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(launcherEntry(page, 'Sales').first()).toBeVisible();
});

test('a permission change reaches every tab without a reload', async ({
  page,
  context,
  request,
}) => {
  const {
    email,
    id,
    adminHeaders: harbor,
  } = await addHarborMember(request, 'realtime', () => ({
    firstName: 'Riley',
    lastName: 'Realtime',
    password: DEMO_PASSWORD,
  }));

  await signInThroughPage(page, email);
  const other = await context.newPage();
  await other.goto('/');
  for (const tab of [page, other]) await expect(tab.getByText(NO_PERMISSIONS)).toBeVisible();

  const granted = await request.put(`/api/auth/accounts/${id}/permissions`, {
    headers: harbor,
    data: { permissions: { forms: {} } },
  });
  expect(granted.ok()).toBe(true);
  for (const tab of [page, other]) {
    await expect(launcherEntry(tab, 'Forms').first()).toBeVisible();
    await expect(tab.getByText(NO_PERMISSIONS)).toBeHidden();
  }
});

test('the fifteen reference lists load at sign-in, each once', async ({ page }) => {
  const listPaths = [
    '/api/auth/roles',
    '/api/auth/msp/tenants',
    '/api/suite/locations',
    '/api/suite/forms',
    '/api/suite/inventory/categories',
    '/api/suite/inventory/vendors',
    '/api/suite/sales/product-categories',
    '/api/suite/sales/fulfillment-box-types',
    '/api/suite/sales/taxes',
    '/api/suite/sales/financial-accounts',
    '/api/talk/access',
    '/api/talk/numbers',
    '/api/talk/extensions',
    '/api/talk/endpoint-configs',
    '/api/talk/fpbx/registrations',
  ];
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (listPaths.includes(pathname)) requested.push(pathname);
  });
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await expect.poll(() => [...requested].sort()).toEqual([...listPaths].sort());
});

test('a cashier signs in without a refused call: permissions first, then only the lists they may read', async ({
  page,
}) => {
  const calls: string[] = [];
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInThroughPage(page, 'casey.cashier@harbor.example');
  // Selling needs a station, so a browser's launcher has no app for Casey.
  await expect(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  await expect
    .poll(() => calls.filter((path) => path.startsWith('/api/suite/sales/')).length)
    .toBe(4);

  const permissionsAt = calls.indexOf('/api/auth/permissions');
  expect(permissionsAt).toBeGreaterThanOrEqual(0);
  expect(calls.indexOf('/api/suite/locations')).toBeGreaterThan(permissionsAt);
  expect(calls).not.toContain('/api/auth/roles');
  expect(calls.filter((path) => path.startsWith('/api/talk/'))).toEqual([]);
  expect(calls.filter((path) => path.startsWith('/api/suite/inventory/'))).toEqual([]);
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the 30-second check renews a token with under 5 minutes left', async ({ page }) => {
  const renewals: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login/renew')) renewals.push(Date.now());
  });
  await page.clock.install();
  await signInThroughPage(page, 'max.manager@harbor.example');
  // The access token lives 15 minutes: with 6 left nothing is renewed …
  await page.clock.fastForward('08:30');
  await page.mouse.move(10, 10);
  await page.clock.fastForward('00:30');
  expect(renewals).toEqual([]);
  // … and within a check of crossing 5 minutes, it is.
  await page.mouse.move(20, 20);
  await page.clock.fastForward('01:00');
  await page.mouse.move(30, 30);
  await page.clock.fastForward('00:40');
  await expect.poll(() => renewals.length).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(launcherEntry(page, 'Sales').first()).toBeVisible();
});

for (const [drift, offsetMs] of [
  ['30 minutes fast', 30 * 60_000],
  ['30 minutes slow', -30 * 60_000],
] as const) {
  test(`a machine whose clock runs ${drift} keeps its session, renews it and still times out idle`, async ({
    page,
  }) => {
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login/renew')) renewals.push(request.url());
    });
    await page.clock.install({ time: Date.now() + offsetMs });
    await signInThroughPage(page, 'max.manager@harbor.example');
    await expect(launcherEntry(page, 'Sales').first()).toBeVisible();

    // Busy for 11 minutes: the 15-minute token is renewed once under 5 minutes remain …
    for (let minute = 0; minute < 11; minute += 1) {
      await page.mouse.move(10 + minute, 10);
      await page.clock.fastForward('01:00');
    }
    await expect.poll(() => renewals.length).toBeGreaterThan(0);
    await page.clock.fastForward('00:30');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(launcherEntry(page, 'Sales').first()).toBeVisible();

    // … and 15 idle minutes still end it, with the spec's message.
    await page.clock.fastForward('15:30');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(TIMED_OUT)).toBeVisible();
  });
}

test('an expired token when the window regains focus ends the session', async ({ page }) => {
  await page.clock.install();
  // A token that expires in 10 s, and a renewal service that is down: nothing can save it.
  await page.route('**/api/auth/login/password-login', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { expiresAt: number };
    await route.fulfill({ response, json: { ...body, expiresAt: Date.now() + 10_000 } });
  });
  await page.route('**/api/auth/login/renew', (route) => route.fulfill({ status: 503 }));
  await signInThroughPage(page, 'max.manager@harbor.example');
  await expect(launcherEntry(page, 'Sales').first()).toBeVisible();
  await page.clock.fastForward('00:15');
  await page.evaluate("window.dispatchEvent(new Event('focus'))");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(TIMED_OUT)).toBeVisible();
});

test('a tenant admin follows the tenant-admin channel, and a manager does not', async ({
  browser,
}) => {
  // Each account signs in in its own context. The admin's tam subscription follows their
  // permissions, which may arrive after the launcher draws, so the expected set is awaited on the
  // page rather than read once; the launcher's cards mean the permissions are there, so a
  // manager's set is final by then.
  const expectSubscriptions = async (email: string, expected: string[]) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const channels: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as {
          event?: string;
          data?: { channel?: string };
        };
        if (frame.event === 'pusher:subscribe' && frame.data?.channel !== undefined) {
          channels.push(frame.data.channel.replace(/-[0-9a-f-]{36}$/, '-{id}'));
        }
      });
    });
    await signInThroughPage(page, email);
    await expect(launcherEntry(page, 'Sales').first()).toBeVisible();
    await expect.poll(() => [...channels].sort()).toEqual(expected);
    await context.close();
  };
  await expectSubscriptions('ava.admin@harbor.example', [
    'private-a-{id}',
    'private-t-{id}',
    'private-tam-{id}',
  ]);
  await expectSubscriptions('max.manager@harbor.example', ['private-a-{id}', 'private-t-{id}']);
});
