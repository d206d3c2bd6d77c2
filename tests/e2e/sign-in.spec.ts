// A newcomer signs in with e-mail and password against the real server, sees the launcher and
// signs out; wrong and empty input get the spec's answers.
import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'zyno-demo-pass';
const INVALID_CREDENTIALS =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';
const NO_PERMISSIONS =
  "Hmm... it appears you haven't been assigned any permissions. Please contact your manager.";

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('Ava signs in, sees her launcher and signs out', async ({ page }) => {
  await signIn(page, 'ava.admin@harbor.example', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/$/);
  const launcher = page.getByRole('main');
  for (const app of ['Customers', 'Display', 'Forms', 'Inventory', 'Sales', 'Talk']) {
    await expect(launcher.getByRole('link', { name: app, exact: true })).toBeVisible();
  }
  for (const subItem of [
    'Memberships',
    'Gift Cards',
    'Products',
    'Reports',
    'Transactions',
    'Fulfillment',
  ]) {
    await expect(launcher.getByRole('link', { name: subItem, exact: true })).toBeVisible();
  }
  const userWidget = page.getByRole('button', { name: 'Ava Admin, Harbor Coffee' });
  await expect(userWidget).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/launcher.png', fullPage: true });

  await userWidget.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('E-mail')).toBeVisible();

  // Signed out for real: the launcher is no longer reachable.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('a manager sees only the apps his permissions allow', async ({ page }) => {
  await signIn(page, 'max.manager@harbor.example', DEMO_PASSWORD);
  const launcher = page.getByRole('main');
  await expect(launcher.getByRole('link', { name: 'Sales', exact: true })).toBeVisible();
  await expect(launcher.getByRole('link', { name: 'Customers', exact: true })).toBeVisible();
  await expect(launcher.getByRole('link', { name: 'Talk', exact: true })).toBeVisible();
  await expect(launcher.getByRole('link', { name: 'Display', exact: true })).toHaveCount(0);
  await expect(launcher.getByRole('link', { name: 'Inventory', exact: true })).toHaveCount(0);
});

test('a user without permissions gets the empty-launcher message', async ({ page }) => {
  await signIn(page, 'nina.noperm@harbor.example', DEMO_PASSWORD);
  await expect(page.getByText(NO_PERMISSIONS)).toBeVisible();
});

test('a cashier sees nothing in a browser: point of sale needs Zyno Desktop', async ({ page }) => {
  await signIn(page, 'casey.cashier@harbor.example', DEMO_PASSWORD);
  await expect(page.getByText(NO_PERMISSIONS)).toBeVisible();
});

test('a wrong password shows the invalid credentials text', async ({ page }) => {
  await signIn(page, 'ava.admin@harbor.example', 'not-the-password');
  await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an empty e-mail cannot proceed', async ({ page }) => {
  await page.goto('/login');
  await page.screenshot({ path: 'test-results/screens/login.png', fullPage: true });
  await page.getByLabel('E-mail').fill('   ');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});
