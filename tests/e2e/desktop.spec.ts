// Install mode end to end through the desktop harness (spec §2 "/zd/detect", "Desktop client
// login", §4 "Desktop detection", Session start 6, §5, §6, §9): an unregistered station is
// registered by an administrator in its registration window, checks in, and staff sign in with
// username and PIN; 1.5 idle minutes return it to the sign-in; wrong PINs, lockouts and a
// revoked registration each get their answer; the token never reaches localStorage.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { installDesktopHarness } from '../support/desktop-harness';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughApi, tenantHeaders } from '../support/sign-in';
import { openStation, signedInAtStation, signInAtStation } from '../support/station';

const TIMED_OUT = 'Your session timed out due to inactivity.';
const INVALID =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';
const STARTUP_ERROR =
  "Something's not right. Please check your Internet connection and try again. If the issue persists, contact support.";

/** Every localStorage value of the page, to prove no token is kept there. */
async function localStorageValues(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    'Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`)',
  );
}

async function expectNoTokenInLocalStorage(page: Page) {
  for (const entry of await localStorageValues(page)) expect(entry).not.toMatch(/eyJ[\w-]+\.eyJ/);
}

test('an unregistered station is registered, checks in, and Max signs in with his PIN until 1.5 idle minutes pass', async ({
  page,
  baseURL,
}) => {
  const harness = await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  await page.clock.install();
  await page.goto('/');
  await expect(page).toHaveURL(/\/zd\/detect$/);
  const signIntoZyno = page.getByRole('button', { name: 'Sign into Zyno' });
  await expect(signIntoZyno).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/desktop-unregistered.png' });

  const registrationWindow = harness.nextRegistrationWindow();
  await signIntoZyno.click();
  await expect(page.getByText('Waiting for sign in...')).toBeVisible();

  const registration = await registrationWindow;
  await expect(registration).toHaveURL(/\/zd\/register$/);
  await registration.getByLabel('E-mail').fill('ava.admin@harbor.example');
  await registration.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await registration.getByRole('button', { name: 'Continue' }).click();
  const stationName = registration.getByLabel('Station name');
  await expect(stationName).toBeVisible();
  await stationName.fill('Till 2');
  expect(await seriousViolations(registration)).toEqual([]);
  await registration.screenshot({ path: 'test-results/screens/desktop-register.png' });
  const closed = registration.waitForEvent('close');
  await registration.getByRole('button', { name: 'Register station' }).click();
  await closed;

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to Harbor Coffee at this station.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill('max');
  await expect(submit).toBeDisabled();
  await page.getByLabel('PIN or password').fill('   ');
  await expect(submit).toBeDisabled();
  await page.getByLabel('PIN or password').fill('33334444');
  await expect(submit).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/desktop-sign-in.png' });
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sales', exact: true }).first()).toBeVisible();
  await expectNoTokenInLocalStorage(page);

  await page.clock.fastForward('01:00');
  await expect(page).not.toHaveURL(/\/login/);
  await page.clock.fastForward('00:45');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(TIMED_OUT)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expectNoTokenInLocalStorage(page);
});

test("Casey reaches point of sale only at a station, and the user menu follows the desktop's rules", async ({
  page,
  request,
  baseURL,
}) => {
  await signedInAtStation(page, request, baseURL, { username: 'casey', pin: '55556666' });
  await expect(page.getByRole('link', { name: 'Sales', exact: true }).first()).toBeVisible();
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Point of Sale/);

  await page.getByRole('button', { name: /^Casey Cashier/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch Tenant' })).toBeHidden();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeHidden();
  // No reader at this station: fingerprints cannot be managed here.
  await expect(page.getByRole('menuitem', { name: 'Manage Fingerprints' })).toBeHidden();
  await expectNoTokenInLocalStorage(page);
});

test('a wrong PIN is refused with the invalid-credentials text and the PIN is cleared', async ({
  page,
  request,
  baseURL,
}) => {
  await openStation(page, request, baseURL);
  await signInAtStation(page, 'max', '99998888');
  await expect(page.getByRole('alert')).toContainText(INVALID);
  await expect(page.getByLabel('PIN or password')).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
});

test('five wrong PINs lock the account, and even the right PIN is then refused', async ({
  page,
  request,
  baseURL,
}) => {
  const { handle: username } = await addHarborMember(request, 'lock', (handle) => ({
    firstName: 'Lee',
    lastName: 'Locked',
    username: handle,
    pin: '24682468',
    permissions: { sales: { sp: true } },
  }));

  await openStation(page, request, baseURL);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signInAtStation(page, username, '13571357');
    await expect(page.getByRole('alert')).toContainText(INVALID);
  }
  await signInAtStation(page, username, '24682468');
  await expect(page.getByRole('alert')).toContainText(
    /Too many failed attempts\. Try again in 1[45] minutes\./,
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a revoked station is told to sign in again', async ({ page, request, baseURL }) => {
  const { installId } = await openStation(page, request, baseURL);
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  const revoked = await request.delete(`/api/auth/installs/${installId}`, {
    headers: tenantHeaders(ava, 'Harbor Coffee'),
  });
  expect(revoked.ok()).toBe(true);

  // The next start of the app checks in afresh.
  await page.evaluate('window.sessionStorage.clear()');
  await page.goto('/');
  await expect(page).toHaveURL(/\/zd\/detect$/);
  await expect(page.getByRole('button', { name: 'Sign into Zyno' })).toBeVisible();
});

test('a station that cannot reach the server shows the global desktop error and retries', async ({
  page,
  baseURL,
}) => {
  await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  let down = true;
  await page.route('**/api/auth/installs/detect-install', (route) =>
    down
      ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } })
      : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(STARTUP_ERROR);
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Sign into Zyno' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the next person at a station never sees the previous one’s screen', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInAtStation(page, request, baseURL, { username: 'max', pin: '33334444' });
  await page.goto('/crm/memberships');
  await expect(page).toHaveURL(/\/crm\/memberships$/);

  await page.getByRole('button', { name: /^Max Manager/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Max Manager')).toBeHidden();

  await signInAtStation(page, 'casey', '55556666');
  // Casey starts at the launcher, not on Max's last screen.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Casey Cashier/ })).toBeVisible();
  await expect(page.getByText('Max Manager')).toBeHidden();
});
