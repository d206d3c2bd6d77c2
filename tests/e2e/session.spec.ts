// The session across time and tabs (spec §4 "Session start", "Renewal, idle and logout",
// "Permission changes"): a stored session survives a reload; 15 idle minutes end it with the
// spec's message; remember me keeps it; a sign-out in one tab signs out the others; a permission
// change reaches every tab through realtime without a reload.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  signInThroughApi,
  signInThroughPage,
  tenantHeaders,
} from '../support/sign-in';

const TIMED_OUT = 'Your session timed out due to inactivity.';
const NO_PERMISSIONS =
  "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.";

const launcherEntry = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

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
  await page.clock.install();
  // The page's clock runs ahead of the server's here; shift renewed expiries by the same amount,
  // as if both clocks agreed.
  await page.route('**/api/auth/login/renew', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { expiresAt: number };
    await route.fulfill({ response, json: { ...body, expiresAt: body.expiresAt + 60 * 60_000 } });
  });
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
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  const harbor = tenantHeaders(ava, 'Harbor Coffee');
  const email = `realtime.${randomUUID().slice(0, 8)}@harbor.example`;
  const created = await request.post('/api/auth/accounts', {
    headers: harbor,
    data: { email, firstName: 'Riley', lastName: 'Realtime', password: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

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
