// The admin area (spec §2 /admin): an administrator reaches it from the user menu, finds the
// navigation the index points to, and opens its entries by mouse and keyboard, on a wide and a
// narrow window.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { signInThroughPage } from '../support/sign-in';

const ENTRIES = [
  'Users',
  'Roles',
  'Permissions',
  'Identity Provider',
  'Stations',
  'Sign-in activity',
  'Payments',
  'QuickBooks',
  'Fulfillment',
  'Numbers',
  'Endpoints',
];

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test('an administrator reaches /admin from the user menu and opens an entry', async ({ page }) => {
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.getByRole('button', { name: 'Ava Admin, Harbor Coffee' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Choose an item from the left to get started')).toBeVisible();
  const nav = navigation(page);
  await expect(nav.getByRole('link')).toHaveText(ENTRIES);
  expect(await seriousViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/admin\/iam\/roles$/);
  await expect(
    page.getByText('Roles bundle permissions so people get the right apps.'),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Zyno · Admin · Roles');
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Permissions' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/iam\/permissions$/);
  await expect(page.getByText('Who may open which app and feature.')).toBeVisible();
});

test('on a narrow window the navigation folds under a button naming the current entry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/talk/numbers');
  const nav = navigation(page);
  const toggle = nav.getByRole('button', { name: /Admin sections/ });
  await expect(toggle).toContainText('Numbers');
  await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();

  await toggle.click();
  await nav.getByRole('link', { name: 'Endpoints' }).click();
  await expect(page).toHaveURL(/\/admin\/talk\/endpoints$/);
  await expect(toggle).toContainText('Endpoints');
  await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
