// Tenants and impersonation in the shell (spec §4 "Tenant switch", "Impersonation", §6 tenant
// list and user-menu conditions): the default tenant, the switcher's order and search, an MSP
// technician entering a customer tenant and returning, and a system administrator's list.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { signInThroughPage } from '../support/sign-in';

const userWidget = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, `) });

async function openSwitcher(page: Page, name: string) {
  await userWidget(page, name).click({ button: 'right' });
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const options = (page: Page) => page.getByRole('option');

test('Morgan starts in the favourite tenant and switches with the keyboard', async ({ page }) => {
  await signInThroughPage(page, 'morgan.multi@harbor.example');
  await expect(userWidget(page, 'Morgan Multi')).toHaveAccessibleName(
    'Morgan Multi, Bluebird Dental',
  );

  const dialog = await openSwitcher(page, 'Morgan Multi');
  await expect(dialog.getByLabel('Search tenants')).toBeFocused();
  await expect(options(page)).toHaveText([/Bluebird Dental/, /Harbor Coffee/]);
  await dialog.getByLabel('Search tenants').fill('COFF');
  await expect(options(page)).toHaveText([/Harbor Coffee/]);
  await dialog.getByLabel('Search tenants').press('Enter');

  await expect(dialog).toBeHidden();
  await expect(userWidget(page, 'Morgan Multi')).toHaveAccessibleName(
    'Morgan Multi, Harbor Coffee',
  );
});

test('an MSP technician enters a customer tenant and returns to the MSP tenant', async ({
  page,
}) => {
  await signInThroughPage(page, 'tom.tech@northwind.example');
  await expect(userWidget(page, 'Tom Tech')).toHaveAccessibleName('Tom Tech, Northwind IT');

  const dialog = await openSwitcher(page, 'Tom Tech');
  await expect(options(page)).toHaveText([/Northwind IT/, /Bluebird Dental/, /Harbor Coffee/]);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('option', { name: /Harbor Coffee/ }).click();

  await expect(userWidget(page, 'Tom Tech')).toHaveAccessibleName('Tom Tech, Harbor Coffee');
  // MSP access carries every app of the tenant.
  await expect(page.getByRole('link', { name: 'Sales', exact: true }).first()).toBeVisible();
  const back = page.getByRole('button', { name: 'Returning to MSP tenant...' });
  await expect(back).toBeVisible();

  await back.click();
  await expect(userWidget(page, 'Tom Tech')).toHaveAccessibleName('Tom Tech, Northwind IT');
  await expect(back).toBeHidden();
});

test('a system administrator may enter every tenant', async ({ page }) => {
  await signInThroughPage(page, 'sysadmin@zyno.example');
  await openSwitcher(page, 'Sys Admin');
  await expect(options(page)).toHaveText([
    /Zyno Operations/,
    /Bluebird Dental/,
    /Harbor Coffee/,
    /Northwind IT/,
  ]);
});

test('the user menu offers what each user may use', async ({ page }) => {
  // The menu's items are awaited as a whole (toHaveText retries): read at once, the menu may not
  // have opened yet.
  const expectMenu = async (email: string, name: string, items: readonly string[]) => {
    await signInThroughPage(page, email);
    await userWidget(page, name).click();
    await expect(page.getByRole('menuitem')).toHaveText([...items]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^${name}, `) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  };
  await expectMenu('ava.admin@harbor.example', 'Ava Admin', ['Change Password', 'Admin', 'Logout']);
  await expectMenu('casey.cashier@harbor.example', 'Casey Cashier', ['Change Password', 'Logout']);
  await expectMenu('morgan.multi@harbor.example', 'Morgan Multi', ['Switch Tenant', 'Logout']);
  await expectMenu('tom.tech@northwind.example', 'Tom Tech', ['Admin', 'Switch Tenant', 'Logout']);
  await expectMenu('nina.noperm@harbor.example', 'Nina Noperm', ['Logout']);
});
